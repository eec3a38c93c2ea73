import { expect, test } from "@playwright/test";

test("the default environment has no tag id: no tag, no queue, nothing sent to Google", async ({ page }) => {
	const foreign: string[] = [];
	page.on("request", (request) => {
		if (new URL(request.url()).hostname !== "localhost") foreign.push(request.url());
	});
	const response = await page.goto("/faq?utm_source=newsletter");
	await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
	await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
	expect(await page.evaluate(() => "dataLayer" in window || "gtag" in window)).toBe(false);
	expect(foreign).toEqual([]);
	const csp = response?.headers()["content-security-policy"] ?? "";
	expect(csp).not.toContain("google");
	expect(csp).not.toContain("rollbar");
});
