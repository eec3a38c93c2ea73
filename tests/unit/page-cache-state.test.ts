import { describe, expect, it } from "vitest";
import { acceptsGzip } from "../../worker/page-cache";
import type { PageEntry } from "../../worker/page-cache/memory";
import { PageCacheState } from "../../worker/page-cache/state";

const entry = (text: string): PageEntry => ({
	body: new TextEncoder().encode(text),
	headers: new Headers(),
	expiresAt: Number.POSITIVE_INFINITY,
});

describe("what the page cache remembers in an isolate", () => {
	it("stores at most its bound of query pages at once; an expired one frees its place, a stored one may be stored again", () => {
		let now = 1_000;
		const state = new PageCacheState({ storedQueryPages: 2 }, () => now);
		expect(state.mayStoreQueryPage("/faq?q=a", 100)).toBe(true);
		expect(state.mayStoreQueryPage("/faq?q=b", 100)).toBe(true);
		expect(state.mayStoreQueryPage("/faq?q=c", 100)).toBe(false);
		expect(state.mayStoreQueryPage("/faq?q=a", 100)).toBe(true);
		now = 1_099;
		expect(state.mayStoreQueryPage("/faq?q=c", 100)).toBe(false);
		// "a" was stored again at 1,000 (until 1,100), "b" lives until 1,100 too: both still count.
		now = 1_100;
		expect(state.mayStoreQueryPage("/faq?q=c", 100)).toBe(true);
		expect(state.mayStoreQueryPage("/faq?q=d", 100)).toBe(true);
		expect(state.mayStoreQueryPage("/faq?q=e", 100)).toBe(false);
	});

	it("stores 64 query pages by default", () => {
		const state = new PageCacheState();
		const allowed = Array.from({ length: 70 }, (_, index) => state.mayStoreQueryPage(`/faq?q=${index}`, 1000));
		expect(allowed.filter(Boolean)).toHaveLength(64);
	});

	it("sees an address for the first time once, then not, and again after it was forgotten", () => {
		const state = new PageCacheState({ firstSightKeys: 2 });
		expect(state.firstSight("/faq?q=a")).toBe(true);
		expect(state.firstSight("/faq?q=a")).toBe(false);
		expect(state.firstSight("/faq?q=a")).toBe(true);
		// Bounded: the oldest address seen once is dropped first.
		state.firstSight("/faq?q=b");
		state.firstSight("/faq?q=c");
		state.firstSight("/faq?q=d");
		expect(state.firstSight("/faq?q=b")).toBe(true);
	});

	it("gzips a kept page once, however many answers ask meanwhile", async () => {
		const state = new PageCacheState();
		const kept = entry("<p>faq</p>");
		state.memory.set("k", kept);
		let runs = 0;
		let finish: (entry: PageEntry) => void = () => undefined;
		const gzip = () => {
			runs += 1;
			return new Promise<PageEntry>((resolve) => {
				finish = resolve;
			});
		};
		const first = state.compressOnce("k", kept, gzip);
		expect(first).not.toBeNull();
		expect(state.compressOnce("k", kept, gzip)).toBeNull();
		const gzipped = { ...kept, gzip: { body: new Uint8Array([1]), headers: new Headers() } };
		finish(gzipped);
		await first;
		expect(runs).toBe(1);
		expect(state.memory.get("k")).toBe(gzipped);
		// Done: a later page may be compressed again.
		expect(state.compressOnce("k", gzipped, async (e) => e)).not.toBeNull();
	});

	it("does not put a gzipped copy over an entry replaced meanwhile", async () => {
		const state = new PageCacheState();
		const old = entry("old");
		state.memory.set("k", old);
		const compressing = state.compressOnce("k", old, async (e) => ({
			...e,
			gzip: { body: new Uint8Array(), headers: new Headers() },
		}));
		const fresh = entry("fresh");
		state.memory.set("k", fresh);
		await compressing;
		expect(state.memory.get("k")).toBe(fresh);
	});

	it("keeps separate states for separate caches", () => {
		const one = new PageCacheState();
		const two = new PageCacheState();
		one.memory.set("k", entry("x"));
		expect(two.memory.get("k")).toBeUndefined();
	});
});

describe("Accept-Encoding", () => {
	it.each([
		["gzip, deflate, br, zstd", true],
		["br;q=1.0, gzip;q=0.8", true],
		["gzip;q=0", false],
		["gzip;q=0.000", false],
		["*", true],
		["*;q=0", false],
		["gzip;q=0, *", false],
		["*;q=0, gzip", true],
		["identity", false],
		["", false],
		[null, false],
	])("%s admits gzip: %s", (header, expected) => {
		expect(acceptsGzip(header)).toBe(expected);
		// The same answer every time: nothing is remembered between calls.
		expect(acceptsGzip(header)).toBe(expected);
	});
});
