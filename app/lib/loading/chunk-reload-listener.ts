import {
	CHUNK_RELOAD_STORAGE_KEY,
	CHUNK_RELOAD_WINDOW_MS,
	claimChunkReload,
	reloadOnce,
	sessionStore,
} from "./chunk-reload";
import { ROUTE_MODULE_FAILURE_HOOK } from "./route-module-failure-hook";
import { routeLostOffline, stayOn } from "./staying-on";

/* The page-wide half of docs/decisions/053-chunk-reload.md, installed after hydration; ./chunk-reload.ts keeps the rest. */

type RouterLocation = { pathname: string; search: string; hash: string };
/** The slice of React Router's browser router (framework mode exposes it on window) the hook reads. */
type ExposedRouter = {
	state: { navigation: { location?: RouterLocation } };
	navigate(to: string, options: { replace: boolean; preventScrollReset: boolean }): Promise<void>;
};

declare global {
	interface Window {
		[ROUTE_MODULE_FAILURE_HOOK]?: (error: unknown) => void;
		__reactRouterDataRouter?: ExposedRouter;
	}
}

const href = (location: RouterLocation) => `${location.pathname}${location.search}${location.hash}`;

/** Reloads as a fresh document once per path (online only); when refused, `onRefused` tells the member and the navigation settles. */
function onRouteModuleFailure(onRefused: () => void): void {
	const router = window.__reactRouterDataRouter;
	const target = router?.state.navigation.location ?? window.location;
	const storage = sessionStore();
	// Offline, the chunk is missing for the connection, not for a new build: the member stays, told so.
	if (
		navigator.onLine !== false &&
		storage &&
		claimChunkReload(storage, CHUNK_RELOAD_STORAGE_KEY, target.pathname, Date.now(), CHUNK_RELOAD_WINDOW_MS)
	) {
		window.location.assign(href(target));
		return;
	}
	if (navigator.onLine === false) routeLostOffline(target.pathname);
	// Settled on the page shown, whose data the root's middleware hands back without a request (offline too).
	stayOn(`${window.location.pathname}${window.location.search}`, onRefused);
	void router?.navigate(href(window.location), { replace: true, preventScrollReset: true });
}

/** Answers `vite:preloadError` with the guarded reload; `isExempt` background loads fail quietly. */
export function installChunkReloadListener(isExempt: () => boolean, onRefused: () => void): () => void {
	const listener = (event: Event) => {
		if (isExempt()) return;
		if (reloadOnce()) event.preventDefault();
	};
	window.addEventListener("vite:preloadError", listener);
	window[ROUTE_MODULE_FAILURE_HOOK] = () => onRouteModuleFailure(onRefused);
	return () => {
		window.removeEventListener("vite:preloadError", listener);
		delete window[ROUTE_MODULE_FAILURE_HOOK];
	};
}
