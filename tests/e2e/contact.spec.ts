import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { RECIPE_MEMBER, signInWithoutJavaScript } from "./support/forms";
import { armFault, resetMember, storedEnquiries } from "./support/mock";
import { hydrated } from "./support/page";

const BODY = "ログインできません。\nパスワードを再設定しても同じ画面に戻ります。";

async function fillPublicForm(page: Page) {
	await page.getByRole("radio", { name: "アカウント・ログインについて" }).check();
	await page.getByLabel("お名前").fill("山田 花子");
	await page.getByLabel("フリガナ").fill("やまだ　はなこ");
	await page.getByLabel("メールアドレス").fill("ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｊｐ");
	await page.getByLabel("お問い合わせ内容").fill(BODY);
	await page.getByRole("checkbox", { name: /個人情報の取扱いに同意します/ }).check();
}

function confirmList(page: Page) {
	return page.locator(".confirm-list");
}

async function receiptNumber(page: Page): Promise<string> {
	const number = page.locator(".receipt dt", { hasText: "受付番号" }).locator("xpath=following-sibling::dd");
	await expect(number).toHaveText(/^\d+$/);
	return (await number.textContent()) ?? "";
}

// Every test here is a flow of several posts (the member's with a sign-in first): 90 s, what they
// take on a loaded 2-core machine, not the default 30.
test.describe.configure({ timeout: 90_000 });

