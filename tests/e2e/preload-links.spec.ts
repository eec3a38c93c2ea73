import { expect, type Page, type Response } from "@playwright/test";
import { test } from "./support/members";
import { hydrated } from "./support/page";

/*
 * The `Link` header of a page (worker/middleware/preload-links.ts) names what the page then loads:
 * each asset is one the document itself links, it is requested once (the preload is the page's own
 * load, not a second download), no preload goes unused and the CSP refuses nothing.
 */

type Named = { url: string; rel: string };

/** The assets a `Link` header names, as absolute URLs. */
function linkedAssets(header: string | undefined, origin: string): Named[] {
	return (header ?? "")
		.split(/,\s*/)
		.filter(Boolean)
		.map((part) => {
			const url = /^<([^>]+)>/.exec(part)?.[1] ?? "";
			return { url: new URL(url, origin).href, rel: /rel=([\w-]+)/.exec(part)?.[1] ?? "" };
		});
}

const linkOf = async (response: Response | null | undefined) => (await response?.allHeaders())?.link;

/** Every request the page makes for an asset of ours, by URL. */
function watchAssets(page: Page): string[] {
	const requested: string[] = [];
	page.on("request", (request) => {
		if (new URL(request.url()).pathname.startsWith("/assets/")) requested.push(request.url());
	});
	return requested;
}

function watchConsole(page: Page): string[] {
	const problems: string[] = [];
	page.on("console", (message) => {
		const text = message.text();
		if (/Content Security Policy|preloaded using link preload but not used/i.test(text)) problems.push(text);
	});
	return problems;
}

async function expectLoadedByThePage(page: Page, named: Named[], requested: string[]): Promise<void> {
	const origin = new URL(page.url()).origin;
	expect(named.length).toBeGreaterThan(0);
	await hydrated(page);
	const seen = await page.evaluate(() => ({
		modules: [...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map((link) => link.href),
		styles: [...document.styleSheets].map((sheet) => sheet.href ?? ""),
	}));
	for (const { url, rel } of named) {
		expect(new URL(url).origin, url).toBe(origin);
		expect(new URL(url).pathname, url).toMatch(/^\/assets\//);
		if (rel === "modulepreload") expect(seen.modules, url).toContain(url);
		else {
			expect(rel).toBe("preload");
			expect(seen.styles, url).toContain(url);
		}
		expect(requested.filter((name) => name === url).length, `${url} requested once`).toBe(1);
	}
}

test.describe("Link preload headers", () => {
	test("a member's page names its stylesheets and modules, and loads each of them once", async ({ page, signedIn }) => {
		const problems = watchConsole(page);
		const requested = watchAssets(page);
		const home = page.waitForResponse((response) => new URL(response.url()).pathname === "/");
		await signedIn("sms", "/");
		const response = await home;
		expect(response.status()).toBe(200);
		const named = linkedAssets(await linkOf(response), page.url());
		expect(named.some((asset) => asset.rel === "preload")).toBe(true);
		expect(named.some((asset) => /entry\.client/.test(asset.url))).toBe(true);
		await expectLoadedByThePage(page, named, requested);
		expect(problems).toEqual([]);
	});

	test("a public page names the same on its miss and its cache hit", async ({ page, request }) => {
		const problems = watchConsole(page);
		const requested = watchAssets(page);
		// A search term of this run: the first request renders, the second stores, the third is a hit.
		const path = `/faq?q=preload${Date.now()}`;
		const rendered = await request.get(path);
		expect(rendered.headers()["x-page-cache"]).toBe("miss");
		await request.get(path);
		const response = await page.goto(path);
		expect((await response?.allHeaders())?.["x-page-cache"]).toBe("hit");
		const named = linkedAssets(await linkOf(response), page.url());
		expect(named).toEqual(linkedAssets(rendered.headers().link, page.url()));
		await expectLoadedByThePage(page, named, requested);
		expect(problems).toEqual([]);
	});
});
