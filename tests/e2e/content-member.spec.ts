import { expect } from "@playwright/test";
import { TRUST } from "#app/session/trust-wording";
import { formatDate } from "../../app/lib/japanese/dates";
import { DEMO_PIN, signIn, signInAtIdp } from "./support/auth";
import { axeProblems, expectNoAxeViolations } from "./support/axe";
import { recipeSettingOf } from "./support/demo-calendar";
import { test } from "./support/members";
import { resetMember } from "./support/mock";
import { hydrated } from "./support/page";
import { orphanedButtonCharacters } from "./support/page-checks";

test("member detail shows the registration, recipe setting and links", async ({ page, signedIn }) => {
	await signedIn("sms", "/users/detail");
	await expect(page.getByRole("heading", { level: 1, name: "会員情報" })).toBeVisible();
	const profile = page.getByRole("region", { name: "登録内容" });
	const fact = (term: string) => profile.locator("dl > div", { has: page.getByRole("term").filter({ hasText: term }) });
	await expect(fact("氏名（カナ）").getByRole("definition")).toHaveText("ヤマダ タロウ");
	await expect(profile.locator("dt", { hasText: /^氏名$/ }).locator("+ dd")).toHaveText("山田 太郎");
	await expect(fact("資格確認書などの記号・番号").getByRole("definition")).toHaveText("記号 1234　番号 5678");
	await expect(fact("生年月日").getByRole("definition")).toHaveText("1980年4月1日（昭和55年）");
	await expect(fact("住所").getByRole("definition")).toHaveText("〒100-0005東京都千代田区丸の内1-1-1みらいビル10階");
	await expect(fact("電話番号").getByRole("definition")).toHaveText("03-1234-5678");
	await expect(fact("メールアドレス").getByRole("definition")).toHaveText("taro.yamada@example.jp");
	await expect(page.getByRole("region", { name: "レシピ配信" })).toContainText(
		`ダイエット（${formatDate(recipeSettingOf(1001).expiresOn ?? "")}まで配信）`,
	);
	await expect(page.getByText(/現在の認証済みブラウザ：\d+件/)).toBeVisible();
	await expectNoAxeViolations(page);

	await page.getByRole("link", { name: "配信設定を変更する" }).click();
	await expect(page).toHaveURL(/\/users\/recipe_settings$/);
	await page.goBack();
	await page.getByRole("link", { name: "パスワードを変更する" }).click();
	await expect(page).toHaveURL(/\/users\/password\/update$/);
});

test("a member without phone sees 「未登録」; an expired recipe setting says how to resume", async ({
	page,
	signedIn,
}) => {
	await signedIn("email", "/users/detail");
	const profile = page.getByRole("region", { name: "登録内容" });
	await expect(profile.locator("dt", { hasText: "電話番号" }).locator("+ dd")).toHaveText("未登録");
	await expect(profile.locator("dt", { hasText: "生年月日" }).locator("+ dd")).toHaveText("1975年8月15日（昭和50年）");
	await expect(page.getByRole("region", { name: "レシピ配信" })).toContainText(
		`血圧が気になる方（${formatDate(recipeSettingOf(1002).expiresOn ?? "")}まで配信）`,
	);
});

