import { BoundedMap } from "#app/lib/collections/bounded-map";
import { type PageEntry, PageMemory } from "./memory";

export type PageCacheLimits = {
	/** Bytes of pages the isolate keeps itself, in front of the edge cache (default 4 MB). */
	isolateBytes?: number;
	/** Addresses with a query string the isolate remembers having rendered once (default 4,096). */
	firstSightKeys?: number;
	/** Addresses with a query string (FAQ terms) the isolate stores at the edge within one entry lifetime (default 64). */
	storedQueryPages?: number;
};

/**
 * Everything the page cache remembers in one isolate, in one place: the pages it keeps, the addresses
 * with a query string it has seen once, and the pages being gzipped. One per app (so per isolate in
 * production); a test gives its app a fresh one.
 */
export class PageCacheState {
	readonly memory: PageMemory;
	readonly #seenOnce: BoundedMap<string, true>;
	readonly #compressing = new Set<string>();
	/** Query addresses this isolate has stored at the edge, with when that entry expires. */
	readonly #storedQueries = new Map<string, number>();
	readonly #storedQueryLimit: number;
	readonly #now: () => number;

	constructor(limits: PageCacheLimits = {}, now: () => number = Date.now) {
		this.memory = new PageMemory(limits.isolateBytes ?? 4 * 1024 * 1024, now);
		this.#seenOnce = new BoundedMap(limits.firstSightKeys ?? 4096);
		this.#storedQueryLimit = limits.storedQueryPages ?? 64;
		this.#now = now;
	}

	/**
	 * Whether a page with a query string may be stored at the edge for `lifetimeMs`: at most
	 * `storedQueryPages` such entries of this isolate live at once, so made-up FAQ terms cannot fill the
	 * edge cache; beyond that a term's page is rendered for each request and never stored.
	 */
	mayStoreQueryPage(key: string, lifetimeMs: number): boolean {
		const now = this.#now();
		for (const [stored, expiresAt] of this.#storedQueries) if (expiresAt <= now) this.#storedQueries.delete(stored);
		if (!this.#storedQueries.has(key) && this.#storedQueries.size >= this.#storedQueryLimit) return false;
		this.#storedQueries.set(key, now + lifetimeMs);
		return true;
	}

	/**
	 * Whether this is the first time the isolate is asked for the address (docs/decisions/078-query-pages-stored-at-second-sight.md): the
	 * first request of an address with a query string is only rendered, the second is looked up and stored.
	 */
	firstSight(key: string): boolean {
		if (this.#seenOnce.delete(key)) return false;
		this.#seenOnce.set(key, true);
		return true;
	}

	/**
	 * Starts gzipping a kept page unless that is under way: `gzip` runs once per page, and its result
	 * replaces the entry only if the entry is still the one it was made from.
	 */
	compressOnce(key: string, entry: PageEntry, gzip: (entry: PageEntry) => Promise<PageEntry>): Promise<void> | null {
		if (this.#compressing.has(key)) return null;
		this.#compressing.add(key);
		return gzip(entry)
			.then((gzipped) => {
				if (this.memory.get(key) === entry) this.memory.set(key, gzipped);
			})
			.finally(() => this.#compressing.delete(key));
	}
}
