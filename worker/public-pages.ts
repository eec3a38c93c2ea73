/**
 * Pages that render the same for every signed-out visitor (app/routes.ts): the FAQ, the terms, the
 * login help pages and the first step of the public enquiry. Their member variants live under other
 * paths (/faq/user, /terms/user, /contact/user, /app_manual/:page) and are never listed here.
 */
const PUBLIC_PAGES = [/^\/faq\/?$/, /^\/terms\/?$/, /^\/app_manual\/login\/[\w-]+\/?$/];
/** The enquiry's first step only: with a query it is the sender's receipt (a sealed parameter). */
const ENQUIRY = /^\/contact\/?$/;

export function isPublicPage(url: Pick<URL, "pathname" | "search">): boolean {
	if (ENQUIRY.test(url.pathname)) return url.search === "";
	return PUBLIC_PAGES.some((pattern) => pattern.test(url.pathname));
}
