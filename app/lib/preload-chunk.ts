/*
 * What every lazily imported chunk goes through in the browser build: Vite wraps each `import()` in
 * its preload helper, which `scripts/vite/small-preload-helper.ts` replaces with this. Vite's own
 * (0.65 KB gzip, on every first load) also preloads CSS, waits for every preload before importing,
 * and reads CSP nonces and relative bases: none of which this build uses (no CSS imported by
 * chunks, a fixed base, `'strict-dynamic'` lets the links through). Kept: the chunk's imports are
 * fetched alongside it, and a failure is announced as `vite:preloadError`, which the chunk-reload
 * listener (./chunk-reload-listener.ts, docs/decisions/053-chunk-reload.md) answers.
 */

/** Chunk files already asked for (the server's modulepreload links are the browser's concern). */
const requested = new Set<string>();

type PreloadErrorEvent = Event & { payload?: unknown };

/**
 * Imports a chunk; `deps` (build-relative file names, absent when the chunk has no imports a page
 * does not already have) are preloaded at the same time.
 */
export function preloadChunk<T>(load: () => Promise<T>, deps?: string[]): Promise<T> {
	for (const dep of deps ?? []) {
		if (requested.has(dep)) continue;
		requested.add(dep);
		const link = document.createElement("link");
		link.rel = "modulepreload";
		link.href = import.meta.env.BASE_URL + dep;
		document.head.appendChild(link);
	}
	return load().catch((error: unknown) => {
		const event: PreloadErrorEvent = new Event("vite:preloadError", { cancelable: true });
		event.payload = error;
		window.dispatchEvent(event);
		if (!event.defaultPrevented) throw error;
		// The listener reloads the page: the import never settles, as with Vite's own helper.
		return new Promise<T>(() => {});
	});
}
