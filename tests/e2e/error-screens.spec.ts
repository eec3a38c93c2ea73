import { expect, test } from "@playwright/test";
import { LIME_LINKS, limeUrl } from "./support/lime";

/* Error screens with a way on, on a phone (decision 039); GET /logout is a page with the sign-out button. */

test.use({ viewport: { width: 390, height: 844 } });

test("an unknown page under a contact-detail link: the lime screen with the invalid-URL help", async ({ page }) => {
	const response = await page.goto(limeUrl(LIME_LINKS.yamada, "no-such-step"));
	expect(response?.status()).toBe(404);
	await expect(page.locator(".error-screen--lime")).toBeVisible();
	await expect(page.locator(".error-screen--orange")).toHaveCount(0);
	await expect(page).toHaveTitle("ページが見つかりません｜みらいヘルスナビ");
	await page.getByRole("link", { name: "URLが無効な場合のご案内" }).click();
	await expect(page).toHaveURL(/\/app_manual\/login\/invalid_url$/);
});

test("a visitor's 404 offers sign-in and the public enquiry", async ({ page }) => {
	await page.goto("/no/such/page");
	const screen = page.locator(".error-screen--orange");
	await expect(screen.getByRole("link", { name: "ログイン画面へ戻る" })).toBeVisible();
	await expect(screen.getByRole("link", { name: "お問い合わせ" })).toHaveAttribute("href", "/contact");
	await expect(screen.getByRole("link", { name: "ホームへ戻る" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
	test.use({ javaScriptEnabled: false });

	test("GET /logout is a page with the sign-out button; pressing it signs out", async ({ page }) => {
		const response = await page.goto("/logout");
		expect(response?.status()).toBe(200);
		await expect(page).toHaveTitle("ログアウト｜みらいヘルスナビ");
		await expect(page.getByRole("heading", { level: 1, name: "ログアウト" })).toBeVisible();
		await page.getByRole("button", { name: "ログアウトする" }).click();
		await expect(page.getByRole("heading", { name: "ログイン" })).toBeVisible();
	});
});
