import { expect, type Page, test } from "@playwright/test";
import { type DemoLogin, passTwoFactor, signIn, signInAtIdp } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { test as memberTest } from "./support/members";
import { lastMailedLink, memberEmail, resetMember } from "./support/mock";
import { hydrated } from "./support/page";

/* Password flows; changes use the reserved members `password` and `force`, reset first. */

const NEW_PASSWORD = "Kenko-2026!Navi";
const PASSWORD_MEMBER_EMAIL = memberEmail("password");
const RESET_DONE = "パスワードを再設定しました。新しいパスワードでログインしてください。";
const RULES = ["10文字以上64文字以内", "半角の英字・数字・記号", "英大文字・英小文字・数字・記号のうち3種類以上を含む"];

/** The rules are on the page before anything is typed, and the new password's field points at them. */
async function expectRulesShown(page: Page) {
	const field = input(page, "新しいパスワード");
	for (const rule of RULES) await expect(page.getByText(rule, { exact: false }).first()).toBeVisible();
	const hintId = (await field.getAttribute("aria-describedby"))?.split(" ").find((id) => id.endsWith("-hint"));
	expect(hintId).toBeTruthy();
	await expect(page.locator(`[id="${hintId}"]`)).toContainText(RULES[0] ?? "");
}

/** A form field by its label text (the label also says 必須 on required fields). */
function input(page: Page, label: string) {
	return page.getByLabel(new RegExp(`^${label}(\\s*必須)?$`));
}

function fieldErrors(page: Page, label: string) {
	return page
		.locator(".field")
		.filter({ has: input(page, label) })
		.locator(".field__errors");
}

/** Signs in at the mock IdP with a password other than the demo one. */
async function signInAtIdpWith(page: Page, loginId: DemoLogin, password: string) {
	await expect(page.getByRole("heading", { name: "ログイン" })).toBeVisible();
	await page.getByRole("radio", { name: new RegExp(`（${loginId}）`) }).check();
	await page.getByLabel("パスワード", { exact: true }).fill(password);
	await page.getByRole("button", { name: "ログイン" }).click();
}

async function latestResetLink(page: Page, to: string): Promise<string> {
	const link = await lastMailedLink(page.request, to);
	expect(link).toMatch(/^\/users\/password\/reset\/[\w-]+$/);
	return link;
}

// Every test here is a flow of several posts, most with axe checks: 90 s, what they take on a
// loaded 2-core machine, not the default 30 (the members' serial blocks below say so again).
test.describe.configure({ timeout: 90_000 });

test.describe("activation", () => {
	test("rules up front, violations at the fields with input kept, then done and on to sign-in", async ({ page }) => {
		await page.goto("/activation/demo-activation");
		await expect(page.getByRole("heading", { level: 1, name: "利用登録" })).toBeVisible();
		await expect(page).toHaveTitle("利用登録｜みらいヘルスナビ");
		await expectRulesShown(page);
		await hydrated(page);
		await expectNoAxeViolations(page);

		const password = input(page, "新しいパスワード");
		const confirmation = input(page, "新しいパスワード（確認）");
		await password.fill("kenko2026");
		await confirmation.fill("kenko2027");
		await page.getByRole("button", { name: "パスワードを設定する" }).click();
		await expect(fieldErrors(page, "新しいパスワード")).toContainText("パスワードは10文字以上で入力してください");
		await expect(fieldErrors(page, "新しいパスワード")).toContainText(
			"英大文字・英小文字・数字・記号のうち3種類以上を組み合わせてください",
		);
		await expect(fieldErrors(page, "新しいパスワード（確認）")).toHaveText(
			"確認用のパスワードが一致しません。同じパスワードを入力してください",
		);
		await expect(password).toHaveAttribute("aria-invalid", "true");
		// The error summary takes focus; its links lead to the fields.
		await expect(page.getByRole("region", { name: "入力内容にエラーがあります" })).toBeFocused();
		await expect(password).toHaveValue("kenko2026");
		await expect(confirmation).toHaveValue("kenko2027");
		await expect(page).toHaveURL(/\/activation\/demo-activation$/);
		await expectNoAxeViolations(page);

		// The checklist follows the typing; "show passwords" reveals what was typed.
		await password.fill("Kenko2026x");
		await expect(page.locator(".password-rules li.is-met")).toHaveCount(3);
		await page.getByLabel("パスワードを表示する").check();
		await expect(password).toHaveAttribute("type", "text");

		await confirmation.fill("Kenko2026x");
		await page.getByRole("button", { name: "パスワードを設定する" }).click();
		const done = page.getByRole("heading", { level: 1, name: "利用登録が完了しました" });
		await expect(done).toBeVisible();
		await expect(done).toBeFocused();
		await expectNoAxeViolations(page);
		await page.getByRole("link", { name: "ログイン画面へ進む" }).click();
		await expect(page).toHaveURL(/\/_mock\/oauth\/authorize\?/);
		await expect(page.getByRole("heading", { name: "ログイン" })).toBeVisible();
	});
});

