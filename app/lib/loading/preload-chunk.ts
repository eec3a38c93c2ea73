/* Replaces Vite's preload helper: no preload lists (decision 069); a failed chunk still fires `vite:preloadError`. */

type PreloadErrorEvent = Event & { payload?: unknown };

/** Imports a chunk; on failure a listener that calls `preventDefault()` (and reloads) keeps it pending. */
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
