/*
 * Route data fetched on a member's intent (a pointer resting on a link, a finger on it), held in this
 * page's memory until React Router's navigation asks for the same URL: never in the HTTP cache, where
 * member data stays `no-store` (docs/decisions/150-a-touched-link-is-ready.md).
 */

/** A member who rests on a link taps within seconds; an older answer is fetched again. */
export const HELD_MS = 30_000;
/** Prefetches under way at once; an intent beyond them is dropped, not queued. */
export const MOST_AT_ONCE = 2;

type Held = { answer: Promise<Response>; at: number; settled: boolean };
const held = new Map<string, Held>();

const keyOf = (url: URL) => url.pathname + url.search;

function urlOf(input: RequestInfo | URL): URL | null {
	if (input instanceof Request) return null;
	return new URL(String(input), globalThis.location?.href);
}

const NO_BODY = new Set([101, 204, 205, 304]);

/** The answer read to its end: the tap finds it whole, and the connection is not left half-read. */
async function readWhole(response: Response): Promise<Response> {
	const body = NO_BODY.has(response.status) ? null : await response.arrayBuffer();
	return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

function dropStale(now: number): void {
	for (const [key, entry] of held) if (now - entry.at >= HELD_MS) held.delete(key);
}

/** Starts fetching `dataUrl` (a same-origin `.data` address) unless it is held or too many are under way. */
export function prefetchData(dataUrl: URL, fetchNow: typeof fetch, now = Date.now()): boolean {
	dropStale(now);
	const key = keyOf(dataUrl);
	const underWay = [...held.values()].filter((entry) => !entry.settled).length;
	if (held.has(key) || underWay >= MOST_AT_ONCE) return false;
	const entry: Held = {
		answer: fetchNow(dataUrl, { credentials: "same-origin" }).then(readWhole),
		at: now,
		settled: false,
	};
	held.set(key, entry);
	entry.answer.then(
		() => {
			entry.settled = true;
		},
		// A failed prefetch leaves nothing to take: the tap fetches as it would have.
		() => {
			if (held.get(key) === entry) held.delete(key);
		},
	);
	return true;
}

/** Drops every held answer: after a write, a prefetched page may show what has just changed. */
export function forgetPrefetchedData(): void {
	held.clear();
}

/**
 * `fetch` for the page: a GET of a held address is answered once by its prefetch (under way or done);
 * any other call goes out as given, and a call that is not a GET (a write) drops what is held.
 */
export function withPrefetchedData(fetchNext: typeof fetch): typeof fetch {
	return (input, init) => {
		const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
		if (method !== "GET") {
			forgetPrefetchedData();
			return fetchNext(input, init);
		}
		const url = urlOf(input);
		const entry = url && held.get(keyOf(url));
		if (!url || !entry) return fetchNext(input, init);
		held.delete(keyOf(url));
		if (Date.now() - entry.at >= HELD_MS) return fetchNext(input, init);
		return entry.answer;
	};
}