test.describe("expired and invalid links", () => {
	for (const path of [
		"/activation/fault-410",
		"/activation/no-such-token",
		"/activation/bad.token",
		"/users/password/reset/fault-410",
		"/users/password/reset/no-such-token",
		"/users/password/reset/%E3%81%82",
	]) {
		test(`${path} goes to the expired-link page`, async ({ page }) => {
			await page.goto(path);
			await expect(page).toHaveURL(/\/users\/token_expired$/);
			await expect(page.getByRole("heading", { level: 1, name: "URLの有効期限切れ" })).toBeVisible();
		});
	}

	test("a server failure on the check is the error screen, not an expired link", async ({ page }) => {
		const response = await page.goto("/users/password/reset/fault-500");
		expect(response?.status()).toBe(500);
		await expect(page).toHaveURL(/\/users\/password\/reset\/fault-500$/);
		await expect(page.getByRole("heading", { level: 1, name: "500" })).toBeVisible();
		await expect(page.getByText("サーバーでエラーが発生しました")).toBeVisible();
	});

	test("the expired-link page explains and sends a new link, neutral about the address", async ({ page }) => {
		await page.goto("/users/token_expired");
		await expect(page).toHaveTitle("URLの有効期限切れ｜みらいヘルスナビ");
		await expect(page.getByText("有効期限を過ぎたか、すでに使用されたため無効になっています")).toBeVisible();
		await hydrated(page);
		await expectNoAxeViolations(page);

		const email = input(page, "ご登録のメールアドレス");
		await email.fill("nobody@example");
		await page.getByRole("button", { name: "新しいURLを送信する" }).click();
		await expect(fieldErrors(page, "ご登録のメールアドレス")).toHaveText(
			"メールアドレスの形式が正しくありません（例：taro@example.jp）",
		);
		await expect(email).toHaveAttribute("aria-invalid", "true");
		await expect(email).toHaveValue("nobody@example");
		await expectNoAxeViolations(page);

		await email.fill("nobody@example.jp");
		await page.getByRole("button", { name: "新しいURLを送信する" }).click();
		await expect(page).toHaveURL(/\/users\/token_expired\?sent=1$/);
		const sent = page.getByRole("heading", { name: "メールを送信しました" });
		await expect(sent).toBeVisible();
		await expect(sent).toBeFocused();
		await expect(page.getByText("入力されたメールアドレスがご登録のものであれば")).toBeVisible();
		await expectNoAxeViolations(page);
	});
});

test.describe("reset link (demo)", () => {
	test("shows the rules and refuses a weak password at the fields", async ({ page }) => {
		await page.goto("/users/password/reset/demo-reset");
		await expect(page.getByRole("heading", { level: 1, name: "パスワードの再設定" })).toBeVisible();
		await expectRulesShown(page);
		await hydrated(page);
		await expectNoAxeViolations(page);
		await input(page, "新しいパスワード").fill("ｐａｓｓｗｏｒｄ１２３４");
		await input(page, "新しいパスワード（確認）").fill("ｐａｓｓｗｏｒｄ１２３４");
		await page.getByRole("button", { name: "パスワードを再設定する" }).click();
		await expect(fieldErrors(page, "新しいパスワード")).toContainText(
			"パスワードには半角の英字・数字・記号だけを使ってください（全角文字とスペースは使えません）",
		);
		await expect(input(page, "新しいパスワード")).toHaveValue("ｐａｓｓｗｏｒｄ１２３４");
		await expect(page).toHaveURL(/\/users\/password\/reset\/demo-reset$/);
		await expectNoAxeViolations(page);
	});
});

