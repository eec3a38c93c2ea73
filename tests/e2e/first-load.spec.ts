import { type APIRequestContext, expect, type Page, type TestInfo } from "@playwright/test";
import { firstLoadChunks, gzipTotal, templateFirstLoadBytes } from "./support/first-load";
import { test } from "./support/members";

/* What a first load carries (docs/performance.md): everything optional is a chunk loaded later (decision 082). */
const LATER_CHUNKS =
	/\/assets\/(toast-stack|error-handlers|rollbar|root-error-screen|layout-error|route-error-report|analytics|entry-guide|site-menu|home-body|faq-content)-[\w-]+\.js/;

const scriptsOf = (html: string) => [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]);

/**
 * The acceptance pages' first loads stay under the template's (decision 060; bench:compare measures both),
 * within what decisions 151, 144, 174 and 175 trade for pages that arrive whole in the app, a progress pill
 * that says what it waits for, every footer's links to the two policies, and error screens loaded before a
 * lost connection needs them.
 */
const UNDER_THE_TEMPLATE = new Map([
	["/", 1.0045],
	["/faq", 1.0045],
	["/contact_detail_form/demo-lime", 1.0035],
]);

async function expectFirstLoad(request: APIRequestContext, path: string, html: string, testInfo: TestInfo) {
	const scripts = scriptsOf(html);
	expect(scripts.length).toBeGreaterThan(3);
	expect(scripts.filter((script) => LATER_CHUNKS.test(script))).toEqual([]);
	const bytes = gzipTotal(await firstLoadChunks(request, html));
	testInfo.annotations.push({ type: "first-load JS (gzip)", description: `${path}: ${bytes} bytes` });
	const ratio = UNDER_THE_TEMPLATE.get(path);
	if (ratio !== undefined)
		expect(bytes, `${path} first-load bytes`).toBeLessThanOrEqual(Math.floor(templateFirstLoadBytes() * ratio));
}

for (const path of ["/faq", "/terms", "/contact_detail_form/demo-lime"]) {
	test(`${path} lists none of the chunks loaded later`, async ({ request }, testInfo) => {
		const response = await request.get(path);
		expect(response.status()).toBe(200);
		await expectFirstLoad(request, path, await response.text(), testInfo);
	});
}

function watchLaterChunks(page: Page): string[] {
	const loaded: string[] = [];
	page.on("request", (request) => {
		const match = LATER_CHUNKS.exec(new URL(request.url()).pathname);
		if (match?.[1]) loaded.push(match[1]);
	});
	return loaded;
}

test("signed-in home lists none of the chunks loaded later, and loads its own after hydration", async ({
	page,
	signedIn,
}, testInfo) => {
	const html = page.waitForResponse((response) => new URL(response.url()).pathname === "/").then((r) => r.text());
	const loaded = watchLaterChunks(page);
	await signedIn("sms", "/");
	await expectFirstLoad(page.request, "/", await html, testInfo);
	await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
	await expect
		.poll(() => [...new Set(loaded)].sort())
		.toEqual(["error-handlers", "home-body", "root-error-screen", "route-error-report", "site-menu", "toast-stack"]);
	// Hydrated from those chunks: a link of the menu and one of the body navigate without a document load.
	await page.evaluate(() => {
		(window as unknown as { sameDocument: boolean }).sameDocument = true;
	});
	await page.getByRole("navigation", { name: "メイン" }).getByRole("link", { name: "お知らせ" }).click();
	await expect(page.getByRole("heading", { level: 1, name: "お知らせ" })).toBeVisible();
	await page.goBack();
	await page.getByRole("link", { name: "体重の入力方法" }).click();
	await expect(page).toHaveURL(/\/app_manual\/weight_input\?from=web$/);
	expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("after hydration the page loads the toast stack, error handling and the error screen with its menu", async ({
	page,
}) => {
	const loaded = watchLaterChunks(page);
	await page.goto("/faq");
	await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
	// The error screen is there before anything fails: a lost connection could not fetch it (decision 173).
	await expect
		.poll(() => [...new Set(loaded)].sort())
		.toEqual(["error-handlers", "faq-content", "root-error-screen", "route-error-report", "site-menu", "toast-stack"]);
	// An error screen (here the 404 of an unknown address) hydrates from its own chunk.
	loaded.length = 0;
	await page.goto("/no-such-page");
	await expect(page.getByText("ページが見つかりません")).toBeVisible();
	await expect.poll(() => loaded.includes("root-error-screen")).toBe(true);
});
