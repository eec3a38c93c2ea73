/*
 * What every lazily imported chunk goes through in the browser build: Vite wraps each `import()` in
 * its preload helper, which `scripts/vite/small-preload-helper.ts` replaces with this. Vite's own
 * (0.65 KB gzip, on every first load) preloads a chunk's imports and CSS from lists written into the
 * importing chunk (0.2-0.4 KB more per first load); this build leaves that to the browser
 * (`build.modulePreload: false`, docs/decisions/069-first-load-under-the-template.md): a lazy chunk's
 * imports that are not loaded yet are fetched once it has arrived. Kept: a chunk that fails to load is
 * announced as `vite:preloadError`, which the chunk-reload listener (./chunk-reload-listener.ts,
 * docs/decisions/053-chunk-reload.md) answers.
 */

type PreloadErrorEvent = Event & { payload?: unknown };

/**
 * Imports a chunk. When it fails, `vite:preloadError` is dispatched; a listener that calls
 * `preventDefault()` (it reloads the page) keeps the import pending, otherwise the error goes on.
 */
export function preloadChunk<T>(load: () => Promise<T>): Promise<T> {
	return load().catch((error: unknown) => {
		const event: PreloadErrorEvent = new Event("vite:preloadError", { cancelable: true });
		event.payload = error;
		window.dispatchEvent(event);
		if (!event.defaultPrevented) throw error;
		// The page is reloading: nothing after this import should run meanwhile.
		return new Promise<T>(() => {});
	});
}