/** Back from sign-in to the link just used, on a phone: the reset is done (not 「有効期限切れ」), and sign-in is the way on. */
async function expectResetDoneOnBack(page: Page, { axe = true } = {}) {
	await page.setViewportSize({ width: 320, height: 568 });
	await page.goBack();
	await expect(page).toHaveURL(/\/users\/password\/reset\/[\w-]+$/);
	await expect(page.getByRole("heading", { level: 1, name: "パスワードは再設定済みです" })).toBeVisible();
	await expect(page.getByText("有効期限")).toHaveCount(0);
	if (axe) await expectNoAxeViolations(page);
	// On to sign-in: /login, its notice already shown, goes straight to the provider's page.
	await page.getByRole("link", { name: "ログイン画面へ進む" }).click();
	await expect(page).toHaveURL(/\/_mock\/oauth\/authorize\?/);
}

test.describe("member `password`", () => {
	// One member, one password: these run in order. Each signs in fully (IdP, two-factor) and runs axe
	// several times, which outgrows the default 30 s on a loaded machine.
	test.describe.configure({ mode: "serial", timeout: 90_000 });

	test("update: wrong current password at its field, rules at theirs, then the change told under the heading", async ({
		page,
	}) => {
		await resetMember(page.request, "password");
		await signIn(page, "password", "/users/password/update");
		await expect(page.getByRole("heading", { level: 1, name: "パスワード変更" })).toBeVisible();
		await expectRulesShown(page);
		await hydrated(page);
		await expectNoAxeViolations(page);

		const current = input(page, "現在のパスワード");
		const password = input(page, "新しいパスワード");
		const confirmation = input(page, "新しいパスワード（確認）");
		await current.fill("Password123!");
		await password.fill("Password123!");
		await confirmation.fill("Password123!");
		await page.getByRole("button", { name: "パスワードを変更する" }).click();
		await expect(fieldErrors(page, "新しいパスワード")).toHaveText(
			"現在のパスワードとは異なるパスワードを設定してください",
		);
		await expect(password).toHaveValue("Password123!");

		await current.fill("NotMyPassword1!");
		await password.fill(NEW_PASSWORD);
		await confirmation.fill(NEW_PASSWORD);
		await page.getByRole("button", { name: "パスワードを変更する" }).click();
		await expect(fieldErrors(page, "現在のパスワード")).toHaveText("現在のパスワードが正しくありません");
		await expect(current).toHaveAttribute("aria-invalid", "true");
		// The error summary takes focus; its links lead to the fields.
		await expect(page.getByRole("region", { name: "入力内容にエラーがあります" })).toBeFocused();
		await expect(page).toHaveURL(/\/users\/password\/update$/);
		await expectNoAxeViolations(page);

		await current.fill("Password123!");
		await page.getByRole("button", { name: "パスワードを変更する" }).click();
		await expect(page).toHaveURL(/\/users\/detail$/);
		// Told once, under the heading, and it stays (no toast that leaves after 3 s over the header).
		const changed = page.locator(".notification").filter({ hasText: "パスワードを変更しました" });
		await expect(changed).toBeVisible();
		await expect(page.getByText("パスワードを変更しました")).toHaveCount(1);
		await page.waitForTimeout(3_500);
		await expect(changed).toBeVisible();
		await expectNoAxeViolations(page);

		// The new password is the one that signs in now.
		await page.getByRole("button", { name: "ログアウト" }).click();
		// /login says the sign-out happened and waits for the member to choose to sign in again.
		await expect(page.getByRole("status")).toHaveText("ログアウトしました");
		await page.getByRole("button", { name: "ログインする" }).click();
		await signInAtIdpWith(page, "password", "Password123!");
		await expect(page.getByRole("alert")).toHaveText("ログインIDまたはパスワードが正しくありません。");
		await signInAtIdpWith(page, "password", NEW_PASSWORD);
		await expect(page).toHaveURL(/\/two_factor_authentication\/email/);
	});

	test("reset by e-mail: neutral confirmation, the mailed link, a new password, then sign-in", async ({ page }) => {
		await resetMember(page.request, "password");
		await page.goto("/users/password/reset");
		await expect(page.getByRole("heading", { level: 1, name: "パスワードの再設定" })).toBeVisible();
		await hydrated(page);
		await expectNoAxeViolations(page);

		// An unknown and a known address get the very same answer.
		const answers: string[] = [];
		for (const address of ["nobody@example.jp", `　${PASSWORD_MEMBER_EMAIL.replace("@", "＠")}`]) {
			await input(page, "ご登録のメールアドレス").fill(address);
			await page.getByRole("button", { name: "再設定用のメールを送信する" }).click();
			await expect(page).toHaveURL(/\/users\/password\/reset\?sent=1$/);
			answers.push((await page.locator(".password-notice").textContent()) ?? "");
			await page.getByRole("link", { name: "メールアドレスを入力し直す" }).click();
		}
		expect(answers[0]).toContain("メールを送信しました");
		expect(answers[1]).toBe(answers[0]);

		await page.goto(await latestResetLink(page, PASSWORD_MEMBER_EMAIL));
		await expectRulesShown(page);
		await hydrated(page);
		await input(page, "新しいパスワード").fill(NEW_PASSWORD);
		await input(page, "新しいパスワード（確認）").fill(NEW_PASSWORD);
		await page.getByRole("button", { name: "パスワードを再設定する" }).click();
		// Our own sign-in step says it worked (the provider's page could not), once: on the page, no toast.
		await expect(page).toHaveURL(/\/login$/);
		await expect(page.getByRole("heading", { level: 1, name: "ログイン" })).toBeVisible();
		await expect(page.locator(".notification")).toHaveText(RESET_DONE);
		await expect(page.getByText(RESET_DONE)).toHaveCount(1);
		await expectNoAxeViolations(page);
		await expectResetDoneOnBack(page);
		await signInAtIdpWith(page, "password", NEW_PASSWORD);
		await expect(page).toHaveURL(/\/two_factor_authentication\/email/);
		// Said once: not again after signing in.
		await expect(page.getByText(RESET_DONE)).toHaveCount(0);
	});

	test.describe("without JavaScript", () => {
		test.use({ javaScriptEnabled: false });

		test("a reset by e-mail ends on sign-in with the confirmation on the page", async ({ page }) => {
			await resetMember(page.request, "password");
			await page.goto("/users/password/reset");
			await input(page, "ご登録のメールアドレス").fill(PASSWORD_MEMBER_EMAIL);
			await page.getByRole("button", { name: "再設定用のメールを送信する" }).click();
			await expect(page).toHaveURL(/sent=1$/);
			await page.goto(await latestResetLink(page, PASSWORD_MEMBER_EMAIL));
			await input(page, "新しいパスワード").fill(NEW_PASSWORD);
			await input(page, "新しいパスワード（確認）").fill(NEW_PASSWORD);
			await page.getByRole("button", { name: "パスワードを再設定する" }).click();
			await expect(page).toHaveURL(/\/login$/);
			await expect(page.locator(".notification[role=status]")).toHaveText(RESET_DONE);
			await expectResetDoneOnBack(page, { axe: false });
			// The message was shown once: opening /login again goes straight on.
			await page.goto("/login");
			await expect(page).toHaveURL(/\/_mock\/oauth\/authorize\?/);
		});
	});

	test("a link used meanwhile answers 410 on submit: the error screen", async ({ page, context, browser }) => {
		await resetMember(page.request, "password");
		await page.goto("/users/password/reset");
		await input(page, "ご登録のメールアドレス").fill(PASSWORD_MEMBER_EMAIL);
		await page.getByRole("button", { name: "再設定用のメールを送信する" }).click();
		await expect(page).toHaveURL(/sent=1$/);
		const link = await latestResetLink(page, PASSWORD_MEMBER_EMAIL);

		await page.goto(link);
		await hydrated(page);
		const other = await context.newPage();
		await other.goto(link);
		await input(other, "新しいパスワード").fill(NEW_PASSWORD);
		await input(other, "新しいパスワード（確認）").fill(NEW_PASSWORD);
		await other.getByRole("button", { name: "パスワードを再設定する" }).click();
		await expect(other).toHaveURL(/\/login$/);
		await other.close();

		await input(page, "新しいパスワード").fill("Another-2026!x");
		await input(page, "新しいパスワード（確認）").fill("Another-2026!x");
		await page.getByRole("button", { name: "パスワードを再設定する" }).click();
		await expect(page.getByRole("heading", { level: 1, name: "410" })).toBeVisible();
		// The server's words come as the error toast too (in the browser; the screen says them anyway).
		await expect(page.locator(".toast--error")).toContainText("このURLはすでに使用されています");
		await expect(page.getByText("アクセスしようとしたページは表示できませんでした")).toBeVisible();
		await expect(page.locator(".error-screen").getByText("このURLはすでに使用されています")).toBeVisible();
		await expect(page).toHaveTitle("エラー｜みらいヘルスナビ");

		// Opened again in this browser, which set the password with it: done, not expired.
		await page.goto(link);
		await expect(page.getByRole("heading", { level: 1, name: "パスワードは再設定済みです" })).toBeVisible();
		// In any other browser it is an expired link.
		const elsewhere = await browser.newContext();
		const stranger = await elsewhere.newPage();
		await stranger.goto(link);
		await expect(stranger).toHaveURL(/\/users\/token_expired$/);
		await elsewhere.close();
	});
});

