import { expect, test } from "@playwright/test";
import { axeProblems } from "./support/axe";
import { LIME_LINKS, limeUrl } from "./support/lime";
import { test as memberTest } from "./support/members";
import { layoutProblems } from "./support/page-checks";

/* Error screens with a way on, on a phone (decision 039); GET /logout is a page with the sign-out button. */

test.use({ viewport: { width: 390, height: 844 } });

test("an unknown page under a contact-detail link: the lime screen with the invalid-URL help", async ({ page }) => {
	const response = await page.goto(limeUrl(LIME_LINKS.yamada, "no-such-step"));
	expect(response?.status()).toBe(404);
	await expect(page.locator(".error-screen--lime")).toBeVisible();
	await expect(page.locator(".error-screen--orange")).toHaveCount(0);
	await expect(page).toHaveTitle("エラー｜みらいヘルスナビ");
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

test.describe("on the narrowest phone", () => {
	/*
	 * Error and help pages at their edges on the narrowest phone: a signed-in member
	 * gets the default layout on any error page, the logo shows once and only to a visitor, a missing
	 * page offers no reload, and the login help pages have the site header and a way back.
	 */

	memberTest.use({ viewport: { width: 320, height: 640 } });
	// The shared member session is made by the first test that asks: a sign-in, slow on a loaded machine.
	memberTest.slow();

	memberTest(
		"a signed-in member on an unknown path: the default layout, home as the way on, no sign-in link, no reload",
		async ({ page, signedIn }) => {
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
		},
	);

	memberTest(
		"a webview 404 for a signed-in member shows no logo at all, and leads back to the app",
		async ({ page, signedIn }) => {
			await signedIn("webview", "/");
			const response = await page.goto("/questionnaires/99/new");
			expect(response?.status()).toBe(404);
			await expect(page.locator('img[src="/logo.svg"]')).toHaveCount(0);
			await expect(page.getByRole("link", { name: "ホームへ戻る" })).toHaveCount(0);
			await expect(page.getByRole("link", { name: "アプリに戻る" })).toBeVisible();
			expect(await layoutProblems(page)).toEqual([]);
			expect(await axeProblems(page)).toEqual([]);
		},
	);

	for (const url of ["/news/0", "/news/abc", "/health_support/0"]) {
		memberTest(`a missing page (${url}) offers no reload`, async ({ page, signedIn }) => {
			await signedIn("sms", "/faq/user");
			const response = await page.goto(url);
			expect(response?.status()).toBe(404);
			await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
			await expect(page.getByText("再読み込み")).toHaveCount(0);
			await expect(page.getByRole("link", { name: "ホームへ戻る" })).toBeVisible();
		});
	}

	memberTest("a visitor's 404 shows the logo once, in the header, with the way back to sign-in", async ({ page }) => {
		const response = await page.goto("/no/such/page");
		expect(response?.status()).toBe(404);
		await expect(page.locator('img[src="/logo.svg"]')).toHaveCount(1);
		await expect(page.locator("header .brand")).toHaveCount(1);
		await expect(page.getByRole("link", { name: "ログイン画面へ戻る" })).toBeVisible();
		expect(await axeProblems(page)).toEqual([]);
	});

	for (const javaScriptEnabled of [true, false]) {
		memberTest.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
			memberTest.use({ javaScriptEnabled });

			memberTest("a login help page has the site header and the way back to sign-in", async ({ page }) => {
				await page.goto("/app_manual/login/invalid_url");
				await expect(page.getByRole("banner")).toBeVisible();
				await expect(page.getByRole("banner").getByRole("link", { name: "みらいヘルスナビ" })).toBeVisible();
				await page.getByRole("link", { name: "ログイン画面へ戻る" }).click();
				await expect(page.getByRole("heading", { name: "ログイン" })).toBeVisible();
			});
		});
	}
});
