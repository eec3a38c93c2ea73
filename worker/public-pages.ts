/** Pages the same for every signed-out visitor; their member variants live on other paths and are not listed. */
const PUBLIC_PAGES = [/^\/faq\/?$/, /^\/terms\/?$/, /^\/app_manual\/login\/[\w-]+\/?$/];
/** The enquiry's first step only: with a query it is the sender's receipt (a sealed parameter). */
const ENQUIRY = /^\/contact\/?$/;

export function isPublicPage(url: Pick<URL, "pathname" | "search">): boolean {
	if (ENQUIRY.test(url.pathname)) return url.search === "";
	return PUBLIC_PAGES.some((pattern) => pattern.test(url.pathname));
}
