import { useEffect } from "react";
import { type DataStrategyResult, type MiddlewareFunction, replace, useLocation } from "react-router";
import { clearSendFailure, noteBackOnline, noteSubmit, reportSendFailure } from "#app/lib/forms/send-failure";
import { isChunkLoadError } from "#app/lib/loading/chunk-load-error";
import { isRouteLost, isStayingOn, pageCommitted, routeLostOffline, stayOn } from "#app/lib/loading/staying-on";
import { showBackOnline, showCommunicationError } from "#app/lib/toasts/toast";
import { isNetworkFailure } from "./is-network-failure";

type Results = Record<string, DataStrategyResult>;

/** React Router hands an action's thrown error back wrapped with its status (`data(error, status)`). */
function failureOf(result: unknown): unknown {
	if (result && typeof result === "object" && "type" in result && result.type === "DataWithResponseInit") {
		return (result as { data?: unknown }).data;
	}
	return result;
}

/** The action data the page shows now, from the router framework mode exposes on `window`. */
function shownActionData(routeId: string): unknown {
	const router = (window as { __reactRouterDataRouter?: { state: { actionData?: Record<string, unknown> | null } } })
		.__reactRouterDataRouter;
	return router?.state.actionData?.[routeId];
}

/** Scroll position to put back once the page has been re-committed. */
let pendingScroll: { href: string; x: number; y: number } | null = null;

function hrefOf(url: { pathname: string; search: string }): string {
	return `${url.pathname}${url.search}`;
}

/** An unreachable navigation is sent back to the current page and answered empty: the page stays, with a toast. */
export const keepPageOnNetworkFailure: MiddlewareFunction<Results> = async ({ request }, next) => {
	const target = new URL(request.url);
	if (request.method === "GET" && isStayingOn(hrefOf(target))) return {};
	// Its module failed to load offline and the router would wait on it for good: a document load instead.
	if (request.method === "GET" && navigator.onLine && isRouteLost(target.pathname)) {
		window.location.assign(`${hrefOf(target)}${target.hash}`);
		return new Promise<Results>(() => {});
	}
	const results = await next();
	// Offline, a route module that could not load is the network's failure too (not a new build's).
	const offlineChunk = (error: unknown) => navigator.onLine === false && isChunkLoadError(error);
	const failed = Object.entries(results).find(([, result]) => {
		const error = failureOf(result.result);
		return result.type === "error" && (isNetworkFailure(error) || offlineChunk(error));
	});
	if (!failed) return results;
	if (offlineChunk(failureOf(failed[1].result))) routeLostOffline(target.pathname);
	const here = hrefOf(window.location);
	// A post: the page stays as it is (its action data, every value typed), its form says what happened,
	// and the revalidation the router runs next is answered without a request (below).
	if (request.method !== "GET" && reportSendFailure()) {
		stayOn(here);
		const [routeId] = failed;
		return { [routeId]: { type: "data", result: shownActionData(routeId) } };
	}
	// Back/forward has already changed the address (and a reload of this very page has no other page to keep).
	if (request.method === "GET" && hrefOf(target) === here) {
		showCommunicationError();
		return results;
	}
	stayOn(here, showCommunicationError);
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
	useEffect(() => {
		pageCommitted();
		restoreScrollAfterStay(location);
	}, [location]);
	// A failed post re-commits its own address; another address is another page, where it no longer stands.
	const address = hrefOf(location);
	useEffect(() => {
		if (address) clearSendFailure();
	}, [address]);
	useEffect(() => {
		// Capturing: the form and whether the phone was offline are noted before React Router takes the submit.
		const onSubmit = (event: SubmitEvent) => {
			if (event.target instanceof HTMLFormElement) noteSubmit(event.target, navigator.onLine);
		};
		const onOnline = () => {
			noteBackOnline();
			showBackOnline();
		};
		window.addEventListener("submit", onSubmit, true);
		window.addEventListener("online", onOnline);
		return () => {
			window.removeEventListener("submit", onSubmit, true);
			window.removeEventListener("online", onOnline);
		};
	}, []);
	return null;
}
