/*
 * Replaces Vite's preload helper (scripts/vite/small-preload-helper.ts): no preload lists, the browser
 * fetches a chunk's imports itself (docs/decisions/069-first-load-under-the-template.md). A failed chunk
 * is still announced as `vite:preloadError`.
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
