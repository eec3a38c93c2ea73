import { expect } from "@playwright/test";
import { test } from "./support/members";
import { hydrated } from "./support/page";

const scriptSources = (csp: string | undefined) => /script-src ([^;]*) 'strict-dynamic'/.exec(csp ?? "")?.[1] ?? "";

test.describe("public pages from the edge cache", () => {
	test("a cached FAQ admits its scripts by hash, hydrates under the CSP and searches", async ({ page, request }) => {
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
		// Only hashes of the page's own inline scripts: no nonce, no 'unsafe-inline'.
		const sources = scriptSources(headers?.["content-security-policy"]).split(" ");
		expect(sources.length).toBeGreaterThan(0);
		for (const source of sources) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);

		await hydrated(page);
		await page.getByRole("searchbox", { name: "キーワードで探す" }).fill("パスワード");
		await page.getByRole("button", { name: "検索" }).click();
		await expect(page).toHaveURL(/\/faq\?q=/);
		// The page's own live region: while the search navigates, the progress label is a status too.
		await expect(page.getByRole("main").getByRole("status")).toContainText("「パスワード」に一致する質問：");
		expect(violations).toEqual([]);
	});

	test("a signed-in member's request passes the cache by", async ({ page, signedIn }) => {
		await signedIn("sms", "/");
		const response = await page.goto("/faq");
		expect(response?.status()).toBe(200);
		expect((await response?.allHeaders())?.["x-page-cache"]).toBe("bypass");
	});
});
