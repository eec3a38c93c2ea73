/* What every first load needs of decision 053: is it a failed chunk, and the head script's reload. */

/** The property of `window` the head script leaves its reload on. */
export const FIRST_LOAD_RELOAD_HOOK = "__reloadOnceForChunk";

declare global {
	interface Window {
		[FIRST_LOAD_RELOAD_HOOK]?: (path: string) => boolean;
	}
}

/** Chromium, Firefox, WebKit, the preload helper and webpack-style loaders, in one pattern. */
const CHUNK_ERROR =
	/(Failed to fetch|error loading) dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

/** A dynamic import (or its preload) that failed to load, in any browser's wording. */
export function isChunkLoadError(error: unknown): boolean {
	if (!(error instanceof Error)) return false;
	if (error.name === "ChunkLoadError") return true;
	return CHUNK_ERROR.test(error.message);
}

/** Reloads the page unless `path` was reloaded for a chunk failure within the window; false without the head script. */
export function reloadOnceForChunk(path: string): boolean {
	return window[FIRST_LOAD_RELOAD_HOOK]?.(path) ?? false;
}
