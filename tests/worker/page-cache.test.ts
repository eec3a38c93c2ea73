import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cookiesContext, nonceContext } from "#app/lib/context.server";
import { createApp } from "../../worker/app";
import { edgeCache, PAGE_CACHE_HEADER, pageCacheKey } from "../../worker/middleware/page-cache";
import { ORIGIN, sessionCookieHeader } from "./support/worker";

const MEMBER_NAME = "山田 太郎";
const MEMBER_SUB = "member-7f3a";
const ACCESS_TOKEN = "access-token-of-the-member";

/**
 * A page as React Router would render it: inline scripts and a preload carrying the response's nonce,
 * one inline script without it (which must never gain one), the member's name when signed in, and a
 * cookie on the response when the URL asks for one.
 */
const renderPage = async (request: Request, context: Parameters<Parameters<typeof createApp>[0]>[1]) => {
	const nonce = context.get(nonceContext);
	const signedIn = context.get(cookiesContext).session.value !== null;
	const url = new URL(request.url);
	const html = [
		`<!doctype html><html><head><link rel="modulepreload" nonce="${nonce}" href="/assets/entry.js">`,
		`<script nonce="${nonce}">window.boot = 1;</script><script>window.unblessed = 1;</script>`,
		// Never rendered by our pages: a nonce that is not the response's must not survive a hit either.
		url.searchParams.has("foreign") ? `<script nonce="not-the-response-nonce">window.foreign = 1;</script>` : "",
		`<script type="application/json">{"text":"nonce=\\"kept-as-text\\""}</script></head>`,
		`<body><h1>${url.pathname}</h1><p id="who">${signedIn ? MEMBER_NAME : "ゲスト"}</p>`,
		`<script type="module" nonce="${nonce}">import "/assets/entry.js";</script></body></html>`,
	].join("");
	const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
	if (url.searchParams.has("remember")) headers.append("Set-Cookie", "__Host-flash=x; Path=/; Secure; HttpOnly");
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

const stored = (path: string, buildId: string) => edgeCache().match(pageCacheKey(new URL(`${ORIGIN}${path}`), buildId));

function cspNonce(response: Response): string {
	const match = /script-src 'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "");
	if (!match?.[1]) throw new Error("no nonce in the CSP");
	return match[1];
}

const nonceAttributes = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);

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
	it("renders on a miss, then answers from the cache", async () => {
		const get = appFor("build-hit");
		const first = await get("/faq");
		expect(first.response.status).toBe(200);
		expect(first.cacheState).toBe("miss");
		const second = await get("/faq");
		expect(second.cacheState).toBe("hit");
		expect(second.response.status).toBe(200);
		expect(second.response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
		// Same page, apart from the nonce.
		expect(second.text.replaceAll(cspNonce(second.response), "N")).toBe(
			first.text.replaceAll(cspNonce(first.response), "N"),
		);
		// The browser is still told not to store it, and the internal nonce header stays inside.
		expect(second.response.headers.get("Cache-Control")).toBe("no-store");
		expect([...second.response.headers.keys()].some((name) => name.includes("nonce"))).toBe(false);
	});

	it("gives every cached answer its own nonce, matching its CSP, only where the render put one", async () => {
		const get = appFor("build-nonce");
		const miss = await get("/terms");
		const hits = [await get("/terms"), await get("/terms")];
		const nonces = new Set([cspNonce(miss.response)]);
		for (const hit of hits) {
			expect(hit.cacheState).toBe("hit");
			const nonce = cspNonce(hit.response);
			nonces.add(nonce);
			// Every nonce attribute of the page is this response's, and no element gained one.
			expect(nonceAttributes(hit.text)).toEqual([nonce, nonce, nonce]);
			expect(hit.text).toContain("<script>window.unblessed = 1;</script>");
			// The nonce the page was stored with is gone from what the visitor gets.
			expect(hit.text).not.toContain(cspNonce(miss.response));
		}
		expect(nonces.size).toBe(3);
	});

	it("drops a nonce attribute the page was not stored with, and leaves text that only looks like one", async () => {
		const get = appFor("build-foreign-nonce");
		await get("/terms?foreign");
		const hit = await get("/terms?foreign");
		expect(hit.cacheState).toBe("hit");
		const nonce = cspNonce(hit.response);
		expect(nonceAttributes(hit.text)).toEqual([nonce, nonce, nonce]);
		expect(hit.text).toContain("<script>window.foreign = 1;</script>");
		expect(hit.text).toContain('{"text":"nonce=\\"kept-as-text\\""}');
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
		const first = await get("/faq?remember=1");
		expect(first.response.headers.getSetCookie()).toHaveLength(1);
		expect(first.cacheState).toBe("miss");
		expect(await stored("/faq?remember=1", "build-cookie")).toBeUndefined();
		expect((await get("/faq?remember=1")).cacheState).toBe("miss");
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
