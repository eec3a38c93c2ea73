import { expect, test } from "@playwright/test";

/*
 * What a first load carries (docs/performance.md): the toast stack, error handling and reporting,
 * the error screens and the Google tag's glue are chunks of their own, loaded after hydration or
 * when an error shows, never listed by a page that has none.
 */
const LATER_CHUNKS =
	/\/assets\/(toast-stack|install|rollbar|root-error-screen|layout-error|route-error-report|analytics|entry-guide)-[\w-]+\.js/;

const scriptsOf = (html: string) => [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]);

for (const path of ["/faq", "/terms", "/contact_detail_form/demo-lime"]) {
	test(`${path} lists none of the chunks loaded later`, async ({ request }) => {
		const response = await request.get(path);
		expect(response.status()).toBe(200);
		const scripts = scriptsOf(await response.text());
		expect(scripts.length).toBeGreaterThan(3);
		expect(scripts.filter((script) => LATER_CHUNKS.test(script))).toEqual([]);
	});
}

test("after hydration the page loads the toast stack and error handling, and an error screen its own chunk", async ({
	page,
}) => {
	const loaded: string[] = [];
	page.on("request", (request) => {
		const match = LATER_CHUNKS.exec(new URL(request.url()).pathname);
		if (match?.[1]) loaded.push(match[1]);
	});
	await page.goto("/faq");
	await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
	await expect.poll(() => [...new Set(loaded)].sort()).toEqual(["install", "toast-stack"]);
	// An error screen (here the 404 of an unknown address) hydrates from its own chunk.
	await page.goto("/no-such-page");
	await expect(page.getByText("ページが見つかりません")).toBeVisible();
	await expect.poll(() => loaded.includes("root-error-screen")).toBe(true);
});
