import { describe, expect, it } from "vitest";
import { type PageEntry, PageMemory } from "../../worker/page-cache/memory";

/** An entry of `size` bytes in all: three quarters plain, one quarter gzipped. */
const entry = (size: number, expiresAt = 1_000): PageEntry => ({
	body: new Uint8Array(size - size / 4),
	headers: new Headers({ "Content-Type": "text/html; charset=utf-8" }),
	gzip: {
		body: new Uint8Array(size / 4),
		headers: new Headers({ "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip" }),
	},
	expiresAt,
});

describe("the isolate's copy of cached public pages", () => {
	it("keeps pages within its bytes, dropping the least recently used first", () => {
		const memory = new PageMemory(250, () => 0);
		memory.set("/faq", entry(100));
		memory.set("/terms", entry(100));
		expect(memory.get("/faq")).toBeDefined();
		memory.set("/contact", entry(100));
		expect(memory.get("/terms")).toBeUndefined();
		expect(memory.get("/faq")).toBeDefined();
		expect(memory.get("/contact")).toBeDefined();
		expect(memory.bytes).toBe(200);
	});

	it("forgets a page once it expires, and never keeps one larger than itself", () => {
		let now = 0;
		const memory = new PageMemory(150, () => now);
		memory.set("/faq", entry(100, 500));
		expect(memory.get("/faq")).toBeDefined();
		now = 500;
		expect(memory.get("/faq")).toBeUndefined();
		expect(memory.bytes).toBe(0);
		memory.set("/terms", entry(200));
		expect(memory.get("/terms")).toBeUndefined();
	});

	it("counts a page's gzipped bytes with its plain ones", () => {
		const memory = new PageMemory(150, () => 0);
		memory.set("/faq", entry(120));
		expect(memory.bytes).toBe(120);
		// 90 plain bytes fit on their own; with the gzipped 30 of the next page they do not.
		memory.set("/terms", entry(40));
		expect(memory.get("/faq")).toBeUndefined();
		expect(memory.bytes).toBe(40);
	});

	it("replaces a page stored again without counting it twice", () => {
		const memory = new PageMemory(1_000, () => 0);
		memory.set("/faq", entry(100));
		memory.set("/faq", entry(300));
		expect(memory.bytes).toBe(300);
		expect(memory.get("/faq")?.body.byteLength).toBe(225);
	});
});