test.describe("member `force`", () => {
	// One member, one password: these run in order. Each signs in fully (IdP, two-factor) and runs axe
	// several times, which outgrows the default 30 s on a loaded machine.
	test.describe.configure({ mode: "serial", timeout: 90_000 });

	test("after two-factor: forced change with the rules, wrong current password, then the remembered page", async ({
		page,
	}) => {
		await resetMember(page.request, "force");
		await signInAtIdp(page, "force", "/users/detail");
		await passTwoFactor(page);
		await expect(page).toHaveURL(/\/users\/password\/force_change\?returnTo=%2Fusers%2Fdetail$/);
		await expect(page.getByRole("heading", { level: 1, name: "パスワード変更のお願い" })).toBeVisible();
		await expectRulesShown(page);
		await hydrated(page);
		await expectNoAxeViolations(page);

		const current = input(page, "現在のパスワード");
		const password = input(page, "新しいパスワード");
		const confirmation = input(page, "新しいパスワード（確認）");
		await password.fill("short");
		await page.getByRole("button", { name: "パスワードを変更する" }).click();
		await expect(fieldErrors(page, "現在のパスワード")).toHaveText("現在のパスワードを入力してください");
		await expect(fieldErrors(page, "新しいパスワード")).toContainText("パスワードは10文字以上で入力してください");
		await expect(fieldErrors(page, "新しいパスワード（確認）")).toHaveText(
			"確認のため、新しいパスワードをもう一度入力してください",
		);
		await expect(password).toHaveValue("short");
		// The error summary takes focus; its links lead to the fields.
		await expect(page.getByRole("region", { name: "入力内容にエラーがあります" })).toBeFocused();

		await current.fill("Wrong-password1");
		await password.fill(NEW_PASSWORD);
		await confirmation.fill(NEW_PASSWORD);
		await page.getByRole("button", { name: "パスワードを変更する" }).click();
		await expect(fieldErrors(page, "現在のパスワード")).toHaveText("現在のパスワードが正しくありません");
		await expect(page).toHaveURL(/force_change\?returnTo=%2Fusers%2Fdetail$/);
		await expectNoAxeViolations(page);

		await current.fill("Password123!");
		await page.getByRole("button", { name: "パスワードを変更する" }).click();
		await expect(page).toHaveURL(/\/users\/detail$/);
		await expect(page.getByRole("heading", { level: 1, name: "会員情報" })).toBeVisible();
		await expect(page.getByText("パスワードを変更しました")).toBeVisible();
	});

	test("403-002 on any page sends the member to the forced change and back again", async ({ page }) => {
		await resetMember(page.request, "force");
		await signInAtIdp(page, "force", "/");
		await passTwoFactor(page);
		await expect(page).toHaveURL(/\/users\/password\/force_change\?returnTo=%2F$/);
		// Skipping the change: the API holds every member page at 403-002.
		await page.goto("/news");
		await expect(page).toHaveURL(/\/users\/password\/force_change\?returnTo=%2Fnews$/);
		await hydrated(page);
		await input(page, "現在のパスワード").fill("Password123!");
		await input(page, "新しいパスワード").fill(NEW_PASSWORD);
		await input(page, "新しいパスワード（確認）").fill(NEW_PASSWORD);
		await page.getByRole("button", { name: "パスワードを変更する" }).click();
		await expect(page).toHaveURL(/\/news$/);
		await expect(page.getByText("パスワードを変更しました")).toBeVisible();
		await page.goto("/users/detail");
		await expect(page).toHaveURL(/\/users\/detail$/);
	});
});

