/**
 * docs/decisions/053-chunk-reload.md: when a chunk fails to load, reload the page, at most once per
 * path within 10 seconds. A deploy that replaced the hashed assets is the usual
 * cause; the reload fetches the new HTML. The guard stops a loop when the
 * chunk is missing for good (the second failure then shows what it shows).
 */

export const CHUNK_RELOAD_WINDOW_MS = 10_000;
/** sessionStorage: `{ [path]: time of the last reload, ms }`. */
export const CHUNK_RELOAD_STORAGE_KEY = "chunkReloadAt";

type GuardStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * Records a reload of `path` at `now` and answers true, unless one was
 * recorded less than `windowMs` ago. Without working storage it answers false:
 * a reload that cannot be remembered could loop.
 *
 * Self-contained on purpose (no outer names): it is also inlined, as source,
 * into the first-load guard script.
 */
export function claimChunkReload(
	storage: GuardStorage,
	key: string,
	path: string,
	now: number,
	windowMs: number,
): boolean {
	let record: Record<string, number> = {};
	try {
		const parsed: unknown = JSON.parse(storage.getItem(key) ?? "{}");
		if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) record = parsed as Record<string, number>;
	} catch {
		record = {};
	}
	const last = record[path];
	if (typeof last === "number" && now >= last && now - last < windowMs) return false;
	const kept: Record<string, number> = {};
	for (const [other, at] of Object.entries(record)) {
		if (typeof at === "number" && now >= at && now - at < windowMs) kept[other] = at;
	}
	kept[path] = now;
	try {
		storage.setItem(key, JSON.stringify(kept));
	} catch {
		return false;
	}
	return true;
}

const CHUNK_ERROR_PATTERNS = [
	/Failed to fetch dynamically imported module/i,
	/error loading dynamically imported module/i,
	/Importing a module script failed/i,
	/Unable to preload CSS/i,
	/Loading (?:CSS )?chunk [\w-]+ failed/i,
];

/** A dynamic import (or its preload) that failed to load, in any browser's wording. */
export function isChunkLoadError(error: unknown): boolean {
	if (!(error instanceof Error)) return false;
	if (error.name === "ChunkLoadError") return true;
	return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

export function sessionStore(): GuardStorage | null {
	try {
		return window.sessionStorage;
	} catch {
		return null;
	}
}

/** Reloads the page unless this path was reloaded for a chunk failure within the window. */
export function reloadOnce(path: string = window.location.pathname, now = Date.now()): boolean {
	const storage = sessionStore();
	if (!storage || !claimChunkReload(storage, CHUNK_RELOAD_STORAGE_KEY, path, now, CHUNK_RELOAD_WINDOW_MS)) return false;
	window.location.reload();
	return true;
}

/**
 * Runs before any module script: a route or entry chunk that fails on the
 * first load leaves the page without JavaScript, so no bundled code would run
 * to notice. Resource errors do not bubble; a capturing listener sees them.
 * Self-contained: serialised into an inline script.
 */
export function installFirstLoadGuard(claim: typeof claimChunkReload, key: string, windowMs: number): void {
	window.addEventListener(
		"error",
		(event) => {
			const element = event.target;
			let url = "";
			if (element instanceof HTMLScriptElement) url = element.src;
			else if (element instanceof HTMLLinkElement && /(^|\s)(modulepreload|stylesheet)(\s|$)/i.test(element.rel))
				url = element.href;
			if (!url) return;
			const parsed = new URL(url, window.location.href);
			if (parsed.origin !== window.location.origin || !parsed.pathname.startsWith("/assets/")) return;
			let storage: GuardStorage;
			try {
				storage = window.sessionStorage;
			} catch {
				return;
			}
			if (claim(storage, key, window.location.pathname, Date.now(), windowMs)) window.location.reload();
		},
		true,
	);
}

/** The inline script for the document head (it must carry the CSP nonce). */
export function firstLoadGuardScript(): string {
	return `(${installFirstLoadGuard.toString()})(${claimChunkReload.toString()},${JSON.stringify(
		CHUNK_RELOAD_STORAGE_KEY,
	)},${CHUNK_RELOAD_WINDOW_MS});`;
}
