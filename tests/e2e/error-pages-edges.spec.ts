import { expect } from "@playwright/test";
import { axeProblems } from "./support/axe";
import { test } from "./support/members";
import { layoutProblems } from "./support/page-checks";

/*
 * Error and help pages at their edges on the narrowest phone: a signed-in member
 * gets the default layout on any error page, the logo shows once and only to a visitor, a missing
 * page offers no reload, and the login help pages have the site header and a way back.
 */

test.use({ viewport: { width: 320, height: 640 } });
// The shared member session is made by the first test that asks: a sign-in, slow on a loaded machine.
test.slow();

test("a signed-in member on an unknown path: the default layout, home as the way on, no sign-in link, no reload", async ({
	page,
	signedIn,
}) => {
	await signedIn("sms", "/faq/user");
	const response = await page.goto("/no/such/page");
	expect(response?.status()).toBe(404);
	await expect(page.getByRole("heading", { level: 1, name: "404 ページが見つかりません" })).toBeVisible();
	await expect(page.getByText("Page Not Found: /no/such/page")).toBeVisible();
	await expect(page.locator("details.site-menu")).toHaveCount(1);
	await expect(page.getByRole("link", { name: "ログイン画面へ戻る" })).toHaveCount(0);
	await expect(page.getByRole("link", { name: "再読み込み" })).toHaveCount(0);
	await expect(page.locator('img[src="/logo.svg"]')).toHaveCount(0);
	await page.getByRole("link", { name: "ホームへ戻る" }).click();
	await expect(page).toHaveURL(/\/$/);
});

test("a webview 404 for a signed-in member shows no logo at all", async ({ page, signedIn }) => {
	await signedIn("webview", "/");
	const response = await page.goto("/questionnaires/99/new");
	expect(response?.status()).toBe(404);
	await expect(page.locator('img[src="/logo.svg"]')).toHaveCount(0);
	await expect(page.getByRole("link", { name: "ホームへ戻る" })).toBeVisible();
	expect(await layoutProblems(page)).toEqual([]);
	expect(await axeProblems(page)).toEqual([]);
});

for (const url of ["/news/0", "/news/abc", "/health_support/0"]) {
	test(`a missing page (${url}) offers no reload`, async ({ page, signedIn }) => {
		await signedIn("sms", "/faq/user");
		const response = await page.goto(url);
		expect(response?.status()).toBe(404);
		await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
		await expect(page.getByText("再読み込み")).toHaveCount(0);
		await expect(page.getByRole("link", { name: "ホームへ戻る" })).toBeVisible();
	});
}

test("a visitor's 404 shows the logo once, in the header, with the way back to sign-in", async ({ page }) => {
	const response = await page.goto("/no/such/page");
	expect(response?.status()).toBe(404);
	await expect(page.locator('img[src="/logo.svg"]')).toHaveCount(1);
	await expect(page.locator("header .brand")).toHaveCount(1);
	await expect(page.getByRole("link", { name: "ログイン画面へ戻る" })).toBeVisible();
	expect(await axeProblems(page)).toEqual([]);
});

for (const javaScriptEnabled of [true, false]) {
	test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
		test.use({ javaScriptEnabled });

		test("a login help page has the site header and the way back to sign-in", async ({ page }) => {
			await page.goto("/app_manual/login/invalid_url");
			await expect(page.getByRole("banner")).toBeVisible();
			await expect(page.getByRole("banner").getByRole("link", { name: "みらいヘルスナビ" })).toBeVisible();
			await page.getByRole("link", { name: "ログイン画面へ戻る" }).click();
			await expect(page.getByRole("heading", { name: "ログイン" })).toBeVisible();
		});
	});
}
