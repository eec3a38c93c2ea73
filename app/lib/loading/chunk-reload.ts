/** A failed chunk reloads the page at most once per path in 10 s (decision 053): the limit stops a loop. */

export const CHUNK_RELOAD_WINDOW_MS = 10_000;
/** sessionStorage: `{ [path]: time of the last reload, ms }`. */
export const CHUNK_RELOAD_STORAGE_KEY = "chunkReloadAt";

type GuardStorage = Pick<Storage, "getItem" | "setItem">;

/** Claims a reload of `path` unless one is younger than `windowMs` (false without storage). Inlined as source. */
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

export function sessionStore(): GuardStorage | null {
	try {
		return window.sessionStorage;
	} catch {
		return null;
	}
}

/**
 * Reloads the page unless this path was reloaded for a chunk failure within the window. Offline, never:
 * the chunk is missing for the connection, not for a new build, and a reload would show the browser's
 * own offline page; the failure goes on to its caller (a navigation stays on the page, with the toast).
 */
export function reloadOnce(path: string = window.location.pathname, now = Date.now()): boolean {
	const storage = sessionStore();
	if (!storage || navigator.onLine === false) return false;
	if (!claimChunkReload(storage, CHUNK_RELOAD_STORAGE_KEY, path, now, CHUNK_RELOAD_WINDOW_MS)) return false;
	window.location.reload();
	return true;
}

/** Runs before any module script, to catch a chunk that fails on the first load. Serialised into the head. */
function installFirstLoadGuard(claim: typeof claimChunkReload, key: string, windowMs: number, hook: string): void {
	const reloadOnceHere = (path: string): boolean => {
		let storage: GuardStorage;
		try {
			storage = window.sessionStorage;
		} catch {
			return false;
		}
		// Offline, a reload would show the browser's own offline page: wait until it is online.
		if (window.navigator?.onLine === false) {
			const later = () => {
				if (claim(storage, key, path, Date.now(), windowMs)) window.location.reload();
			};
			window.addEventListener("online", later, { once: true });
			return true;
		}
		if (!claim(storage, key, path, Date.now(), windowMs)) return false;
		window.location.reload();
		return true;
	};
	(window as unknown as Record<string, (path: string) => boolean>)[hook] = reloadOnceHere;
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
			// Offline after hydration it is a later page's chunk (a prefetch): that navigation stays, told so.
			if (window.navigator?.onLine === false && window.document?.documentElement.dataset.hydrated) return;
			reloadOnceHere(window.location.pathname);
		},
		true,
	);
}

/** The head script; `hook` names the reload the root calls, so the root's chunk need not import this module. */
export function firstLoadGuardScript(hook: string): string {
	return `(${installFirstLoadGuard.toString()})(${claimChunkReload.toString()},${JSON.stringify(
		CHUNK_RELOAD_STORAGE_KEY,
	)},${CHUNK_RELOAD_WINDOW_MS},${JSON.stringify(hook)});`;
}
