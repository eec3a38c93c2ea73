import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cookiesContext, nonceContext } from "#app/request/context.server";
import { createApp } from "../../worker/app";
import { edgeCache, PAGE_CACHE_HEADER, pageCacheKey } from "../../worker/page-cache";
import { ORIGIN, sessionCookieHeader } from "./support/worker";

const MEMBER_NAME = "山田 太郎";
const MEMBER_SUB = "member-7f3a";
const ACCESS_TOKEN = "access-token-of-the-member";

/** A page as React Router would render it, with nonce-carrying scripts, one without, and optional cookie. */
const renderPage = async (request: Request, context: Parameters<Parameters<typeof createApp>[0]>[1]) => {
	const nonce = context.get(nonceContext);
	const signedIn = context.get(cookiesContext).session.value !== null;
	const url = new URL(request.url);
	const html = [
		`<!doctype html><html><head><link rel="modulepreload" nonce="${nonce}" href="/assets/entry.js">`,
		`<script nonce="${nonce}">window.boot = 1;</script><script>window.unblessed = 1;</script>`,
		// Never rendered by our pages: a nonce that is not the response's must not survive a hit either.
		url.searchParams.get("q") === "foreign"
			? `<script nonce="not-the-response-nonce">window.foreign = 1;</script>`
			: "",
		// A script of ours loaded by address: a hash cannot admit it.
		url.searchParams.get("q") === "external" ? `<script nonce="${nonce}" src="/assets/tag.js"></script>` : "",
		`<script type="application/json">{"text":"nonce=\\"kept-as-text\\""}</script></head>`,
		`<body><h1>${url.pathname}</h1><p id="who">${signedIn ? MEMBER_NAME : "ゲスト"}</p>`,
		`<script type="module" nonce="${nonce}">import "/assets/entry.js";</script></body></html>`,
	].join("");
	const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
	if (url.searchParams.get("q") === "remember")
		headers.append("Set-Cookie", "__Host-flash=x; Path=/; Secure; HttpOnly");
	return new Response(html, { headers });
};

function appFor(buildId: string) {
	const app = createApp(renderPage, { buildId });
	return async (path: string, init: RequestInit = {}) => {
		const ctx = createExecutionContext();
		const response = await app.fetch(new Request(`${ORIGIN}${path}`, init), env, ctx);
		const text = await response.text();
		await waitOnExecutionContext(ctx);
		return { response, text, cacheState: response.headers.get(PAGE_CACHE_HEADER) };
	};
}

const stored = (path: string, buildId: string) => edgeCache().match(pageCacheKey(ORIGIN, path, buildId));

const scriptSources = (response: Response) =>
	/script-src ([^;]*) 'strict-dynamic'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "";

