import { expect, type Page } from "@playwright/test";
import { TRUST } from "#app/session/trust-wording";
import { hydrated } from "./page";

export type DemoLogin =
	| "sms"
	| "email"
	| "weak"
	| "webview"
	| "trusted"
	| "password"
	| "force"
	| "recipe"
	| "limit"
	| "devices"
	| "devices-nojs"
	| "devices-password";
export const DEMO_PASSWORD = "Password123!";
export const DEMO_PIN = "123456";

/** Signs in at the mock IdP as a member would; `tokenSeconds` asks for short-lived access tokens. */
export async function signInAtIdp(
	page: Page,
	loginId: DemoLogin = "sms",
	path = "/",
	{ tokenSeconds }: { tokenSeconds?: number } = {},
): Promise<void> {
	await page.goto(path);
	await expect(page.getByRole("heading", { name: "ログイン" })).toBeVisible();
	if (tokenSeconds !== undefined) {
		await page.locator("input[name=token_lifetime]").evaluate((input, value) => {
			(input as HTMLInputElement).value = value;
		}, String(tokenSeconds));
	}
	await page.getByRole("radio", { name: new RegExp(`（${loginId}）`) }).check();
	await page.getByLabel("パスワード", { exact: true }).fill(DEMO_PASSWORD);
	await page.getByRole("button", { name: "ログイン" }).click();
}

/** Completes two-factor with the demo PIN without asking for a code: sends are rate-limited per member. */
export async function passTwoFactor(page: Page): Promise<void> {
	await expect(page).toHaveURL(/\/two_factor_authentication\/(sms|email)/);
	await hydrated(page);
	await page.getByLabel("認証コード").fill(DEMO_PIN);
	// The member's own phone, as most tests are: a sign-in after a lost session asks no code again (decision 135).
	await page.getByRole("checkbox", { name: TRUST.label }).check();
	await page.getByRole("button", { name: "認証する" }).click();
}

/** A member fully signed in (IdP + two-factor) and on `path`. */
export async function signIn(page: Page, loginId: DemoLogin = "sms", path = "/"): Promise<void> {
	await signInAtIdp(page, loginId, path);
	await passTwoFactor(page);
	await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}