/** Both tests use the member reserved for this (README); serial, so one's reset never hits the other. */
test.describe("trusted browsers", () => {
	test.describe.configure({ mode: "serial" });
	// Clearing is asked first; on a phone the question fits the screen.
	test.use({ viewport: { width: 320, height: 568 } });

	test("clearing trusted browsers: toast, two-factor at once, then back to the detail", async ({ page, request }) => {
		await resetMember(request, "trusted");
		await signIn(page, "trusted", "/users/detail");
		await hydrated(page);
		await expect(page.getByText("現在の認証済みブラウザ：1件")).toBeVisible();
		// A 4-digit area code (Seto), grouped as written in Japan.
		const profile = page.getByRole("region", { name: "登録内容" });
		await expect(profile.locator("dt", { hasText: "電話番号" }).locator("+ dd")).toHaveText("0561-85-1234");

		// Asked first, in a dialog: やめる changes nothing.
		await page.getByRole("link", { name: "認証済みブラウザをすべて解除する" }).click();
		const dialog = page.getByRole("dialog", { name: "認証済みブラウザ1件をすべて解除しますか" });
		await expect(dialog).toBeVisible();
		// It says what happens next: this browser goes to two-factor at once, not at the next sign-in.
		await expect(dialog).toContainText(TRUST.cleared);
		await expect(page).toHaveURL(/\/users\/detail$/);
		await expectNoAxeViolations(page);
		await dialog.getByRole("button", { name: "やめる" }).click();
		await expect(dialog).toBeHidden();
		await expect(page.getByText("現在の認証済みブラウザ：1件")).toBeVisible();
		await page.getByRole("link", { name: "認証済みブラウザをすべて解除する" }).click();
		await dialog.getByRole("button", { name: "解除する" }).click();
		// This browser is no longer trusted either: two-factor now, remembering where the member was.
		await expect(page).toHaveURL(/\/two_factor_authentication\/sms\?returnTo=%2Fusers%2Fdetail$/);
		await expect(page.getByText("認証済みを解除しました")).toBeVisible();

		await hydrated(page);
		await page.getByLabel("認証コード").fill(DEMO_PIN);
		await page.getByRole("button", { name: "認証する" }).click();
		await expect(page).toHaveURL(/\/users\/detail$/);
		await expect(page.getByText("現在の認証済みブラウザ：1件")).toBeVisible();
	});

	test.describe("without JavaScript", () => {
		test.use({ javaScriptEnabled: false });
		test("clearing trusted browsers posts the form and shows the message", async ({ page, request }) => {
			await resetMember(request, "trusted");
			await signInAtIdp(page, "trusted", "/users/detail");
			await page.getByLabel("認証コード").fill(DEMO_PIN);
			await page.getByRole("button", { name: "認証する" }).click();
			await expect(page).toHaveURL(/\/users\/detail$/);
			await expect(page.getByText("現在の認証済みブラウザ：1件")).toBeVisible();
			// Asked first, on the page itself: やめる changes nothing.
			await page.getByRole("link", { name: "認証済みブラウザをすべて解除する" }).click();
			await expect(page).toHaveURL(/\/users\/detail\?confirm=clear-trusted-browsers$/);
			const question = page.getByRole("region", { name: "認証済みブラウザ1件をすべて解除しますか" });
			await expect(question).toContainText(TRUST.cleared);
			await question.getByRole("link", { name: "やめる" }).click();
			await expect(page).toHaveURL(/\/users\/detail$/);
			await expect(page.getByText("現在の認証済みブラウザ：1件")).toBeVisible();
			await page.getByRole("link", { name: "認証済みブラウザをすべて解除する" }).click();
			await question.getByRole("button", { name: "解除する" }).click();
			await expect(page).toHaveURL(/\/two_factor_authentication\/sms\?returnTo=%2Fusers%2Fdetail$/);
			await expect(page.getByRole("status").filter({ hasText: "認証済みを解除しました" })).toBeVisible();
		});
	});
});

test.describe("member detail on the narrowest phone", () => {
	/* At 320 px: the phone number is hyphenated and the page says where changes are made. */

	test.use({ viewport: { width: 320, height: 640 } });
	// The shared member session is made by the first test that asks: a sign-in, slow on a loaded machine.
	test.slow();

	test("member detail: the phone number with hyphens, and the honest way to change details", async ({
		page,
		signedIn,
	}) => {
		await signedIn("sms", "/users/detail");
		await expect(page.getByText("03-1234-5678", { exact: true })).toBeVisible();
		await expect(page.getByText("このサイトでは登録内容を変更できません。")).toBeVisible();
		await expect(
			page.getByText("「連絡先情報のご登録」メールのリンクから変更できます", { exact: false }),
		).toBeVisible();
		await expect(page.locator(".member-changes").getByRole("link", { name: "お問い合わせ" })).toHaveAttribute(
			"href",
			"/contact/user",
		);
		expect(await orphanedButtonCharacters(page)).toEqual([]);
		expect(await axeProblems(page)).toEqual([]);
	});
});
