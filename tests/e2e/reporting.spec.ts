import { expect, test } from "@playwright/test";
import { firstLoadChunks, gzipTotal, withStaticImports } from "./support/first-load";

/** Strings only Rollbar's bundle (rollbar's endpoint, @rollbar/react's provider check) contains. */
const ROLLBAR_CODE = /api\.rollbar\.com|must be a configured instance of Rollbar/;

test.describe("Rollbar stays off the critical path (docs/performance.md)", () => {
	for (const path of ["/faq", "/terms", "/contact"]) {
		test(`${path}: no first-load chunk contains Rollbar`, async ({ request }, testInfo) => {
			const chunks = await firstLoadChunks(request, await (await request.get(path)).text());
			expect(chunks.size).toBeGreaterThan(3);
			for (const [url, source] of chunks) expect(source, url).not.toMatch(ROLLBAR_CODE);
			testInfo.annotations.push({ type: "first-load JS (gzip)", description: `${path}: ${gzipTotal(chunks)} bytes` });
		});
	}

	test("the reporter chunk exists and holds Rollbar: the check above can see it", async ({ request }) => {
		const chunks = await firstLoadChunks(request, await (await request.get("/faq")).text());
		// The page-wide error handling is itself imported after hydration (docs/decisions/062-first-load-and-static-text.md).
		const dynamicImport = /import\(\s*[`"'](\.\/[^`"']+\.js)[`"']\s*\)/g;
		const later = await withStaticImports(
			request,
			[...chunks].flatMap(([url, source]) =>
				[...source.matchAll(dynamicImport)].map((match) => new URL(match[1] as string, `http://x${url}`).pathname),
			),
		);
		// Whichever chunk holds the reporter names the lazy chunk in a dynamic import.
		const lazyImport = /import\(\s*[`"'](\.\/rollbar\.client-[^`"']+\.js)[`"']\s*\)/;
		const holder = [...chunks, ...later].find(([, source]) => lazyImport.test(source));
		const lazy = holder ? lazyImport.exec(holder[1])?.[1] : undefined;
		expect(lazy).toBeDefined();
		const url = new URL(lazy as string, `http://x${holder?.[0]}`).pathname;
		expect(chunks.has(url)).toBe(false);
		expect(await (await request.get(url)).text()).toMatch(ROLLBAR_CODE);
	});
});

test.describe("default environment: console only", () => {
	test("?rollbar-test raises 「Rollbar通知テスト」, which stays in the console", async ({ page }) => {
		const raised: string[] = [];
		const foreign: string[] = [];
		const chunks: string[] = [];
		page.on("pageerror", (error) => raised.push(error.message));
		page.on("request", (request) => {
			const url = new URL(request.url());
			if (url.hostname !== "localhost") foreign.push(request.url());
			if (url.pathname.includes("rollbar")) chunks.push(url.pathname);
		});
		await page.goto("/faq?rollbar-test");
		await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
		await expect.poll(() => raised).toContain("Rollbar通知テスト");
		// Uncaught errors are not captured here: nothing loads Rollbar, nothing leaves the machine.
		await page.evaluate(() => {
			void Promise.reject(new Error("unhandled in default"));
		});
		await page.waitForTimeout(1_000);
		expect(chunks).toEqual([]);
		expect(foreign).toEqual([]);
	});

	test("an error page does not load Rollbar", async ({ page }) => {
		const chunks: string[] = [];
		page.on("request", (request) => {
			if (request.url().includes("rollbar")) chunks.push(request.url());
		});
		await page.goto("/faq");
		await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
		await page.route("**/terms.data*", (route) => route.fulfill({ status: 500, body: "upstream exploded" }));
		await page.getByRole("contentinfo").getByRole("link", { name: "利用規約" }).click();
		await expect(page.getByText("アクセスしようとしたページは表示できませんでした")).toBeVisible();
		await page.waitForTimeout(500);
		expect(chunks).toEqual([]);
	});
});
