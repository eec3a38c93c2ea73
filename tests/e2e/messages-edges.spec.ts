import { expect } from "@playwright/test";
import { signIn } from "./support/auth";
import { axeProblems } from "./support/axe";
import { RECIPE_MEMBER, signInWithoutJavaScript } from "./support/forms";
import { test } from "./support/members";
import { resetMember } from "./support/mock";
import { hydrated } from "./support/page";

/*
 * Messages and slow pages at their edges on the narrowest phone: after
 * sign-out a page of ours says so with the way back in; on phones a toast never covers the header
 * or the heading; a full page load whose API is slow answers by the document deadline with the
 * error screen and 「再読み込み」 rather than minutes of blank screen.
 */

test.use({ viewport: { width: 320, height: 640 } });
test.slow();

for (const javaScriptEnabled of [true, false]) {
	test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
		test.use({ javaScriptEnabled });

		test("after sign-out /login says 「ログアウトしました」 once, with the way to sign in again", async ({ page }) => {
			if (javaScriptEnabled) await signIn(page, "email", "/faq/user");
			else await signInWithoutJavaScript(page, "email", "/faq/user");
			// The phone's menu opens with or without JavaScript (a <details>).
			await page.locator("details.site-menu > summary").click();
			await page.getByRole("button", { name: "ログアウト" }).click();
			await expect(page).toHaveURL(/\/login$/);
			await expect(page.getByRole("heading", { level: 1, name: "ログイン" })).toBeVisible();
			await expect(page.locator(".notification")).toHaveText("ログアウトしました");
			await expect(page.getByText("ログアウトしました")).toHaveCount(1);
			if (javaScriptEnabled) expect(await axeProblems(page)).toEqual([]);
			await page.getByRole("button", { name: "ログインする" }).click();
			await expect(page).toHaveURL(/\/_mock\/oauth\/authorize\?/);
		});

		test("a full page load whose API is slow answers sooner than the client's timeout, with 「再読み込み」", async ({
			page,
		}) => {
			const started = Date.now();
			const response = await page.goto("/activation/fault-slow");
			const waited = Date.now() - started;
			expect(response?.status()).toBe(500);
			// The API client alone would wait 10 s; the mock answers after 12 s.
			expect(waited).toBeLessThan(9_500);
			await expect(page.getByRole("link", { name: "再読み込み" })).toHaveAttribute("href", "/activation/fault-slow");
		});
	});
}

test.describe("toasts on a phone (member recipe)", RECIPE_MEMBER, () => {
	test.beforeEach(async ({ request }) => {
		await resetMember(request, "recipe");
	});

	test("a save is told once, under the heading: no toast over the form", async ({ page }) => {
		await signIn(page, "recipe", "/users/recipe_settings");
		await hydrated(page);
		await page.getByRole("radio", { name: "コレステロールが気になる方" }).check();
		await page.getByRole("button", { name: "設定する" }).click();
		await expect(page.locator(".notification")).toContainText("配信情報を設定しました");
		await expect(page.getByText("配信情報を設定しました")).toHaveCount(1);
		await expect(page.locator(".toast")).toHaveCount(0);
		expect(await axeProblems(page)).toEqual([]);
	});
});
