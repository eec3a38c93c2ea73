import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, passTwoFactor, signIn } from "./support/auth";
import { armFault } from "./support/mock";
import { hydrated } from "./support/page";

const RESTORED = "ログインし直す前に入力された内容を復元しました。";

async function fillEnquiry(page: Page, body: string) {
	await page.getByRole("radio", { name: "アカウント・ログインについて" }).check();
	await page.getByLabel("お問い合わせ内容").fill(body);
}

/** The mock IdP's page again: the member types the password once more. */
async function signInAgainAtIdp(page: Page, loginId: string) {
	await expect(page.getByRole("heading", { name: "ログイン" })).toBeVisible();
	await page.getByRole("radio", { name: new RegExp(`（${loginId}）`) }).check();
	await page.getByLabel("パスワード", { exact: true }).fill(DEMO_PASSWORD);
	await page.getByRole("button", { name: "ログイン" }).click();
}

async function expectRestored(page: Page, body: string) {
	await expect(page).toHaveURL(/\/contact\/user$/);
	await expect(page.getByText(RESTORED)).toBeVisible();
	await expect(page.getByRole("radio", { name: "アカウント・ログインについて" })).toBeChecked();
	await expect(page.getByLabel("お問い合わせ内容")).toHaveValue(body);
}

test("with JavaScript: an enquiry sent as the session is ended (401-003) comes back after signing in again", async ({
	page,
	request,
}) => {
	const body = `住所変更の手続きについて ${crypto.randomUUID()}`;
	await signIn(page, "email", "/contact/user");
	await hydrated(page);
	await armFault(request, { call: "POST /api/orange/v1/contact", fault: "401-003", bodyContains: body });
	await fillEnquiry(page, body);
	await page.getByRole("button", { name: "入力内容を確認する" }).click();
	await page.getByRole("button", { name: "送信する" }).click();

	await expect(page.getByText("認証の有効期限が切れました。もう一度ログインしてください。")).toBeVisible();
	await signInAgainAtIdp(page, "email");
	await passTwoFactor(page);
	await expectRestored(page, body);

	// Given back once: sending now completes, and a reload shows the input empty again.
	await hydrated(page);
	await page.getByRole("button", { name: "入力内容を確認する" }).click();
	await page.getByRole("button", { name: "送信する" }).click();
	await expect(page.getByRole("heading", { level: 1, name: "お問い合わせを受け付けました" })).toBeVisible();
	await page.goto("/contact/user");
	await expect(page.getByText(RESTORED)).toHaveCount(0);
	await expect(page.getByLabel("お問い合わせ内容")).toHaveValue("");
});

test.describe("without JavaScript", () => {
	test("an enquiry posted after the session is gone comes back after signing in again", async ({ browser }) => {
		// Signed in with JavaScript (the PIN page needs it), then the same cookies in a browser without.
		const signedIn = await browser.newContext();
		await signIn(await signedIn.newPage(), "email", "/contact/user");
		const context = await browser.newContext({
			javaScriptEnabled: false,
			storageState: await signedIn.storageState(),
		});
		await signedIn.close();
		const page = await context.newPage();
		const body = `保険証の再発行について ${crypto.randomUUID()}`;
		await page.goto("/contact/user");
		await fillEnquiry(page, body);

		// The session ends meanwhile (expired, renewal refused): the browser no longer holds it.
		await context.clearCookies({ name: "__Host-session" });
		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await signInAgainAtIdp(page, "email");
		await expectRestored(page, body);
		expect((await context.cookies()).some((cookie) => cookie.name === "__Host-form-draft")).toBe(false);

		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await expect(page.locator(".confirm-list")).toContainText(body);
		await context.close();
	});
});
