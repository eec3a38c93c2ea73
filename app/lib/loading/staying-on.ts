/*
 * The page a member stays on when a navigation cannot go ahead (no network, a route module that cannot
 * load): the navigations that put them back are answered without a request, so the page keeps its data.
 */

let stayingOn: string | null = null;
let onSettled: (() => void) | null = null;

/**
 * Navigations to `href` (path and query) only settle the router on the page already shown, until a
 * commit; `tell` runs then. Told any earlier, a toast would be dismissed as the page the member was
 * leaving for was given up (app/lib/toasts/toast-stack.tsx).
 */
export function stayOn(href: string, tell?: () => void): void {
	stayingOn = href;
	if (tell) onSettled = tell;
}

/**
 * A navigation back to the page shown. Two can come for one failure (the data's and the route module's),
 * so it holds until the router has committed a page.
 */
export function isStayingOn(href: string): boolean {
	return stayingOn === href;
}

/** A page was committed: later navigations to it fetch as usual, and what the stay has to say is said. */
export function pageCommitted(): void {
	stayingOn = null;
	const tell = onSettled;
	onSettled = null;
	tell?.();
}

/** Routes whose module could not load offline: the router keeps waiting on them for this document. */
const lostRoutes = new Set<string>();

/** A route module failed offline: the next navigation to `pathname` loads it as a document. */
export function routeLostOffline(pathname: string): void {
	lostRoutes.add(pathname);
}

export function isRouteLost(pathname: string): boolean {
	return lostRoutes.has(pathname);
}
