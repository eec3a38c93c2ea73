/*
 * The app manuals are the mobile app's pages (webview: the app draws the chrome). Opened from the web
 * portal, they carry `?from=web` and offer the way home the app would otherwise give
 * (docs/decisions/141-app-manuals-opened-from-the-web.md).
 */

const FROM = "from";
const WEB = "web";

/** An app manual's URL as the web portal links it. */
export function fromWebHref(path: string): string {
	return `${path}?${FROM}=${WEB}`;
}

/** Whether the page (its URL, or the query of it) was opened from the web portal rather than the app. */
export function openedFromWeb(where: string | URLSearchParams): boolean {
	const query = typeof where === "string" ? new URL(where).searchParams : where;
	return query.get(FROM) === WEB;
}
