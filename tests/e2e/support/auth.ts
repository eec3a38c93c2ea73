import { expect, type Page } from "@playwright/test";

export type DemoLogin = "sms" | "email" | "weak" | "webview";

/**
 * Signs in through the mock IdP exactly as a member would: the page asked
 * for redirects to sign-in, the member picks a demo account and its password.
 */
export async function signIn(page: Page, loginId: DemoLogin = "sms", path = "/"): Promise<void> {
	await page.goto(path);
	await expect(page.getByRole("heading", { name: "ログイン" })).toBeVisible();
	await page.getByRole("radio", { name: new RegExp(`（${loginId}）`) }).check();
	await page.getByLabel("パスワード", { exact: true }).fill("Password123!");
	await page.getByRole("button", { name: "ログイン" }).click();
}
