import { FAQ_QUERY_PARAM, faqQueryOf } from "#app/lib/urls/faq-query";

/** Pages the same for every signed-out visitor; their member variants live on other paths and are not listed. */
const PUBLIC_PAGES = [/^\/(terms|privacy|accessibility)\/?$/, /^\/app_manual\/login\/[\w-]+\/?$/];
const FAQ = /^\/faq\/?$/;

/** The FAQ's address by its normalised term; null when the query names anything else. */
function faqAddress(pathname: string, params: URLSearchParams): string | null {
	if ([...params.keys()].some((name) => name !== FAQ_QUERY_PARAM) || params.getAll(FAQ_QUERY_PARAM).length > 1) {
		return null;
	}
	const term = faqQueryOf(params);
	return term === "" ? pathname : `${pathname}?${FAQ_QUERY_PARAM}=${encodeURIComponent(term)}`;
}

/**
 * The address a public page is stored under: its path and only what changes it (the FAQ's term).
 * Null when the page is not public or its query holds anything else, so a query string cannot fill
 * the cache with copies. The enquiry's first step is public only without a query: with one it is
 * the sender's receipt.
 */
export function publicPageAddress(url: Pick<URL, "pathname" | "search">): string | null {
	const params = new URLSearchParams(url.search);
	if (FAQ.test(url.pathname)) return faqAddress(url.pathname, params);
	if (url.search !== "") return null;
	if (url.pathname === "/contact" || url.pathname === "/contact/") return url.pathname;
	return PUBLIC_PAGES.some((pattern) => pattern.test(url.pathname)) ? url.pathname : null;
}