test.describe("without JavaScript", () => {
	test.use({ javaScriptEnabled: false });

	test("activation posts, shows the rules' messages at the fields without echoing passwords, then completes", async ({
		page,
	}) => {
		await page.goto("/activation/demo-activation");
		await expectRulesShown(page);
		await expect(page.getByLabel("パスワードを表示する")).toHaveCount(0);
		await input(page, "新しいパスワード").fill("Kenko2026x");
		await input(page, "新しいパスワード（確認）").fill("Kenko2026y");
		await page.getByRole("button", { name: "パスワードを設定する" }).click();
		await expect(fieldErrors(page, "新しいパスワード（確認）")).toHaveText(
			"確認用のパスワードが一致しません。同じパスワードを入力してください",
		);
		await expect(input(page, "新しいパスワード（確認）")).toHaveAttribute("aria-invalid", "true");
		// Typed passwords are never written back into the page.
		await expect(input(page, "新しいパスワード")).toHaveValue("");
		expect(await page.content()).not.toContain("Kenko2026");

		await input(page, "新しいパスワード").fill("Kenko2026x");
		await input(page, "新しいパスワード（確認）").fill("Kenko2026x");
		await page.getByRole("button", { name: "パスワードを設定する" }).click();
		await expect(page.getByRole("heading", { level: 1, name: "利用登録が完了しました" })).toBeVisible();
		await expect(page.getByRole("link", { name: "ログイン画面へ進む" })).toHaveAttribute("href", "/login");
	});

	test("the expired-link form keeps the address on error and confirms neutrally", async ({ page }) => {
		await page.goto("/users/token_expired");
		await input(page, "ご登録のメールアドレス").fill("ｎｏｂｏｄｙ");
		await page.getByRole("button", { name: "新しいURLを送信する" }).click();
		await expect(fieldErrors(page, "ご登録のメールアドレス")).toHaveText(
			"メールアドレスの形式が正しくありません（例：taro@example.jp）",
		);
		await expect(input(page, "ご登録のメールアドレス")).toHaveValue("ｎｏｂｏｄｙ");
		await input(page, "ご登録のメールアドレス").fill("nobody@example.jp");
		await page.getByRole("button", { name: "新しいURLを送信する" }).click();
		await expect(page).toHaveURL(/\/users\/token_expired\?sent=1$/);
		await expect(page.getByRole("heading", { name: "メールを送信しました" })).toBeVisible();
	});

	test("a reset link refuses a weak password and keeps the page", async ({ page }) => {
		await page.goto("/users/password/reset/demo-reset");
		await input(page, "新しいパスワード").fill("abcdefghij");
		await input(page, "新しいパスワード（確認）").fill("abcdefghij");
		await page.getByRole("button", { name: "パスワードを再設定する" }).click();
		await expect(page).toHaveURL(/\/users\/password\/reset\/demo-reset$/);
		await expect(fieldErrors(page, "新しいパスワード")).toHaveText(
			"英大文字・英小文字・数字・記号のうち3種類以上を組み合わせてください",
		);
	});
});

