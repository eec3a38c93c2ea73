import { expect, type Page, test } from "@playwright/test";
import { signInAtIdp } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { LIME_LINKS, limeUrl } from "./support/lime";
import { armFault } from "./support/mock";
import { hydrated } from "./support/page";

/*
 * Every form's error summary on a phone: linked problems, focus after a refused submit, with and without
 * JavaScript. The accessibility page cites it for WCAG 3.3.1 (each error identified and described in text).
 */

test.use({ viewport: { width: 390, height: 844 } });
// Several steps with axe checks: more than 30 s on a busy machine.
test.slow();

const FIELDS_HEADING = "入力内容にエラーがあります";

function summary(page: Page, heading = FIELDS_HEADING) {
	return page.getByRole("region", { name: heading });
}

const CONTACT_MESSAGES = [
	"お問い合わせの種類を選択してください",
	"お名前を入力してください",
	"フリガナを入力してください",
	"メールアドレスを入力してください",
	"お問い合わせ内容を入力してください",
	"お問い合わせを送るには、「個人情報の取扱いに同意します」にチェックを入れてください",
];

/** Every link of the summary leads to an element of the page (a field, or a group of choices). */
async function expectLinksResolve(page: Page) {
	for (const href of await summary(page)
		.getByRole("link")
		.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
		expect(href).toMatch(/^#/);
		await expect(page.locator(`[id="${href?.slice(1)}"]`)).toHaveCount(1);
	}
}

test.describe("with JavaScript", () => {
	test("public enquiry: the summary lists the six problems in form order, its links focus the fields", async ({
		page,
	}) => {
		await page.goto("/contact");
		await hydrated(page);
		await expect(summary(page)).toHaveCount(0);
		await expect(page).toHaveTitle("お問い合わせ｜みらいヘルスナビ");

		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await expect(summary(page)).toBeFocused();
		await expect(summary(page).getByRole("link")).toHaveText(CONTACT_MESSAGES);
		await expect(page).toHaveTitle("入力エラー：お問い合わせ｜みらいヘルスナビ");
		await expectLinksResolve(page);
		await expectNoAxeViolations(page);

		await summary(page).getByRole("link", { name: "お名前を入力してください" }).click();
		await expect(page.getByLabel("お名前")).toBeFocused();
		await summary(page).getByRole("link", { name: "お問い合わせの種類を選択してください" }).click();
		await expect(page.getByRole("radio").first()).toBeFocused();

		// As the member corrects, the summary follows; once nothing is wrong it goes, and so does the prefix.
		await page.getByRole("radio", { name: "アカウント・ログインについて" }).check();
		await page.getByLabel("お名前").fill("山田 花子");
		await expect(summary(page).getByRole("link")).toHaveCount(4);
		await page.getByLabel("フリガナ").fill("ヤマダ ハナコ");
		await page.getByLabel("メールアドレス").fill("hanako@example.jp");
		await page.getByLabel("お問い合わせ内容").fill("ログインできません。");
		await page.getByRole("checkbox", { name: /個人情報の取扱いに同意します/ }).check();
		await expect(summary(page)).toHaveCount(0);
		await expect(page).toHaveTitle("お問い合わせ｜みらいヘルスナビ");
	});

	test("a server failure is not called an input error: 「送信できませんでした」, focused, with the server's message", async ({
		page,
		request,
	}) => {
		const email = `summary-${test.info().testId}@example.jp`;
		await armFault(request, { call: "POST /api/orange/v1/public/contact", fault: "500", bodyContains: email });
		await page.goto("/contact");
		await hydrated(page);
		await page.getByRole("radio", { name: "アカウント・ログインについて" }).check();
		await page.getByLabel("お名前").fill("山田 花子");
		await page.getByLabel("フリガナ").fill("ヤマダ ハナコ");
		await page.getByLabel("メールアドレス").fill(email);
		await page.getByLabel("お問い合わせ内容").fill("ログインできません。");
		await page.getByRole("checkbox", { name: /個人情報の取扱いに同意します/ }).check();
		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await page.getByRole("button", { name: "送信する" }).click();
		const failed = summary(page, "送信できませんでした");
		await expect(failed).toBeFocused();
		await expect(failed).toContainText("お問い合わせはまだ送信されていません");
		await expect(failed).toContainText("サーバーでエラーが発生しました");
		await expect(failed.getByRole("link")).toHaveCount(0);
		await expect(page).toHaveTitle("送信エラー：入力内容の確認｜お問い合わせ｜みらいヘルスナビ");
	});

	test("two-factor: a wrong code comes back from the server as a summary linked to the code field", async ({
		page,
	}) => {
		await signInAtIdp(page, "email", "/news");
		await hydrated(page);
		await page.getByLabel("認証コード").fill("999999");
		await page.getByRole("button", { name: "認証する" }).click();
		await expect(summary(page)).toBeFocused();
		// The refusal and the tries left, both about the one field.
		await expect(summary(page).getByRole("link")).toHaveText(["認証コードが正しくありません", /^あと\d回間違えると/]);
		for (const link of await summary(page).getByRole("link").all()) {
			await expect(link).toHaveAttribute("href", "#two-factor-pinCode");
		}
		await expect(page).toHaveTitle(/^入力エラー：二段階認証｜/);
		await summary(page).getByRole("link").first().click();
		await expect(page.getByLabel("認証コード")).toBeFocused();
	});
});

test.describe("without JavaScript", () => {
	test.use({ javaScriptEnabled: false });

	test("public enquiry: the page after the post starts on the summary", async ({ page }) => {
		await page.goto("/contact");
		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await expect(summary(page)).toBeFocused();
		await expect(summary(page).getByRole("link")).toHaveText(CONTACT_MESSAGES);
		await expect(page).toHaveTitle("入力エラー：お問い合わせ｜みらいヘルスナビ");
		await expectLinksResolve(page);
	});

	test("lime identity check: every field listed once (the date as one group), in form order", async ({ page }) => {
		await page.goto(limeUrl(LIME_LINKS.yamada, "auth"));
		await page.getByRole("button", { name: "本人確認する" }).click();
		await expect(summary(page)).toBeFocused();
		await expect(summary(page).getByRole("link")).toHaveText([
			"生年月日を入力してください",
			"氏名（フリガナ）を入力してください",
			"記号を入力してください",
			"番号を入力してください",
		]);
		await expect(page).toHaveTitle("入力エラー：ご本人確認｜みらいヘルスナビ");
		await expectLinksResolve(page);
	});

	test("password reset request: the summary and the title, then a clean page once sent", async ({ page }) => {
		await page.goto("/users/password/reset");
		await page.getByLabel("ご登録のメールアドレス").fill("not-an-address");
		await page.getByRole("button", { name: "再設定用のメールを送信する" }).click();
		await expect(summary(page)).toBeFocused();
		await expect(page).toHaveTitle("入力エラー：パスワードの再設定｜みらいヘルスナビ");
		await page.getByLabel("ご登録のメールアドレス").fill("someone@example.jp");
		await page.getByRole("button", { name: "再設定用のメールを送信する" }).click();
		await expect(page.getByRole("heading", { name: "メールを送信しました" })).toBeVisible();
		await expect(page).toHaveTitle("パスワードの再設定｜みらいヘルスナビ");
	});
});
