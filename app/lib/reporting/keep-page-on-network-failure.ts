import { useEffect } from "react";
import { type DataStrategyResult, type MiddlewareFunction, replace, useLocation } from "react-router";
import { showCommunicationError } from "#app/lib/toasts/toast";
import { isNetworkFailure } from "./is-network-failure";

type Results = Record<string, DataStrategyResult>;

/** The page the member stays on while its data is handed back without a request. */
let stayingOn: string | null = null;
/** Scroll position to put back once the page has been re-committed. */
let pendingScroll: { href: string; x: number; y: number } | null = null;

function hrefOf(url: { pathname: string; search: string }): string {
	return `${url.pathname}${url.search}`;
}

/** An unreachable navigation is sent back to the current page and answered empty: the page stays, with a toast. */
export const keepPageOnNetworkFailure: MiddlewareFunction<Results> = async ({ request }, next) => {
	const target = new URL(request.url);
	// Only the very next navigation can be the way back; anything else forgets it.
	const returning = stayingOn;
	stayingOn = null;
	if (returning !== null && request.method === "GET" && hrefOf(target) === returning) return {};
	const results = await next();
	const failed = Object.values(results).some((result) => result.type === "error" && isNetworkFailure(result.result));
	if (!failed) return results;
	showCommunicationError();
	const here = hrefOf(window.location);
	// Back/forward has already changed the address (and a reload of this very page has no other page to keep).
	if (request.method === "GET" && hrefOf(target) === here) return results;
	stayingOn = here;
	pendingScroll = { href: here, x: window.scrollX, y: window.scrollY };
	throw replace(`${here}${window.location.hash}`);
};

/** The redirect above scrolls to the top like any navigation; put the member back where they were. */
function restoreScrollAfterStay(committed: { pathname: string; search: string }): void {
	const scroll = pendingScroll;
	if (!scroll || hrefOf(committed) !== scroll.href) return;
	pendingScroll = null;
	window.scrollTo(scroll.x, scroll.y);
}

/** Mounted once by the root layout: puts the scroll position back after each commit that needs it. */
export function ScrollAfterStay(): null {
	const location = useLocation();
	useEffect(() => restoreScrollAfterStay(location), [location]);
	return null;
}
