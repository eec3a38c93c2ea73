import { useEffect } from "react";
import { dataUrlOf, prefetchAllowed, prefetchedRouteOf, prefetchTarget } from "#app/lib/loading/intent";
import { prefetchData, withPrefetchedData } from "#app/lib/loading/prefetched-data";

/** A mouse resting this long on a link means it; passing over does not. A finger on a link means it at once. */
const REST_MS = 80;

type Connection = { saveData?: boolean; effectiveType?: string };
const connectionOf = () => (navigator as Navigator & { connection?: Connection }).connection;

const anchorOf = (target: EventTarget | null): HTMLAnchorElement | null =>
	target instanceof Element ? target.closest("a[href]") : null;

let networkFetch: typeof fetch | undefined;
/** Once per page: React Router's navigations fetch through the held prefetches; prefetches go out as given. */
function takePrefetchedData(): typeof fetch {
	if (!networkFetch) {
		networkFetch = window.fetch.bind(window);
		window.fetch = withPrefetchedData(networkFetch);
	}
	return networkFetch;
}

/** What React Router's browser build keeps on `window`: the routes it knows of, the modules it has loaded. */
type RouterGlobals = {
	__reactRouterManifest?: { routes: Record<string, { module: string; imports?: string[] } | undefined> };
	__reactRouterRouteModules?: Record<string, unknown>;
};

/** The route's module and its imports, unless React Router has loaded it or not yet learnt of it. */
function modulesOf(routeId: string): string[] {
	const { __reactRouterManifest: manifest, __reactRouterRouteModules: loaded } = window as RouterGlobals;
	const route = manifest?.routes[routeId];
	if (!route || (loaded && routeId in loaded)) return [];
	return [route.module, ...(route.imports ?? [])];
}

/** Adds `<link rel=modulepreload>` for each module not yet named in the document. */
function preloadModules(hrefs: readonly string[]): void {
	for (const href of hrefs) {
		if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue;
		const link = document.createElement("link");
		link.rel = "modulepreload";
		link.href = href;
		document.head.appendChild(link);
	}
}

/**
 * Prefetches the page a member's pointer rests on, a finger touches, focus reaches or a press starts:
 * its route modules and its data, which the tap's navigation then takes (../lib/loading/prefetched-data.ts).
 * Mounted once, with the member menu.
 */
export function IntentPrefetch() {
	useEffect(() => {
		const fetchNow = takePrefetchedData();
		let resting: ReturnType<typeof setTimeout> | undefined;
		const prefetch = (anchor: HTMLAnchorElement) => {
			clearTimeout(resting);
			const url = prefetchTarget(anchor, window.location);
			if (!url || !prefetchAllowed(connectionOf())) return;
			if (prefetchData(dataUrlOf(url), fetchNow)) preloadModules(modulesOf(prefetchedRouteOf(url.pathname) ?? ""));
		};
		const later = (anchor: HTMLAnchorElement | null) => {
			clearTimeout(resting);
			if (anchor) resting = setTimeout(() => prefetch(anchor), REST_MS);
		};
		const onPointerOver = (event: PointerEvent) => {
			const anchor = anchorOf(event.target);
			if (anchor && event.pointerType === "touch") prefetch(anchor);
			else later(anchor);
		};
		const onTouchStart = (event: TouchEvent) => {
			const anchor = anchorOf(event.target);
			if (anchor) prefetch(anchor);
		};
		const onFocusIn = (event: FocusEvent) => later(anchorOf(event.target));
		// Out of the link: no prefetch left waiting.
		const cancel = () => clearTimeout(resting);
		// A press is the surest intent: the data starts now, while React Router loads the route's modules
		// before it asks for the data itself (it then takes this answer).
		const onPress = (event: MouseEvent) => {
			const anchor = anchorOf(event.target);
			const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
			if (anchor && plain) prefetch(anchor);
			else cancel();
		};
		const listeners = [
			["pointerover", onPointerOver],
			["touchstart", onTouchStart],
			["focusin", onFocusIn],
			["pointerdown", onPress],
			["click", onPress],
			["pointerout", cancel],
			["focusout", cancel],
		] as const;
		for (const [type, listener] of listeners) {
			document.addEventListener(type, listener as EventListener, { capture: true, passive: true });
		}
		return () => {
			cancel();
			for (const [type, listener] of listeners) {
				document.removeEventListener(type, listener as EventListener, { capture: true });
			}
		};
	}, []);
	return null;
}
