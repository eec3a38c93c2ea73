import { expect } from "@playwright/test";
import { test } from "./support/members";

/** Each public page in Japanese (WCAG 3.1.1) under a title that names it (WCAG 2.4.2). */
const PUBLIC_PAGES = [
	["/faq", "よくある質問"],
	["/terms", "利用規約"],
	["/privacy", "個人情報の取扱い"],
	["/accessibility", "ウェブアクセシビリティ方針"],
	["/contact", "お問い合わせ"],
	["/users/token_expired", "URLの有効期限切れ"],
	["/users/password/reset", "パスワードの再設定"],
	["/app_manual/login/invalid_url", "URLが無効と表示される場合"],
] as const;

test.describe("public pages", () => {
	for (const [path, heading] of PUBLIC_PAGES) {
		test(`${path} renders in Japanese without sign-in`, async ({ page }) => {
			const response = await page.goto(path);
			expect(response?.status()).toBe(200);
			await expect(page.locator("html")).toHaveAttribute("lang", "ja");
			await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
			await expect(page).toHaveTitle(new RegExp(heading));
		});
	}
});

test.describe("route parameters (docs/routes.md)", () => {
	test.beforeEach(async ({ page, signedIn }) => {
		await signedIn("sms", "/faq/user");
		await expect(page).toHaveURL(/\/faq\/user$/);
	});

	const INVALID = ["0", "-1", "1.5", "abc", ""];
	for (const route of ["/news/", "/health_support/", "/questionnaires/"]) {
		// "/news/" is the news list itself; an empty id elsewhere matches no route at all.
		for (const value of route === "/news/" ? INVALID.filter(Boolean) : INVALID) {
			const suffix = route === "/questionnaires/" ? "/new" : "";
			const path = `${route}${value}${suffix}`;
			test(`${path} shows the 404 screen`, async ({ page }) => {
				const response = await page.goto(path);
				expect(response?.status()).toBe(404);
				await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
				await expect(page.getByText("ページが見つかりません")).toBeVisible();
				await expect(page).toHaveTitle("エラー｜みらいヘルスナビ");
			});
		}
	}

	for (const value of INVALID) {
		test(`/?kenpo_user=${value} shows the 404 screen`, async ({ page }) => {
			const response = await page.goto(`/?kenpo_user=${value}`);
			expect(response?.status()).toBe(404);
			await expect(page.getByText("ページが見つかりません")).toBeVisible();
		});
	}

	test("a valid kenpo_user is accepted", async ({ page }) => {
		// The member's own insurer record (another member's is the API's 404: tests/e2e/content.spec.ts).
		const response = await page.goto("/?kenpo_user=50001");
		expect(response?.status()).toBe(200);
	});
});

test.describe("error screens (docs/routes.md)", () => {
	test("orange 404 for a stranger: unauthenticated layout with logo and sign-in link", async ({ page }) => {
		const response = await page.goto("/no/such/page");
		expect(response?.status()).toBe(404);
		await expect(page).toHaveTitle("エラー｜みらいヘルスナビ");
		const screen = page.locator(".error-screen--orange");
		await expect(screen.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
		await expect(screen.getByText("ページが見つかりません")).toBeVisible();
		await expect(screen.getByText("Page Not Found: /no/such/page")).toBeVisible();
		// The logo is the header's, once (docs/routes.md).
		await expect(page.locator('header img[src="/logo.svg"]')).toBeVisible();
		await expect(page.getByRole("navigation", { name: "メイン" })).toHaveCount(0);
		await screen.getByRole("link", { name: "ログイン画面へ戻る" }).click();
		await expect(page.getByRole("heading", { name: "ログイン" })).toBeVisible();
	});

	test("orange 404 for a member: default layout, no logo", async ({ page, signedIn }) => {
		await signedIn("sms", "/faq/user");
		await expect(page).toHaveURL(/\/faq\/user$/);
		await page.goto("/news/abc");
		const screen = page.locator(".error-screen--orange");
		await expect(screen.getByText("Page Not Found: /news/abc")).toBeVisible();
		await expect(page.locator('img[src="/logo.svg"]')).toHaveCount(0);
		await expect(page.getByRole("navigation", { name: "メイン" })).toBeVisible();
	});

	for (const [id, status, lead] of [
		["9500", 500, "アクセスしようとしたページは表示できませんでした"],
		["94031", 403, "アクセスしようとしたページは表示できませんでした"],
	] as const) {
		test(`orange ${status} from the API (news ${id}): status heading, documented text, server message or fallback`, async ({
			page,
			signedIn,
		}) => {
			await signedIn("sms", "/faq/user");
			const response = await page.goto(`/news/${id}`);
			expect(response?.status()).toBe(status);
			await expect(page).toHaveTitle("エラー｜みらいヘルスナビ");
			const screen = page.locator(".error-screen--orange");
			await expect(screen.getByRole("heading", { level: 1, name: String(status) })).toBeVisible();
			await expect(screen.getByText(lead)).toBeVisible();
			await expect(screen.locator(".error-screen__message")).not.toBeEmpty();
			// A member is not sent to sign in again: home, this page again, or an enquiry.
			await expect(screen.getByRole("link", { name: "ログイン画面へ戻る" })).toHaveCount(0);
			await expect(screen.getByRole("link", { name: "ホームへ戻る" })).toHaveAttribute("href", "/");
			// Only a server failure offers a reload: reloading cannot change a refusal.
			if (status >= 500) {
				await expect(screen.getByRole("link", { name: "再読み込み" })).toHaveAttribute("href", `/news/${id}`);
			} else {
				await expect(screen.getByRole("link", { name: "再読み込み" })).toHaveCount(0);
			}
			await expect(screen.getByRole("link", { name: "お問い合わせ" })).toHaveAttribute("href", "/contact/user");
		});
	}
});
