/** A cached public page as an isolate keeps it: its bytes (and gzipped, once asked for) and every header it is answered with. */
export type PageEntry = {
	body: Uint8Array<ArrayBuffer>;
	/** Copied into each answer, never changed. */
	headers: Headers;
	/** The same page gzipped, with `Content-Encoding: gzip` in its headers: made when a browser first asks. */
	gzip?: { body: Uint8Array<ArrayBuffer>; headers: Headers };
	expiresAt: number;
};

const sizeOf = (entry: PageEntry) => entry.body.byteLength + (entry.gzip?.body.byteLength ?? 0);

/** The isolate's copy of recent public pages, before the edge cache (decision 064); bounded in bytes. */
export class PageMemory {
	readonly #entries = new Map<string, PageEntry>();
	#bytes = 0;

	constructor(
		readonly maxBytes: number,
		readonly now: () => number = Date.now,
	) {}

	get(key: string): PageEntry | undefined {
		const entry = this.#entries.get(key);
		if (!entry) return undefined;
		this.#entries.delete(key);
		if (entry.expiresAt <= this.now()) {
			this.#bytes -= sizeOf(entry);
			return undefined;
		}
		// Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
		this.#entries.set(key, entry);
		return entry;
	}

	set(key: string, entry: PageEntry): void {
		if (sizeOf(entry) > this.maxBytes) return;
		const previous = this.#entries.get(key);
		if (previous) {
			this.#entries.delete(key);
			this.#bytes -= sizeOf(previous);
		}
		this.#entries.set(key, entry);
		this.#bytes += sizeOf(entry);
		for (const [oldest, old] of this.#entries) {
			if (this.#bytes <= this.maxBytes) break;
			this.#entries.delete(oldest);
			this.#bytes -= sizeOf(old);
		}
	}

	get bytes(): number {
		return this.#bytes;
	}
}
