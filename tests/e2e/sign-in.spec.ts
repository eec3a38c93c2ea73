import { expect, test } from "@playwright/test";
import { signIn } from "./support/auth";
import { axeProblems } from "./support/axe";
import { signInWithoutJavaScript } from "./support/forms";
import { test as memberTest } from "./support/members";

test("a member signs in through the IdP, lands on the remembered page and signs out", async ({ page, context }) => {
	await signIn(page, "email", "/faq/user?q=%E4%BF%9D%E9%99%BA");
	await expect(page).toHaveURL(/\/faq\/user\?q=%E4%BF%9D%E9%99%BA$/);
	await expect(page.getByRole("heading", { level: 1, name: "よくある質問" })).toBeVisible();

	const cookies = await context.cookies();
	const session = cookies.find((cookie) => cookie.name === "__Host-session");
	expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
	// Survives a browser restart: it lasts SESSION_MAX_AGE_DAYS (14 in the default env), not the browser session.
	expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 13 * 24 * 60 * 60);
	expect(session?.expires).toBeLessThanOrEqual(Date.now() / 1000 + 14 * 24 * 60 * 60);
	// No token ever reaches the page's JavaScript or HTML.
	expect(await page.evaluate(() => document.cookie)).toBe("");
	expect(await page.content()).not.toMatch(/mock-at-|mock-rt-|access_token/);

	await page.getByRole("button", { name: "ログアウト" }).click();
	await expect(page.getByRole("heading", { name: "ログイン" })).toBeVisible();
	expect((await context.cookies()).some((cookie) => cookie.name.startsWith("__Host-session"))).toBe(false);

	// Signed out for real: a member page asks for sign-in again.
	await page.goto("/users/detail");
	await expect(page).toHaveURL(/\/_mock\/oauth\/authorize\?/);
});

test("a wrong password stays on the IdP with a message", async ({ page }) => {
	await page.goto("/users/detail");
	await page.getByLabel("パスワード", { exact: true }).fill("wrong-password");
	await page.getByRole("button", { name: "ログイン" }).click();
	await expect(page.getByRole("alert")).toHaveText("ログインIDまたはパスワードが正しくありません。");
});

test("a replayed callback shows the error screen", async ({ page }) => {
	let callbackUrl = "";
	page.on("request", (request) => {
		if (request.url().includes("/callback?")) callbackUrl = request.url();
	});
	await signIn(page, "sms", "/faq/user");
	await expect(page).toHaveURL(/\/faq\/user$/);
	const response = await page.goto(callbackUrl);
	expect(response?.status()).toBe(400);
	// A page, never a JSON string: the orange error screen with the way back into sign-in.
	expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
	await expect(
		page.getByText("ログインの手続きが見つからないか、有効期限が切れています。もう一度ログインしてください。"),
	).toBeVisible();
	// Its button goes through /login: this member is still signed in, so straight on to the home page.
	await page.getByRole("button", { name: "ログインし直す" }).click();
	await expect(page).toHaveURL(/:\d+\/$/);
});

test.describe("on the narrowest phone", () => {
	/* At 320 px, with and without JavaScript: after sign-out /login says so, with the way back in. */

	memberTest.use({ viewport: { width: 320, height: 640 } });
	memberTest.slow();

	for (const javaScriptEnabled of [true, false]) {
		memberTest.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
			memberTest.use({ javaScriptEnabled });

			memberTest(
				"after sign-out /login says 「ログアウトしました」 once, with the way to sign in again",
				async ({ page }) => {
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
				},
			);
		});
	}
});