test.describe("public enquiry /contact", () => {
	test("input → confirm → edit → confirm → send; the completion survives a reload without resending", async ({
		page,
	}) => {
		await page.goto("/contact");
		await hydrated(page);
		await expect(page.getByRole("heading", { level: 1, name: "お問い合わせ" })).toBeVisible();
		await expect(page.getByRole("banner").getByRole("navigation")).toHaveCount(0);
		await expectNoAxeViolations(page);

		await fillPublicForm(page);
		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await expect(page.getByRole("heading", { level: 1, name: "入力内容の確認" })).toBeFocused();
		await expect(page.locator(".steps [aria-current='step']")).toContainText("確認");
		await expect(confirmList(page)).toContainText("アカウント・ログインについて");
		await expect(confirmList(page)).toContainText("ヤマダ　ハナコ");
		await expect(confirmList(page)).toContainText("hanako@example.jp");
		await expect(confirmList(page)).toContainText("（未入力）");
		await expect(confirmList(page).locator(".confirm-list__text")).toHaveText(BODY);
		await expectNoAxeViolations(page);

		await page.getByRole("button", { name: "入力内容を修正する" }).click();
		await expect(page.getByRole("radio", { name: "アカウント・ログインについて" })).toBeChecked();
		await expect(page.getByLabel("フリガナ")).toHaveValue("ヤマダ　ハナコ");
		await expect(page.getByLabel("メールアドレス")).toHaveValue("hanako@example.jp");
		await expect(page.getByLabel("お問い合わせ内容")).toHaveValue(BODY);
		const birthDate = page.getByRole("group", { name: "生年月日" });
		await birthDate.getByLabel("西暦・和暦").selectOption({ label: "昭和" });
		await birthDate.getByLabel("年", { exact: true }).fill("55");
		await birthDate.getByLabel("月", { exact: true }).fill("4");
		await birthDate.getByLabel("日", { exact: true }).fill("1");
		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await expect(confirmList(page)).toContainText("1980年4月1日（昭和55年）");

		await page.getByRole("button", { name: "送信する" }).click();
		await expect(page).toHaveURL(/\/contact\?receipt=v1\./);
		await expect(page.getByRole("heading", { level: 1, name: "お問い合わせを受け付けました" })).toBeVisible();
		await expect(page.getByText("ご入力のメールアドレスへご回答いたします", { exact: false })).toBeVisible();
		const number = await receiptNumber(page);
		await expectNoAxeViolations(page);

		const reload = await page.reload();
		expect(reload?.request().method()).toBe("GET");
		expect(await receiptNumber(page)).toBe(number);
	});

	test("each field says what is wrong, next to it, and keeps what was typed", async ({ page }) => {
		await page.goto("/contact");
		await hydrated(page);
		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await expect(page.locator(".field__errors").getByText("お問い合わせの種類を選択してください")).toBeVisible();
		await expect(page.locator(".field__errors").getByText("お名前を入力してください")).toBeVisible();
		await expect(page.locator(".field__errors").getByText("フリガナを入力してください")).toBeVisible();
		await expect(page.locator(".field__errors").getByText("メールアドレスを入力してください")).toBeVisible();
		await expect(page.locator(".field__errors").getByText("お問い合わせ内容を入力してください")).toBeVisible();
		await expect(page.getByRole("checkbox", { name: /個人情報の取扱いに同意します/ })).toHaveAccessibleDescription(
			"お問い合わせを送るには、「個人情報の取扱いに同意します」にチェックを入れてください",
		);
		await expect(page.getByLabel("お名前")).toHaveAttribute("aria-invalid", "true");
		await expect(page.getByRole("radio", { name: "その他" })).toHaveAttribute("aria-invalid", "true");
		await expectNoAxeViolations(page);

		await page.getByLabel("フリガナ").fill("Yamada");
		await page.getByLabel("メールアドレス").fill("hanako@");
		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		const kana = page.getByLabel("フリガナ");
		await expect(kana).toHaveValue("Yamada");
		await expect(kana).toHaveAccessibleDescription(/フリガナはカタカナで入力してください（ひらがなでも入力できます）/);
		await expect(page.getByLabel("メールアドレス")).toHaveValue("hanako@");
		await expect(
			page.locator(".field__errors").getByText("メールアドレスの形式が正しくありません", { exact: false }),
		).toBeVisible();
		await expect(page.getByRole("heading", { level: 1, name: "お問い合わせ" })).toBeVisible();
	});

	test("the server's 422 is shown on the input step with every value kept", async ({ page }) => {
		// 1001 emoji are 1001 characters for the member (and our check) but 2002 UTF-16 units for the mock API.
		const body = "🙂".repeat(1001);
		await page.goto("/contact");
		await hydrated(page);
		await fillPublicForm(page);
		await page.getByLabel("お問い合わせ内容").fill(body);
		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await page.getByRole("button", { name: "送信する" }).click();
		await expect(page.locator(".form-errors")).toHaveText("お問い合わせ内容は2000文字以内で入力してください");
		await expect(page.getByRole("heading", { level: 1, name: "お問い合わせ" })).toBeVisible();
		await expect(page.getByLabel("お問い合わせ内容")).toHaveValue(body);
		await expect(page.getByLabel("お名前")).toHaveValue("山田 花子");
		await expect(page.getByRole("radio", { name: "アカウント・ログインについて" })).toBeChecked();
		await expectNoAxeViolations(page);
	});

	test("a server failure on sending keeps every value and says what happened; sending again works", async ({
		page,
		request,
	}) => {
		const email = `fault-${test.info().testId}@example.jp`;
		await armFault(request, { call: "POST /api/orange/v1/public/contact", fault: "500", bodyContains: email });
		await page.goto("/contact");
		await hydrated(page);
		await fillPublicForm(page);
		await page.getByLabel("メールアドレス").fill(email);
		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await page.getByRole("button", { name: "送信する" }).click();
		// Still on 確認, told first that nothing was sent, with the enquiry as it was.
		await expect(page.getByRole("region", { name: "送信できませんでした" })).toBeFocused();
		const alert = page.locator(".error-summary").getByRole("alert");
		await expect(alert).toContainText("お問い合わせはまだ送信されていません");
		await expect(alert).toContainText("サーバーでエラーが発生しました");
		await expect(page.getByRole("heading", { level: 1, name: "入力内容の確認" })).toBeVisible();
		await expect(page.locator(".steps [aria-current='step']")).toContainText("確認");
		await expect(confirmList(page)).toContainText(email);
		await expect(confirmList(page).locator(".confirm-list__text")).toHaveText(BODY);
		await expectNoAxeViolations(page);

		await page.getByRole("button", { name: "送信する" }).click();
		await expect(page.getByRole("heading", { level: 1, name: "お問い合わせを受け付けました" })).toBeVisible();
		await receiptNumber(page);
	});

	test("a completion URL only opens on its own page and cannot be forged", async ({ page }) => {
		await page.goto("/contact?receipt=v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
		await expect(page.getByRole("heading", { level: 1, name: "お問い合わせ" })).toBeVisible();
		await expect(page.getByText("受付番号")).toHaveCount(0);
	});

	test("IME: the Enter that confirms a conversion does not submit", async ({ page }) => {
		await page.goto("/contact");
		await hydrated(page);
		const prevented = await page.getByLabel("お名前").evaluate((input) => {
			const event = new KeyboardEvent("keydown", { key: "Enter", isComposing: true, bubbles: true, cancelable: true });
			input.dispatchEvent(event);
			return event.defaultPrevented;
		});
		expect(prevented).toBe(true);
	});

	test.describe("without JavaScript", () => {
		test.use({ javaScriptEnabled: false });

		test("server-side validation keeps the input; the whole flow works with plain posts", async ({ page }) => {
			await page.goto("/contact");
			await page.getByLabel("お名前").fill("山田 花子");
			await page.getByLabel("メールアドレス").fill("hanako@example");
			await page.getByLabel("お問い合わせ内容").fill(BODY);
			await page.getByRole("button", { name: "入力内容を確認する" }).click();
			await expect(page.locator(".field__errors").getByText("お問い合わせの種類を選択してください")).toBeVisible();
			await expect(page.locator(".field__errors").getByText("フリガナを入力してください")).toBeVisible();
			await expect(
				page.locator(".field__errors").getByText("メールアドレスの形式が正しくありません", { exact: false }),
			).toBeVisible();
			await expect(page.getByLabel("お名前")).toHaveValue("山田 花子");
			await expect(page.getByLabel("メールアドレス")).toHaveValue("hanako@example");
			await expect(page.getByLabel("お問い合わせ内容")).toHaveValue(BODY);
			await expect(page.getByLabel("メールアドレス")).toHaveAttribute("aria-invalid", "true");

			await fillPublicForm(page);
			await page.getByRole("button", { name: "入力内容を確認する" }).click();
			await expect(page.getByRole("heading", { level: 1, name: "入力内容の確認" })).toBeVisible();
			await page.getByRole("button", { name: "入力内容を修正する" }).click();
			await expect(page.getByLabel("お問い合わせ内容")).toHaveValue(BODY);
			await page.getByRole("button", { name: "入力内容を確認する" }).click();
			await page.getByRole("button", { name: "送信する" }).click();
			await expect(page).toHaveURL(/\/contact\?receipt=/);
			await expect(page.getByRole("heading", { level: 1, name: "お問い合わせを受け付けました" })).toBeVisible();
			await receiptNumber(page);
		});

		test("a server failure on sending stays on 確認, says nothing was sent, and sends on the next try", async ({
			page,
			request,
		}) => {
			const email = `fault-${test.info().testId}@example.jp`;
			await armFault(request, { call: "POST /api/orange/v1/public/contact", fault: "503", bodyContains: email });
			await page.goto("/contact");
			await fillPublicForm(page);
			await page.getByLabel("メールアドレス").fill(email);
			await page.getByRole("button", { name: "入力内容を確認する" }).click();
			await page.getByRole("button", { name: "送信する" }).click();
			const alert = page.locator(".error-summary").getByRole("alert");
			await expect(alert).toContainText("お問い合わせはまだ送信されていません");
			await expect(alert).toContainText("ただいまメンテナンス中です");
			await expect(page.getByRole("heading", { level: 1, name: "入力内容の確認" })).toBeVisible();
			await expect(confirmList(page)).toContainText("山田 花子");
			await expect(confirmList(page)).toContainText(email);
			await page.getByRole("button", { name: "入力内容を修正する" }).click();
			await expect(page.getByLabel("お問い合わせ内容")).toHaveValue(BODY);
			await page.getByRole("button", { name: "入力内容を確認する" }).click();
			await page.getByRole("button", { name: "送信する" }).click();
			await expect(page.getByRole("heading", { level: 1, name: "お問い合わせを受け付けました" })).toBeVisible();
		});

		test("an answer lost after storing: the resend from the page stores nothing twice", async ({ page, request }) => {
			const email = `lost-${test.info().testId}@example.jp`;
			await armFault(request, { call: "POST /api/orange/v1/public/contact", fault: "lost", bodyContains: email });
			await page.goto("/contact");
			await fillPublicForm(page);
			await page.getByLabel("メールアドレス").fill(email);
			await page.getByRole("button", { name: "入力内容を確認する" }).click();
			await page.getByRole("button", { name: "送信する" }).click();
			await expect(page.getByRole("heading", { name: "送信できたか確認できませんでした" })).toBeVisible();
			await expect(page.getByText("まだ送信されていません")).toHaveCount(0);
			await expect(confirmList(page)).toContainText(email);
			await page.getByRole("button", { name: "送信する" }).click();
			await expect(page.getByRole("heading", { level: 1, name: "お問い合わせを受け付けました" })).toBeVisible();
			const number = await receiptNumber(page);
			expect((await storedEnquiries(request, email)).map(String)).toEqual([number]);
		});

		test("a filled honeypot 'succeeds' without sending: no receipt number", async ({ page }) => {
			await page.goto("/contact");
			// Hidden from people and assistive technology alike.
			await expect(page.getByRole("textbox", { name: "このフィールドは空のままにしてください" })).toHaveCount(0);
			const trap = page.locator("input[name='website']");
			await expect(trap).toHaveAttribute("tabindex", "-1");
			await fillPublicForm(page);
			await trap.fill("https://spam.example/");
			await page.getByRole("button", { name: "入力内容を確認する" }).click();
			await expect(page.getByRole("heading", { level: 1, name: "お問い合わせを受け付けました" })).toBeVisible();
			await expect(page.getByText("受付番号")).toHaveCount(0);
		});
	});
});

test.describe("member enquiry /contact/user", RECIPE_MEMBER, () => {
	test.beforeEach(async ({ request }) => {
		await resetMember(request, "recipe");
	});

	test("a signed-in member sends with subject and body only; the reply goes to the registered address", async ({
		page,
	}) => {
		await signIn(page, "recipe", "/contact/user");
		await hydrated(page);
		await expect(page.getByText("ご登録のメールアドレス（yumi.kobayashi@example.jp）", { exact: false })).toBeVisible();
		await expect(page.locator("input[name='website']")).toHaveCount(0);
		await expect(page.getByLabel("お名前")).toHaveCount(0);
		await expectNoAxeViolations(page);

		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await expect(page.locator(".field__errors").getByText("お問い合わせの種類を選択してください")).toBeVisible();
		await expect(page.locator(".field__errors").getByText("お問い合わせ内容を入力してください")).toBeVisible();

		await page.getByRole("radio", { name: "みらいヘルスナビについて" }).check();
		await page.getByLabel("お問い合わせ内容").fill("歩数が反映されません。");
		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await expect(confirmList(page)).toContainText("みらいヘルスナビについて");
		await expect(confirmList(page)).toContainText("歩数が反映されません。");
		await expectNoAxeViolations(page);

		await page.getByRole("button", { name: "送信する" }).click();
		await expect(page).toHaveURL(/\/contact\/user\?receipt=/);
		await expect(page.getByRole("heading", { level: 1, name: "お問い合わせを受け付けました" })).toBeFocused();
		await receiptNumber(page);
		await expectNoAxeViolations(page);

		// A receipt of this page does not open on the public one.
		const search = new URL(page.url()).search;
		await page.goto(`/contact${search}`);
		await expect(page.getByRole("heading", { level: 1, name: "お問い合わせ" })).toBeVisible();
		await expect(page.getByText("受付番号")).toHaveCount(0);
	});

	test("an answer lost after the enquiry was stored: told as unknown, and sending again stores it once", async ({
		page,
		request,
	}) => {
		const text = `届いたか分からない問い合わせ ${crypto.randomUUID()}`;
		await armFault(request, { call: "POST /api/orange/v1/contact", fault: "lost", bodyContains: text });
		await signIn(page, "recipe", "/contact/user");
		await hydrated(page);
		await page.getByRole("radio", { name: "みらいヘルスナビについて" }).check();
		await page.getByLabel("お問い合わせ内容").fill(text);
		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await page.getByRole("button", { name: "送信する" }).click();
		const summary = page.locator(".error-summary");
		await expect(summary.getByRole("heading", { name: "送信できたか確認できませんでした" })).toBeVisible();
		await expect(summary).toContainText("二重に届くことはありません");
		await expect(page.getByText("まだ送信されていません")).toHaveCount(0);
		expect(await storedEnquiries(request, text)).toHaveLength(1);
		await expectNoAxeViolations(page);

		await page.getByRole("button", { name: "送信する" }).click();
		await expect(page.getByRole("heading", { level: 1, name: "お問い合わせを受け付けました" })).toBeFocused();
		const stored = await storedEnquiries(request, text);
		expect(stored).toHaveLength(1);
		expect(await receiptNumber(page)).toBe(String(stored[0]));
		// The failed try's toast does not stand over the receipt.
		await expect(page.getByRole("status").filter({ hasText: "Bad Gateway" })).toHaveCount(0);
	});

	test("a server failure on sending keeps the enquiry; sending again works", async ({ page, request }) => {
		await armFault(request, { call: "POST /api/orange/v1/contact", fault: "503", member: "recipe" });
		await signIn(page, "recipe", "/contact/user");
		await hydrated(page);
		await page.getByRole("radio", { name: "みらいヘルスナビについて" }).check();
		await page.getByLabel("お問い合わせ内容").fill("歩数が反映されません。");
		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await page.getByRole("button", { name: "送信する" }).click();
		const alert = page.locator(".error-summary").getByRole("alert");
		await expect(alert).toContainText("お問い合わせはまだ送信されていません");
		await expect(alert).toContainText("ただいまメンテナンス中です");
		await expect(confirmList(page).locator(".confirm-list__text")).toHaveText("歩数が反映されません。");

		await page.getByRole("button", { name: "送信する" }).click();
		await expect(page.getByRole("heading", { level: 1, name: "お問い合わせを受け付けました" })).toBeFocused();
	});

	test.describe("without JavaScript", () => {
		test.use({ javaScriptEnabled: false });

		test("an upstream-wide 503 while sending: the answer page still shows the enquiry as typed", async ({
			page,
			request,
		}) => {
			const text = `全部止まっていても残る問い合わせ ${crypto.randomUUID()}`;
			await signInWithoutJavaScript(page, "recipe", "/contact/user");
			await page.getByRole("radio", { name: "みらいヘルスナビについて" }).check();
			await page.getByLabel("お問い合わせ内容").fill(text);
			await page.getByRole("button", { name: "入力内容を確認する" }).click();
			for (const call of ["GET /api/orange/v1/current_user", "GET /api/orange/v1/current_user/detail"]) {
				await armFault(request, { call, fault: "503", member: "recipe", times: 4 });
			}
			await armFault(request, { call: "POST /api/orange/v1/contact", fault: "503", member: "recipe" });
			await page.getByRole("button", { name: "送信する" }).click();
			await expect(page.locator(".error-summary").getByRole("alert")).toContainText("まだ送信されていません");
			await expect(confirmList(page).locator(".confirm-list__text")).toHaveText(text);
			expect(await storedEnquiries(request, text)).toEqual([]);
		});
	});
});
