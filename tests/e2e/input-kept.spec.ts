import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, passTwoFactor, signIn } from "./support/auth";
import { signInWithoutJavaScript } from "./support/forms";
import { armFault } from "./support/mock";
import { hydrated } from "./support/page";

/* Member forms whose post meets an ended session, as `email`; only the enquiry is sent for good. */

// Every test signs in twice (once more after the session ends).
test.slow();

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
		const body = `資格確認書の再発行について ${crypto.randomUUID()}`;
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

	test("questionnaire answers posted after the session is gone come back after signing in again", async ({
		browser,
	}) => {
		const { context, page } = await withoutJavaScript(browser, QUESTIONNAIRE);
		const message = `夜勤の週は朝食を抜きがちです ${crypto.randomUUID()}`;
		await answerQuestionnaire(page, message);

		await context.clearCookies({ name: "__Host-session" });
		await page.getByRole("button", { name: "回答を送信する" }).click();
		await signInAgainAtIdp(page, "email");
		await expectQuestionnaireRestored(page, message);
		await context.close();
	});

	test("a recipe choice posted after the session is gone comes back after signing in again", async ({ browser }) => {
		const { context, page } = await withoutJavaScript(browser, RECIPES);
		await page.getByRole("radio", { name: "中性脂肪が気になる方" }).check();

		await context.clearCookies({ name: "__Host-session" });
		await page.getByRole("button", { name: "設定する" }).click();
		await signInAgainAtIdp(page, "email");
		await expectRecipeRestored(page, "中性脂肪が気になる方");
		await context.close();
	});

	test("a password change posted after the session is gone: nothing changed, and the page says the passwords were not kept", async ({
		browser,
	}) => {
		const { context, page } = await withoutJavaScript(browser, PASSWORD_UPDATE);
		await passwordField(page, "現在のパスワード").fill(DEMO_PASSWORD);
		await passwordField(page, "新しいパスワード").fill("NewPassword456!");
		await passwordField(page, "新しいパスワード（確認）").fill("NewPassword456!");

		await context.clearCookies({ name: "__Host-session" });
		await page.getByRole("button", { name: "パスワードを変更する" }).click();
		await signInAgainAtIdp(page, "email");
		await expect(page).toHaveURL(new RegExp(`${PASSWORD_UPDATE}$`));
		await expect(page.getByText("ログインし直す前の操作は完了していません。")).toBeVisible();
		await expect(page.getByText("パスワードや認証コードは、安全のため復元していません。")).toBeVisible();
		await expect(passwordField(page, "現在のパスワード")).toHaveValue("");
		await context.close();
	});
});

const PASSWORD_UPDATE = "/users/password/update";
const QUESTIONNAIRE = "/questionnaires/1/new";
const RECIPES = "/users/recipe_settings";

async function withoutJavaScript(browser: Browser, path: string) {
	const context = await browser.newContext({ javaScriptEnabled: false });
	const page = await context.newPage();
	await signInWithoutJavaScript(page, "email", path);
	return { context, page };
}

function passwordField(page: Page, label: string) {
	return page.getByLabel(new RegExp(`^${label}(\\s*必須)?$`));
}

function question(page: Page, legend: string) {
	return page.getByRole("group", { name: legend });
}

async function answerQuestionnaire(page: Page, message: string) {
	await question(page, "朝食を食べた日").getByRole("radio", { name: "週5日" }).check();
	await question(page, "30分以上の運動").getByRole("radio", { name: "毎日" }).check();
	await question(page, "間食を控える").getByRole("radio", { name: "ときどきできた" }).check();
	await page.getByLabel("保健師へのメッセージ").fill(message);
	await page.getByRole("checkbox", { name: /健康に関する情報/ }).check();
}

async function expectQuestionnaireRestored(page: Page, message: string) {
	await expect(page).toHaveURL(new RegExp(`${QUESTIONNAIRE}$`));
	await expect(page.getByText(RESTORED)).toBeVisible();
	await expect(question(page, "朝食を食べた日").getByRole("radio", { name: "週5日" })).toBeChecked();
	await expect(question(page, "30分以上の運動").getByRole("radio", { name: "毎日" })).toBeChecked();
	await expect(question(page, "間食を控える").getByRole("radio", { name: "ときどきできた" })).toBeChecked();
	await expect(question(page, "体重測定").getByRole("radio", { checked: true })).toHaveCount(0);
	await expect(page.getByLabel("保健師へのメッセージ")).toHaveValue(message);
	// The consent comes back too: it was the member's, given with these answers.
	await expect(page.getByRole("checkbox", { name: /健康に関する情報/ })).toBeChecked();
}

async function expectRecipeRestored(page: Page, label: string) {
	await expect(page).toHaveURL(new RegExp(`${RECIPES}$`));
	await expect(page.getByText(RESTORED)).toBeVisible();
	await expect(page.getByRole("radio", { name: label })).toBeChecked();
}

test.describe("with JavaScript", () => {
	test("questionnaire answers sent as the session is ended (401-003) come back after signing in again", async ({
		page,
		request,
	}) => {
		const message = `夜勤の週は朝食を抜きがちです ${crypto.randomUUID()}`;
		await signIn(page, "email", QUESTIONNAIRE);
		await hydrated(page);
		await armFault(request, { call: "POST /api/orange/v1/questionnaire", fault: "401-003", bodyContains: message });
		await answerQuestionnaire(page, message);
		await question(page, "体重測定").getByRole("radio", { name: "定期的にできた" }).check();
		await page.getByRole("button", { name: "回答を送信する" }).click();

		await expect(page.getByText("認証の有効期限が切れました。もう一度ログインしてください。")).toBeVisible();
		await signInAgainAtIdp(page, "email");
		await passTwoFactor(page);
		await expect(page).toHaveURL(new RegExp(`${QUESTIONNAIRE}$`));
		await expect(question(page, "体重測定").getByRole("radio", { name: "定期的にできた" })).toBeChecked();
		await expect(page.getByText(RESTORED)).toBeVisible();
		await expect(page.getByLabel("保健師へのメッセージ")).toHaveValue(message);

		// Given back once: opened again, the questionnaire is unanswered (a reload would keep the browser's own form state).
		await page.goto(QUESTIONNAIRE);
		await expect(page.getByText(RESTORED)).toHaveCount(0);
		await expect(page.getByLabel("保健師へのメッセージ")).toHaveValue("");
	});

	test("a recipe choice whose renewal failed (session gone) comes back after signing in again", async ({
		page,
		context,
	}) => {
		await signIn(page, "email", RECIPES);
		await hydrated(page);
		await page.getByRole("radio", { name: "コレステロールが気になる方" }).check();
		await context.clearCookies({ name: "__Host-session" });
		await page.getByRole("button", { name: "設定する" }).click();

		await signInAgainAtIdp(page, "email");
		await expectRecipeRestored(page, "コレステロールが気になる方");

		// Given back once: opened again, the page shows the setting as it stands (nothing was saved).
		await page.goto(RECIPES);
		await expect(page.getByText(RESTORED)).toHaveCount(0);
		await expect(page.getByRole("radio", { name: "コレステロールが気になる方" })).not.toBeChecked();
	});
});
