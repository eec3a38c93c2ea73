import { expect, type Page, test } from "@playwright/test";

/** Analytics as staging (tag G-TEST123): the tag is stubbed; the page's own window.dataLayer is asserted. */

async function stubGoogle(page: Page) {
	const foreign: string[] = [];
	let tagRequests = 0;
	await page.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => {
		const url = route.request().url();
		if (url === "https://www.googletagmanager.com/gtag/js?id=G-TEST123") {
			tagRequests += 1;
			return route.fulfill({ contentType: "text/javascript", body: "window.__gtagStubRan = true;" });
		}
		if (url.startsWith("https://api.rollbar.com/")) return route.fulfill({ status: 200, json: {} });
		foreign.push(url);
		return route.abort();
	});
	return { foreign, tagRequests: () => tagRequests };
}

/** The gtag commands queued so far, as arrays (gtag.js reads Arguments objects). */
function commands(page: Page): Promise<unknown[][]> {
	return page.evaluate(() => {
		const queue = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
		return Array.from(queue, (entry) => {
			if (Object.prototype.toString.call(entry) !== "[object Arguments]") throw new Error("not an Arguments object");
			return JSON.parse(JSON.stringify(Array.from(entry))) as unknown[];
		});
	});
}

const pageViews = async (page: Page) =>
	(await commands(page)).filter((command) => command[0] === "event" && command[1] === "page_view");

test("loads the tag through the nonced bootstrap, consent defaults first, IP anonymised", async ({ page }) => {
	const google = await stubGoogle(page);
	// A query of its own: the other specs' /faq may already be in the page cache, whose copy admits its
	// scripts by hash rather than by this response's nonce (worker/page-cache/script-hashes.ts).
	const response = await page.goto(`/faq?visit=${Date.now()}`);
	await expect.poll(() => page.evaluate(() => (window as { __gtagStubRan?: boolean }).__gtagStubRan)).toBe(true);
	expect(google.tagRequests()).toBe(1);

	const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
	expect(nonce).toBeTruthy();
	// The bootstrap carries the nonce (browsers hide the attribute once applied; the IDL property keeps
	// it) and adds the tag, which 'strict-dynamic' admits.
	// (Playwright's text matching skips script contents, hence the search in the page.)
	const bootstrapNonces = await page.evaluate(() =>
		[...document.scripts].filter((script) => script.text.includes("window.dataLayer")).map((script) => script.nonce),
	);
	expect(bootstrapNonces).toEqual([nonce]);
	await expect(page.locator('script[src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"]')).toHaveCount(1);

	const queued = await commands(page);
	expect(queued[0]).toEqual([
		"consent",
		"default",
		expect.objectContaining({
			ad_storage: "denied",
			ad_user_data: "denied",
			ad_personalization: "denied",
			analytics_storage: "granted",
		}),
	]);
	const config = queued.find((command) => command[0] === "config");
	expect(config).toEqual([
		"config",
		"G-TEST123",
		expect.objectContaining({ anonymize_ip: true, send_page_view: false }),
	]);
	expect(queued.findIndex((command) => command[0] === "consent")).toBeLessThan(queued.indexOf(config as unknown[]));
	expect(google.foreign).toEqual([]);
});

test("strips utm parameters from the address and sends them as the campaign", async ({ page }) => {
	await stubGoogle(page);
	await page.goto("/faq?utm_source=newsletter&utm_medium=email&utm_campaign=spring&q=1#top");
	await expect(page).toHaveURL(/\/faq\?q=1#top$/);
	await expect(page.getByRole("heading", { level: 1, name: "よくある質問" })).toBeVisible();
	const queued = await commands(page);
	expect(queued).toContainEqual([
		"set",
		{ campaign_source: "newsletter", campaign_medium: "email", campaign_name: "spring" },
	]);
	const views = await pageViews(page);
	expect(views).toHaveLength(1);
	expect(views[0]?.[2]).toMatchObject({ page_location: expect.stringMatching(/\/faq\?q=1#top$/), page_path: "/faq" });
	expect(JSON.stringify(queued)).not.toContain("utm_");
	// Back and reload keep the clean address: it replaced the history entry.
	await page.reload();
	await expect(page).toHaveURL(/\/faq\?q=1#top$/);
});

test("sends a page view on every path change, client-side navigations included", async ({ page }) => {
	await stubGoogle(page);
	await page.goto("/faq");
	await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
	await expect.poll(async () => (await pageViews(page)).length).toBe(1);

	await page.getByRole("contentinfo").getByRole("link", { name: "利用規約" }).click();
	await expect(page.getByRole("heading", { level: 1, name: "利用規約" })).toBeVisible();
	await expect.poll(async () => (await pageViews(page)).length).toBe(2);
	const views = await pageViews(page);
	expect(views[1]?.[2]).toMatchObject({ page_path: "/terms", page_title: expect.stringContaining("利用規約") });
	// The address is also `set`, so gtag's own events report the page the member is on.
	expect(await commands(page)).toContainEqual(["set", { page_location: expect.stringMatching(/\/terms$/) }]);

	await page.goBack();
	await expect(page.getByRole("heading", { level: 1, name: "よくある質問" })).toBeVisible();
	await expect.poll(async () => (await pageViews(page)).length).toBe(3);
	expect((await pageViews(page))[2]?.[2]).toMatchObject({ page_path: "/faq" });
});