test.describe("a forced change with nothing due, at 320 px", () => {
	test.use({ viewport: { width: 320, height: 568 } });

	async function expectNothingDue(page: Page, { axe = true } = {}) {
		await expect(page.getByRole("heading", { level: 1, name: "パスワードの変更は必要ありません" })).toBeVisible();
		await expect(page.getByText("パスワード変更のお願い")).toHaveCount(0);
		await expect(page.getByRole("link", { name: "パスワード変更" })).toHaveAttribute("href", "/users/password/update");
		if (axe) await expectNoAxeViolations(page);
		await page.getByRole("link", { name: "ご覧になろうとしていたページへ進む" }).click();
		await expect(page).toHaveURL(/\/news$/);
		await expect(page.getByRole("heading", { level: 1, name: "お知らせ" })).toBeVisible();
	}

	memberTest("says so and leads on to the page asked for", async ({ page, signedIn }) => {
		await signedIn("sms", "/users/password/force_change?returnTo=%2Fnews");
		await expectNothingDue(page);
	});

	memberTest.describe("without JavaScript", () => {
		memberTest.use({ javaScriptEnabled: false });
		memberTest("says so and leads on by a plain link", async ({ page, signedIn }) => {
			await signedIn("email", "/users/password/force_change?returnTo=%2Fnews");
			await expectNothingDue(page, { axe: false });
		});
	});
});
