import { useEffect } from "react";
import { type DataStrategyResult, type MiddlewareFunction, replace, useLocation } from "react-router";
import { clearSendFailure, noteBackOnline, noteSubmit, reportSendFailure } from "#app/lib/forms/send-failure";
import { showCommunicationError, showToast } from "#app/lib/toasts/toast";
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

/** A navigation failed for the network: once the browser is online again, a toast says the member may go on. */
let toldOffline = false;
const BACK_ONLINE_MESSAGE = "通信が回復しました。もう一度お試しください。";

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
	const failed = Object.entries(results).find(
		([, result]) => result.type === "error" && isNetworkFailure(failureOf(result.result)),
	);
	if (!failed) return results;
	const here = hrefOf(window.location);
	// A post: the page stays as it is (its action data, every value typed), its form says what happened,
	// and the revalidation the router runs next is answered without a request (below).
	if (request.method !== "GET" && reportSendFailure()) {
		stayingOn = here;
		const [routeId] = failed;
		return { [routeId]: { type: "data", result: shownActionData(routeId) } };
	}
	showCommunicationError();
	toldOffline = true;
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
			if (!toldOffline) return;
			toldOffline = false;
			void showToast({ type: "success", text: BACK_ONLINE_MESSAGE, group: "communication", ignoreDuplicates: true });
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
