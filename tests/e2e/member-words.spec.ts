import { expect, type Page, test } from "@playwright/test";
import { ACTIVATION_MAIL, LINK_ONCE, SET_PASSWORD_LABEL } from "#app/contract/account-words";
import { CARD_CHANGE } from "#app/lib/japanese/insurance-card";
import { TRUST } from "#app/session/trust-wording";
import { expectNoAxeViolations } from "./support/axe";
import { hydrated } from "./support/page";
import { pageWords, spacesBetweenJapanese, staleCardWords } from "./support/words";

/*
 * The words members read agree with each other and with the code, at 320 px, with and without
 * JavaScript: one vocabulary for the insurance documents, one set of words for trusting a browser,
 * one name for the activation e-mail, and no stray space between Japanese sentences.
 */

test.use({ viewport: { width: 320, height: 640 } });

async function open(page: Page, path: string, javaScript: boolean): Promise<void> {
	await page.goto(path);
	if (javaScript) await hydrated(page);
}

/** Opens a FAQ entry (a <details>) as a member would, unless it is open already. */
async function openEntry(page: Page, id: string) {
	const entry = page.locator(`details#${id}`);
	if (!(await entry.evaluate((details) => (details as HTMLDetailsElement).open)))
		await entry.locator("summary").click();
	return entry;
}

async function expectCleanWords(page: Page): Promise<void> {
	const { text, names } = await pageWords(page);
	expect(spacesBetweenJapanese(text, names)).toEqual([]);
	expect(staleCardWords(text)).toEqual([]);
}

for (const javaScript of [true, false]) {
	test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
		test.use({ javaScriptEnabled: javaScript });

		test("the public enquiry names 資格確認書, not 保険証, from the form to its confirmation", async ({ page }) => {
			await open(page, "/contact", javaScript);
			await expect(page.getByRole("group", { name: "記号・番号・生年月日（任意）" })).toBeVisible();
			await page.getByRole("radio", { name: "アカウント・ログインについて" }).check();
			await page.getByLabel("お名前").fill("山田 花子");
			await page.getByLabel("フリガナ").fill("ヤマダ　ハナコ");
			await page.getByLabel("メールアドレス").fill("hanako@example.jp");
			await page.getByLabel("記号", { exact: true }).fill("1234");
			await page.getByLabel("番号", { exact: true }).fill("5678");
			await page.getByLabel("お問い合わせ内容").fill("ログインできません。");
			await page.getByRole("checkbox", { name: /個人情報の取扱いに同意します/ }).check();
			await page.getByRole("button", { name: "入力内容を確認する" }).click();
			const list = page.locator(".confirm-list");
			await expect(list.getByText("資格確認書などの記号", { exact: true })).toBeVisible();
			await expect(list.getByText("資格確認書などの番号", { exact: true })).toBeVisible();
			await expectCleanWords(page);
			if (javaScript) await expectNoAxeViolations(page);
		});

		test("the FAQ says where 記号・番号 are and why 保険証 no longer counts", async ({ page }) => {
			await open(page, "/faq#member-card", javaScript);
			const question = await openEntry(page, "member-card");
			await expect(question.locator("summary")).toContainText("記号・番号はどこに書いてありますか。");
			await expect(question).not.toContainText("保険証の記号");
			await expect(question).toContainText(CARD_CHANGE);
			await expectCleanWords(page);
		});

		test("trusting a browser: the FAQ and the terms promise what the two-factor page says", async ({ page }) => {
			await open(page, "/faq", javaScript);
			const entry = await openEntry(page, "two-factor-every-time");
			await expect(entry).toContainText(TRUST.trusted);
			await expect(entry).toContainText(TRUST.notTrusted);
			await open(page, "/terms", javaScript);
			await expect(page.getByText(TRUST.terms, { exact: false })).toBeVisible();
			await expect(page.getByText("チェックして認証", { exact: false })).toHaveCount(0);
			await expectCleanWords(page);
		});

		test("the activation e-mail has one name, and the help names the button as it reads", async ({ page }) => {
			await open(page, "/activation/demo-activation", javaScript);
			await expect(page.getByRole("heading", { level: 1, name: "利用登録" })).toBeVisible();
			await expect(page.getByRole("button", { name: SET_PASSWORD_LABEL })).toBeVisible();
			await open(page, "/app_manual/login/password_activation", javaScript);
			await expect(page.getByText(`「${SET_PASSWORD_LABEL}」を押すと利用登録が完了します。`)).toBeVisible();
			for (const path of ["/users/token_expired", "/users/password/reset"]) {
				await open(page, path, javaScript);
				await expect(page.locator("main")).toContainText(ACTIVATION_MAIL);
				await expect(page.locator("main")).not.toContainText("有効化");
				await expectCleanWords(page);
			}
			// The page after sending, which the tour does not visit: one sentence after another, no space.
			await open(page, "/users/token_expired?sent=1", javaScript);
			await expect(page.getByRole("heading", { name: "メールを送信しました" })).toBeVisible();
			await expectCleanWords(page);
			await open(page, "/users/token_expired", javaScript);
			await expect(page.getByText(`${LINK_ONCE}。最後に届いたメールのリンクをお使いください。`)).toBeVisible();
			await open(page, "/app_manual/login/invalid_url", javaScript);
			await expect(page.getByText(`同じリンクをすでにお使いになりました（${LINK_ONCE}）。`)).toBeVisible();
			await expect(page.locator("main")).not.toContainText("使用した（");
			if (javaScript) await expectNoAxeViolations(page);
		});
	});
}
