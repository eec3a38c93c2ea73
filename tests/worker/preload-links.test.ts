import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cookiesContext, nonceContext } from "#app/request/context.server";
import { createApp } from "../../worker/app";
import { preloadLinksOf } from "../../worker/middleware/preload-links";
import { PAGE_CACHE_HEADER } from "../../worker/page-cache";
import { ORIGIN, sessionCookieHeader } from "./support/worker";

/**
 * A page's head as React Router writes it: modules and stylesheets of ours, the favicon's image
 * preload, and links no header may name (another origin, a protocol-relative address). `?bare`: a page
 * that links nothing.
 */
const renderPage = async (request: Request, context: Parameters<Parameters<typeof createApp>[0]>[1]) => {
	const nonce = context.get(nonceContext);
	const signedIn = context.get(cookiesContext).session.value !== null;
	const url = new URL(request.url);
	const head = url.searchParams.has("bare")
		? ""
		: [
				`<link rel="preload" as="image" href="/favicon.svg"/>`,
				`<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="${nonce}"/>`,
				`<link rel="modulepreload" href="/assets/root-B2.js" nonce="${nonce}"/>`,
				`<link rel="modulepreload" href="https://cdn.example.com/assets/x.js"/>`,
				`<link rel="modulepreload" href="//cdn.example.com/assets/y.js"/>`,
				`<link nonce="${nonce}" rel="stylesheet" href="/assets/app-C3.css"/>`,
				`<link rel="stylesheet" href="https://fonts.example.com/font.css"/>`,
				`<script nonce="${nonce}">window.boot = 1;</script>`,
			].join("");
	const html = `<!doctype html><html><head>${head}</head><body><h1>${url.pathname}</h1><p>${signedIn ? "山田 太郎" : "ゲスト"}</p><link rel="modulepreload" href="/assets/later-D4.js"/></body></html>`;
	return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
};

const EXPECTED =
	"</assets/entry.client-A1.js>; rel=modulepreload, </assets/root-B2.js>; rel=modulepreload, </assets/app-C3.css>; rel=preload; as=style";

function appFor(buildId?: string) {
	const app = createApp(renderPage, { buildId });
	return async (path: string, init: RequestInit = {}) => {
		const ctx = createExecutionContext();
		const response = await app.fetch(new Request(`${ORIGIN}${path}`, init), env, ctx);
		const text = await response.text();
		await waitOnExecutionContext(ctx);
		return { response, text, link: response.headers.get("Link"), cacheState: response.headers.get(PAGE_CACHE_HEADER) };
	};
}

async function memberCookie(): Promise<string> {
	return sessionCookieHeader({
		access_token: "access-token-of-the-member",
		token_type: "Bearer",
		scope: "public",
		profile: { sub: "member-7f3a" },
		expires_at: Math.floor(Date.now() / 1000) + 3600,
	});
}

describe("Link preload headers of HTML pages", () => {
	it("name the stylesheets and modules of a member's page, and nothing of another origin", async () => {
		const page = await appFor()("/news", { headers: { Cookie: await memberCookie() } });
		expect(page.response.status).toBe(200);
		expect(page.text).toContain("山田 太郎");
		expect(page.link).toBe(EXPECTED);
		// The page's bytes are the renderer's, whole.
		expect(page.text).toContain('<link rel="modulepreload" href="/assets/later-D4.js"/></body></html>');
	});

	it("stay on a public page's miss, its edge-cache hit and the isolate's kept copy", async () => {
		const get = appFor("build-links");
		const miss = await get("/faq");
		const kept = await get("/faq");
		const fromEdge = await appFor("build-links")("/faq");
		const gzipped = await get("/faq", { headers: { "Accept-Encoding": "gzip" } });
		expect([miss.cacheState, kept.cacheState, fromEdge.cacheState, gzipped.cacheState]).toEqual([
			"miss",
			"hit",
			"hit",
			"hit",
		]);
		for (const answer of [miss, kept, fromEdge, gzipped]) expect(answer.link).toBe(EXPECTED);
	});

	it("leave the content security policy as it is", async () => {
		const get = appFor();
		const linked = await get("/terms");
		const bare = await get("/terms?bare");
		expect(linked.link).toBe(EXPECTED);
		expect(bare.link).toBeNull();
		const policy = (response: Response) =>
			response.headers.get("Content-Security-Policy")?.replace(/'nonce-[^']+'/, "'nonce'");
		expect(policy(linked.response)).toBe(policy(bare.response));
		expect(policy(linked.response)).toContain("script-src 'nonce' 'strict-dynamic'");
	});

	it("are not added to answers that are not pages", async () => {
		const health = await appFor()("/healthz");
		expect(health.response.headers.get("Content-Type")).toContain("application/json");
		expect(health.link).toBeNull();
	});
});

describe("preloadLinksOf", () => {
	it("reads rel and href in any order, once each, and only built files of ours", () => {
		expect(
			preloadLinksOf(
				[
					'<link href="/assets/a.js" rel="modulepreload">',
					'<link rel="modulepreload" href="/assets/a.js">',
					'<link rel="stylesheet" href="/assets/b.css" media="print">',
					'<link rel="modulepreload" href="/assets/../secret.js">',
					'<link rel="modulepreload" href="/assets/c.js>; rel=preload">',
					'<link rel="icon" href="/assets/d.css">',
				].join(""),
			),
		).toBe("</assets/a.js>; rel=modulepreload, </assets/b.css>; rel=preload; as=style");
		expect(preloadLinksOf("<title>x</title>")).toBeNull();
	});
});
