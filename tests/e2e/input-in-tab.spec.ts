import { expect, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { RECIPE_MEMBER } from "./support/forms";
import { test } from "./support/members";
import { resetMember, storedEnquiries } from "./support/mock";
import { hydrated } from "./support/page";

/*
 * What a member typed survives Back, Forward and Reload in the same tab
 * (docs/decisions/177-input-kept-in-the-tab.md), and is gone after the send, at sign-out and for
 * another member on the same phone.
 */

test.use({ viewport: { width: 320, height: 640 }, hasTouch: true });
test.describe.configure({ timeout: 90_000 });

const SUBJECT = "みらいヘルスナビについて";
const subject = (page: Page) => page.getByRole("radio", { name: SUBJECT });
const body = (page: Page) => page.getByLabel("お問い合わせ内容");
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

/** What this tab keeps, as the page's script sees it: every kept draft's fields. */
function keptInTab(page: Page) {
	return page.evaluate(() =>
		Object.keys(sessionStorage)
			.filter((key) => key.startsWith("kenpo.tab-draft."))
			.map((key) => ({ key, ...(JSON.parse(sessionStorage.getItem(key) ?? "{}") as object) })),
	);
}

/**
 * Taps 確認 and waits until the step is its own history entry: React Router commits the address after
 * the step has rendered, and a Back pressed before that would leave the page.
 */
async function confirm(page: Page) {
	const entries = await page.evaluate(() => history.length);
	await page.getByRole("button", { name: "入力内容を確認する" }).click();
	await expect(heading(page, "入力内容の確認")).toBeFocused();
	await expect.poll(() => page.evaluate(() => history.length)).toBeGreaterThan(entries);
}

async function expectEnquiryTyped(page: Page, text: string) {
	await expect(heading(page, "お問い合わせ")).toBeVisible();
	await expect(subject(page)).toBeChecked();
	await expect(body(page)).toHaveValue(text);
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

async function typeEnquiry(page: Page, text: string) {
	await hydrated(page);
	await subject(page).check();
	await body(page).fill(text);
}

test.describe("the member enquiry /contact/user", () => {
	test("Back from 確認, Forward, and Reload on the confirm step keep the enquiry; after the send it is gone", async ({
		page,
		signedIn,
		request,
	}) => {
		const text = `戻るで消えない問い合わせ ${crypto.randomUUID()}`;
		await signedIn("sms", "/contact/user");
		await typeEnquiry(page, text);
		await confirm(page);

		await page.goBack();
		await expectEnquiryTyped(page, text);
		await expectNoAxeViolations(page);

		await page.goForward();
		await expectEnquiryTyped(page, text);

		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await expect(heading(page, "入力内容の確認")).toBeFocused();
		await page.reload();
		await hydrated(page);
		await expectEnquiryTyped(page, text);

		// Kept under an opaque scope: never the member's id, never anything but the form's own fields.
		const [kept] = await keptInTab(page);
		expect(kept).toMatchObject({
			scope: expect.stringMatching(/^[0-9a-f]{16}$/),
			fields: { subject: [expect.any(String)], body: [text] },
		});
		expect(Object.keys((kept as unknown as { fields: object }).fields).sort()).toEqual(["body", "subject"]);

		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await page.getByRole("button", { name: "送信する" }).click();
		await expect(heading(page, "お問い合わせを受け付けました")).toBeFocused();
		expect(await storedEnquiries(request, text)).toHaveLength(1);
		expect(await keptInTab(page)).toEqual([]);

		await page.goto("/contact/user");
		await hydrated(page);
		await expect(body(page)).toHaveValue("");
		await expect(subject(page)).not.toBeChecked();
	});

	test("a sign-out leaves nothing typed in the tab, and another member signing in sees nothing", async ({ page }) => {
		const text = `ログアウト前の下書き ${crypto.randomUUID()}`;
		await signIn(page, "sms", "/contact/user");
		await typeEnquiry(page, text);
		await page.getByText("メニュー", { exact: true }).click();
		await page.getByRole("button", { name: "ログアウト" }).click();
		await expect(page.getByRole("heading", { name: "ログイン" })).toBeVisible();
		expect(await keptInTab(page)).toEqual([]);

		// The session ends without a sign-out (cookies gone): the next member's scope is not the last one's.
		await signIn(page, "sms", "/contact/user");
		await typeEnquiry(page, text);
		await page.context().clearCookies();
		await signIn(page, "email", "/contact/user");
		await hydrated(page);
		await expect(body(page)).toHaveValue("");
		await expect(subject(page)).not.toBeChecked();
		expect(await keptInTab(page)).toEqual([]);
	});
});

test.describe("the public enquiry /contact", () => {
	test("Back from 確認 keeps what a visitor typed", async ({ page }) => {
		const text = `ログインできない件 ${crypto.randomUUID()}`;
		await page.goto("/contact");
		await hydrated(page);
		await page.getByRole("radio", { name: "アカウント・ログインについて" }).check();
		await page.getByLabel("お名前").fill("山田 花子");
		await page.getByLabel("フリガナ").fill("ヤマダ　ハナコ");
		await page.getByLabel("メールアドレス").fill("hanako@example.jp");
		await body(page).fill(text);
		await page.getByRole("checkbox", { name: /個人情報の取扱いに同意します/ }).check();
		await confirm(page);
		await page.goBack();
		await expect(heading(page, "お問い合わせ")).toBeVisible();
		await expect(page.getByRole("radio", { name: "アカウント・ログインについて" })).toBeChecked();
		await expect(page.getByLabel("お名前")).toHaveValue("山田 花子");
		await expect(page.getByLabel("メールアドレス")).toHaveValue("hanako@example.jp");
		await expect(body(page)).toHaveValue(text);
		expect((await keptInTab(page))[0]).toMatchObject({ scope: "visitor" });
	});
});

test.describe("forms of member recipe", RECIPE_MEMBER, () => {
	test.beforeEach(async ({ request }) => {
		await resetMember(request, "recipe");
	});
	test.afterEach(async ({ request }) => {
		await resetMember(request, "recipe");
	});

	const question = (page: Page, text: string) => page.locator(".question").filter({ hasText: text });

	test("the questionnaire's answers survive a Reload; answered, the tab keeps nothing", async ({ page }) => {
		await signIn(page, "recipe", "/questionnaires/2/new");
		await hydrated(page);
		await question(page, "6時間以上眠れた日").getByRole("radio", { name: "週4日" }).check();
		await page.getByLabel("睡眠について気になること").fill("夜中に目が覚めます。");
		await page.reload();
		await hydrated(page);
		await expect(question(page, "6時間以上眠れた日").getByRole("radio", { name: "週4日" })).toBeChecked();
		await expect(page.getByLabel("睡眠について気になること")).toHaveValue("夜中に目が覚めます。");

		await question(page, "スマートフォン").getByRole("radio", { name: "できなかった" }).check();
		await page
			.getByRole("checkbox", { name: /健康に関する情報を、当組合の保健事業に利用することに同意します/ })
			.check();
		await page.getByRole("button", { name: "回答を送信する" }).click();
		await expect(heading(page, "ご回答ありがとうございました")).toBeFocused();
		expect(await keptInTab(page)).toEqual([]);
	});

	test("an unsaved recipe choice survives a Reload over the saved one; saved, the tab keeps nothing", async ({
		page,
	}) => {
		const recipe = page.getByRole("group", { name: "配信を希望するレシピ" });
		await signIn(page, "recipe", "/users/recipe_settings");
		await hydrated(page);
		await recipe.getByRole("radio", { name: "血圧が気になる方" }).check();
		await page.reload();
		await hydrated(page);
		await expect(recipe.getByRole("radio", { name: "血圧が気になる方" })).toBeChecked();
		await expectNoAxeViolations(page);

		await page.getByRole("button", { name: "設定する" }).click();
		await expect(page.locator(".notification").filter({ hasText: "配信情報を設定しました" })).toBeVisible();
		expect(await keptInTab(page)).toEqual([]);
	});
});
