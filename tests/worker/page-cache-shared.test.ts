import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { nonceContext, requestIdContext } from "#app/request/context.server";
import { createApp } from "../../worker/app";
import { edgeCache, PAGE_CACHE_HEADER, pageCacheKey } from "../../worker/page-cache";
import { ORIGIN } from "./support/worker";

/* What the page cache stores is everyone's: no request's own value in it, and no unbounded set of terms. */

/** A page that shows the request id the worker handed React Router, as the root's loader data does. */
const renderPage = async (_request: Request, context: Parameters<Parameters<typeof createApp>[0]>[1]) =>
	new Response(
		`<!doctype html><html><head><script nonce="${context.get(nonceContext)}">window.boot = 1;</script></head>` +
			`<body><p id="request">${context.get(requestIdContext)}</p></body></html>`,
		{ headers: { "Content-Type": "text/html; charset=utf-8" } },
	);

function appFor(buildId: string) {
	const app = createApp(renderPage, { buildId });
	return async (path: string, ray: string) => {
		const ctx = createExecutionContext();
		const response = await app.fetch(
			new Request(`${ORIGIN}${path}`, { headers: { "cf-ray": `${ray}-NRT` } }),
			env,
			ctx,
		);
		const text = await response.text();
		await waitOnExecutionContext(ctx);
		return { text, cacheState: response.headers.get(PAGE_CACHE_HEADER) };
	};
}

const ray = (digit: string) => digit.repeat(16);

describe("a page the cache stores", () => {
	it("carries no request id: neither the first visitor's nor the next one's", async () => {
		const get = appFor("build-no-request-id");
		const first = await get("/terms", ray("a"));
		expect(first.cacheState).toBe("miss");
		expect(first.text).toContain('<p id="request"></p>');
		const second = await get("/terms", ray("b"));
		expect(second.cacheState).toBe("hit");
		expect(second.text).not.toContain(ray("a"));
		const stored = await edgeCache().match(pageCacheKey(ORIGIN, "/terms", "build-no-request-id"));
		expect(await stored?.text()).not.toContain(ray("a"));
	});

	it("while a page the cache does not store (a member page, its error screen) still names its request", async () => {
		const get = appFor("build-uncached-request-id");
		const page = await get("/news", ray("c"));
		expect(page.cacheState).toBeNull();
		expect(page.text).toContain(`<p id="request">${ray("c")}</p>`);
	});
});

describe("FAQ terms at the edge", () => {
	it("stores at most 64 distinct terms of one isolate within an entry's lifetime; the rest are rendered only", async () => {
		const buildId = "build-bounded-terms";
		const get = appFor(buildId);
		const terms = Array.from({ length: 80 }, (_, index) => `term${index}`);
		const states: (string | null)[] = [];
		for (const term of terms) {
			await get(`/faq?q=${term}`, ray("d"));
			states.push((await get(`/faq?q=${term}`, ray("d"))).cacheState);
		}
		const stored = await Promise.all(
			terms.map((term) => edgeCache().match(pageCacheKey(ORIGIN, `/faq?q=${term}`, buildId))),
		);
		expect(stored.filter(Boolean)).toHaveLength(64);
		expect(states.every((state) => state === "miss")).toBe(true);
		// A stored term still answers from the cache; one past the bound is rendered again each time.
		expect((await get("/faq?q=term0", ray("e"))).cacheState).toBe("hit");
		expect((await get("/faq?q=term79", ray("e"))).cacheState).toBe("miss");
		// The bare FAQ is no term: always stored.
		await get("/faq", ray("e"));
		expect((await get("/faq", ray("e"))).cacheState).toBe("hit");
	});
});