/** The CSP source of a script's text, computed here independently of the worker's code. */
async function sha256Source(text: string): Promise<string> {
	const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
	return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

async function memberCookie(): Promise<string> {
	return sessionCookieHeader({
		access_token: ACCESS_TOKEN,
		token_type: "Bearer",
		scope: "public",
		profile: { sub: MEMBER_SUB },
		expires_at: Math.floor(Date.now() / 1000) + 3600,
	});
}

describe("public pages from the edge cache", () => {
	it("renders on a miss, then answers from the cache with the stored page untouched", async () => {
		const get = appFor("build-hit");
		const first = await get("/faq");
		expect(first.response.status).toBe(200);
		expect(first.cacheState).toBe("miss");
		expect(scriptSources(first.response)).toMatch(/^'nonce-[^']+'$/);
		const second = await get("/faq");
		expect(second.cacheState).toBe("hit");
		expect(second.response.status).toBe(200);
		expect(second.response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
		expect(second.text).toBe(first.text);
		// The browser is still told not to store it, and the entry's own headers stay inside.
		expect(second.response.headers.get("Cache-Control")).toBe("no-store");
		expect([...second.response.headers.keys()].filter((name) => name.startsWith("x-page-cache"))).toEqual([
			"x-page-cache",
		]);
		for (const header of [
			"Strict-Transport-Security",
			"X-Content-Type-Options",
			"X-Frame-Options",
			"Cross-Origin-Opener-Policy",
			"Cross-Origin-Resource-Policy",
			"Permissions-Policy",
			"Referrer-Policy",
		]) {
			expect(second.response.headers.get(header)).toBeTruthy();
			expect(second.response.headers.get(header)).toBe(first.response.headers.get(header));
		}
		// The same policy, but for the scripts it admits.
		const withoutScripts = (response: Response) =>
			response.headers.get("Content-Security-Policy")?.replace(/script-src [^;]*/, "script-src");
		expect(withoutScripts(second.response)).toBe(withoutScripts(first.response));
	});

	it("admits a hit's own inline scripts by their hashes, and nothing else", async () => {
		const get = appFor("build-hashes");
		// An address with a query string is stored at its second request.
		await get("/faq?q=foreign");
		const miss = await get("/faq?q=foreign");
		const hits = [await get("/faq?q=foreign"), await get("/faq?q=foreign")];
		const nonce = /'nonce-([^']+)'/.exec(scriptSources(miss.response))?.[1] ?? "";
		const blessed = [...miss.text.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)]
			.filter((match) => match[1]?.includes(` nonce="${nonce}"`))
			.map((match) => match[2] ?? "");
		expect(blessed).toEqual(["window.boot = 1;", 'import "/assets/entry.js";']);
		const expected = await Promise.all(blessed.map(sha256Source));
		for (const hit of hits) {
			expect(hit.cacheState).toBe("hit");
			const sources = scriptSources(hit.response).split(" ");
			expect(sources).toEqual(expected);
			// No nonce, so the render's one left in the markup admits nothing.
			expect(hit.response.headers.get("Content-Security-Policy")).not.toContain("nonce");
			// A script without the render's nonce, with another nonce, or with its text changed is not admitted.
			for (const refused of ["window.unblessed = 1;", "window.foreign = 1;", "window.boot = 2;", "window.boot = 1; "]) {
				expect(sources).not.toContain(await sha256Source(refused));
			}
		}
		expect(hits[0]?.response.headers.get("Content-Security-Policy")).toBe(
			hits[1]?.response.headers.get("Content-Security-Policy"),
		);
	});

	it("answers from the edge cache in an isolate that has not kept the page itself", async () => {
		const first = appFor("build-shared");
		const miss = await first("/terms");
		const kept = await first("/terms");
		const fromEdge = await appFor("build-shared")("/terms");
		expect([kept.cacheState, fromEdge.cacheState]).toEqual(["hit", "hit"]);
		expect(fromEdge.text).toBe(miss.text);
		expect(fromEdge.response.headers.get("Content-Security-Policy")).toBe(
			kept.response.headers.get("Content-Security-Policy"),
		);
		expect(fromEdge.response.headers.get("Cache-Control")).toBe("no-store");
		// The isolate's copy is answered before any middleware runs: with exactly the headers the edge path gives.
		expect([...kept.response.headers]).toEqual([...fromEdge.response.headers]);
	});

	it("sends a browser that accepts gzip the page gzipped, once compressed, anyone else the plain bytes", async () => {
		const app = createApp(renderPage, { buildId: "build-gzip" });
		const fetchRaw = async (path: string, acceptEncoding?: string) => {
			const ctx = createExecutionContext();
			const headers = acceptEncoding === undefined ? undefined : { "Accept-Encoding": acceptEncoding };
			const response = await app.fetch(new Request(`${ORIGIN}${path}`, { headers }), env, ctx);
			const bytes = new Uint8Array(await response.arrayBuffer());
			await waitOnExecutionContext(ctx);
			return { response, bytes };
		};
		const gunzip = async (bytes: Uint8Array<ArrayBuffer>) =>
			new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text();

		const miss = await fetchRaw("/terms", "gzip, deflate, br, zstd");
		expect(miss.response.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
		// A rendered page goes out plain (the edge compresses it in production).
		expect(miss.response.headers.get("Content-Encoding")).toBeNull();
		const page = new TextDecoder().decode(miss.bytes);
		// The first hit a browser could take gzipped goes out plain, and has the page gzipped for the next.
		const first = await fetchRaw("/terms", "gzip");
		expect(first.response.headers.get("Content-Encoding")).toBeNull();
		expect(new TextDecoder().decode(first.bytes)).toBe(page);

		for (const [acceptEncoding, gzip] of [
			["gzip, deflate, br, zstd", true],
			["br;q=1.0, gzip;q=0.8, *;q=0.1", true],
			["br, *", true],
			[undefined, false],
			["br", false],
			["gzip;q=0, br", false],
			["*;q=0", false],
		] as const) {
			const hit = await fetchRaw("/terms", acceptEncoding);
			expect(hit.response.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
			expect(hit.response.headers.get("Vary")).toContain("Accept-Encoding");
			expect(hit.response.headers.get("Content-Encoding"), String(acceptEncoding)).toBe(gzip ? "gzip" : null);
			expect(gzip ? await gunzip(hit.bytes) : new TextDecoder().decode(hit.bytes)).toBe(page);
		}
	});

	it("stores an address with a query string from its second request, a bare path from its first", async () => {
		const get = appFor("build-second-sight");
		const first = await get("/faq?q=%E4%BF%9D%E9%99%BA");
		expect(first.cacheState).toBe("miss");
		expect(first.response.status).toBe(200);
		// Rendered for its visitor, with a nonce, and neither looked up nor stored.
		expect(scriptSources(first.response)).toMatch(/^'nonce-[^']+'$/);
		expect(await stored("/faq?q=%E4%BF%9D%E9%99%BA", "build-second-sight")).toBeUndefined();
		const second = await get("/faq?q=%E4%BF%9D%E9%99%BA");
		expect(second.cacheState).toBe("miss");
		expect(await stored("/faq?q=%E4%BF%9D%E9%99%BA", "build-second-sight")).toBeDefined();
		const third = await get("/faq?q=%E4%BF%9D%E9%99%BA");
		expect(third.cacheState).toBe("hit");
		expect(third.text).toBe(second.text);

		expect((await get("/terms")).cacheState).toBe("miss");
		expect(await stored("/terms", "build-second-sight")).toBeDefined();
		expect((await get("/terms")).cacheState).toBe("hit");
	});

	it("writes nothing to the edge cache for made-up query strings, however often asked for", async () => {
		const get = appFor("build-flood");
		const made = Array.from({ length: 40 }, (_, index) => `/faq?utm_source=line&n=${index}`);
		for (const path of [...made, ...made]) expect((await get(path)).cacheState).toBeNull();
		for (const path of ["/terms?x=1", "/app_manual/login/contact?y", "/faq?q=a&q=b"]) {
			expect((await get(path)).cacheState).toBeNull();
			expect((await get(path)).cacheState).toBeNull();
		}
		for (const path of made) expect(await stored(path, "build-flood")).toBeUndefined();
		expect(await stored("/faq", "build-flood")).toBeUndefined();
	});

	it("keys the FAQ on its normalised term: spaces around it and text past the field's length share one entry", async () => {
		const get = appFor("build-normalised");
		const term = encodeURIComponent("保険");
		expect((await get(`/faq?q=%20${term}%20`)).cacheState).toBe("miss");
		expect((await get(`/faq?q=${term}`)).cacheState).toBe("miss");
		expect(await stored(`/faq?q=${term}`, "build-normalised")).toBeDefined();
		expect((await get(`/faq?q=${term}+`)).cacheState).toBe("hit");
		const long = "あ".repeat(100);
		await get(`/faq?q=${encodeURIComponent(`${long}い`)}`);
		await get(`/faq?q=${encodeURIComponent(`${long}う`)}`);
		expect(await stored(`/faq?q=${encodeURIComponent(long)}`, "build-normalised")).toBeDefined();
		// An empty term is the FAQ itself.
		expect((await get("/faq?q=")).cacheState).toBe("miss");
		expect((await get("/faq")).cacheState).toBe("hit");
	});

	it("does not store a page that loads a script of ours by address", async () => {
		const get = appFor("build-external");
		expect((await get("/faq?q=external")).cacheState).toBe("miss");
		expect((await get("/faq?q=external")).cacheState).toBe("miss");
		expect(await stored("/faq?q=external", "build-external")).toBeUndefined();
		const again = await get("/faq?q=external");
		expect(again.cacheState).toBe("miss");
		expect(scriptSources(again.response)).toMatch(/^'nonce-[^']+'$/);
	});

	it("never stores a member's page, name, cookies or Set-Cookie", async () => {
		const get = appFor("build-member");
		const cookie = await memberCookie();
		for (const path of ["/faq", "/terms", "/contact", "/app_manual/login/contact"]) {
			const signedIn = await get(path, { headers: { cookie } });
			expect(signedIn.cacheState).toBe("bypass");
			expect(signedIn.text).toContain(MEMBER_NAME);
			expect(await stored(path, "build-member")).toBeUndefined();
		}
		// The member variants are never cacheable, with or without a session.
		for (const path of ["/faq/user", "/terms/user", "/contact/user", "/app_manual/weight_input", "/"]) {
			const member = await get(path, { headers: { cookie } });
			expect(member.cacheState).toBeNull();
			const anonymous = await get(path);
			expect(anonymous.cacheState).toBeNull();
			expect(await stored(path, "build-member")).toBeUndefined();
		}
		// Signed out, the same pages are stored: with nothing of the member in them.
		for (const path of ["/faq", "/terms", "/contact", "/app_manual/login/contact"]) {
			expect((await get(path)).cacheState).toBe("miss");
			const entry = await stored(path, "build-member");
			expect(entry).toBeDefined();
			expect(entry?.headers.has("Set-Cookie")).toBe(false);
			const html = (await entry?.text()) ?? "";
			expect(html).toContain("ゲスト");
			for (const secret of [MEMBER_NAME, MEMBER_SUB, ACCESS_TOKEN, cookie.split("=")[1] ?? cookie]) {
				expect(html).not.toContain(secret);
			}
		}
	});

	it("does not store a response that sets a cookie", async () => {
		const get = appFor("build-cookie");
		for (let request = 0; request < 3; request++) {
			const answer = await get("/faq?q=remember");
			expect(answer.response.headers.getSetCookie()).toHaveLength(1);
			expect(answer.cacheState).toBe("miss");
			expect(await stored("/faq?q=remember", "build-cookie")).toBeUndefined();
		}
	});

	it("keys entries by build: a new build misses, the old one's entry is never served", async () => {
		const oldBuild = appFor("build-old");
		const newBuild = appFor("build-new");
		expect((await oldBuild("/app_manual/login/contact")).cacheState).toBe("miss");
		expect((await oldBuild("/app_manual/login/contact")).cacheState).toBe("hit");
		expect((await newBuild("/app_manual/login/contact")).cacheState).toBe("miss");
		expect((await newBuild("/app_manual/login/contact")).cacheState).toBe("hit");
	});

	it("caches only the enquiry's first step, never a receipt in its query", async () => {
		const get = appFor("build-enquiry");
		expect((await get("/contact")).cacheState).toBe("miss");
		expect((await get("/contact")).cacheState).toBe("hit");
		const receipt = await get("/contact?receipt=sealed-receipt");
		expect(receipt.cacheState).toBeNull();
		expect(await stored("/contact?receipt=sealed-receipt", "build-enquiry")).toBeUndefined();
	});

	it("passes form posts and HEAD requests by", async () => {
		const get = appFor("build-post");
		await get("/contact");
		const post = await get("/contact", {
			method: "POST",
			headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
			body: "subject=x",
		});
		expect(post.cacheState).toBeNull();
		expect((await get("/contact", { method: "HEAD" })).cacheState).toBeNull();
	});

	it("is off without a build id", async () => {
		const app = createApp(renderPage);
		const response = await app.fetch(new Request(`${ORIGIN}/faq`), env, createExecutionContext());
		expect(response.headers.get(PAGE_CACHE_HEADER)).toBeNull();
	});
});
