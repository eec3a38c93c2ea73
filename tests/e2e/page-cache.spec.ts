import { expect } from "@playwright/test";
import { test } from "./support/members";
import { hydrated } from "./support/page";

const cspNonce = (csp: string | undefined) => /script-src 'nonce-([^']+)'/.exec(csp ?? "")?.[1];

test.describe("public pages from the edge cache", () => {
	test("a cached FAQ carries its own nonce, hydrates under the CSP and searches", async ({ page, request }) => {
		// Warm the entry (signed out), then the browser gets a hit.
		await request.get("/faq");
		const violations: string[] = [];
		page.on("console", (message) => {
			if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
		});
		const response = await page.goto("/faq");
		expect(response?.status()).toBe(200);
		const headers = await response?.allHeaders();
		expect(headers?.["x-page-cache"]).toBe("hit");
		const nonce = cspNonce(headers?.["content-security-policy"]);
		expect(nonce).toBeTruthy();
		const html = (await response?.text()) ?? "";
		const nonces = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]));
		expect([...nonces]).toEqual([nonce]);

		await hydrated(page);
		await page.getByRole("searchbox", { name: "キーワードで探す" }).fill("パスワード");
		await page.getByRole("button", { name: "検索" }).click();
		await expect(page).toHaveURL(/\/faq\?q=/);
		await expect(page.getByRole("status")).toContainText("「パスワード」に一致する質問：");
		expect(violations).toEqual([]);
	});

	test("a signed-in member's request passes the cache by", async ({ page, signedIn }) => {
		await signedIn("sms", "/");
		const response = await page.goto("/faq");
		expect(response?.status()).toBe(200);
		expect((await response?.allHeaders())?.["x-page-cache"]).toBe("bypass");
	});
});
