import { expect, type Page, type Route } from "@playwright/test";
import { signIn, signInAtIdp } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { RECIPE_MEMBER } from "./support/forms";
import { test } from "./support/members";
import { resetMember, storedEnquiries, writesDone } from "./support/mock";
import { hydrated } from "./support/page";

/*
 * A lost signal on a phone (docs/decisions/175-a-lost-signal-keeps-the-page.md): a post made offline, or
 * cut after the server acted, leaves the page as it was with every value, says so in place, and the
 * send once the signal is back is stored once.
 */

const OFFLINE = "通信できませんでした。入力内容はそのまま残っています。電波の良い場所でもう一度送信してください。";
const BACK_ONLINE = "通信が回復しました。もう一度送信できます。";
const UNKNOWN = "送信できたか確認できませんでした";

test.use({ viewport: { width: 320, height: 640 }, hasTouch: true });
test.describe.configure({ timeout: 90_000 });

function notice(page: Page) {
	return page.locator(".send-failure");
}

/** No error screen, no empty body: the page the member was on is still there. */
async function expectSamePage(page: Page, heading: string | RegExp) {
	await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
	await expect(page.getByText("通信中に予期せぬエラーが発生しました")).toHaveCount(0);
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

/** Offline at the tap: the post fails at once, the page stays, the notice says what to do; then the signal returns. */
async function offlineTap(page: Page, button: string, heading: string | RegExp) {
	await page.context().setOffline(true);
	await page.getByRole("button", { name: button }).click();
	await expect(page.getByRole("alert").filter({ hasText: OFFLINE })).toBeVisible();
	await expectSamePage(page, heading);
	await expect(page.getByRole("button", { name: button })).toBeEnabled();
	await expectNoAxeViolations(page);
	await page.context().setOffline(false);
	await expect(notice(page)).toContainText(BACK_ONLINE);
}

/** The server acts on the post, then the connection drops before its answer reaches the phone. */
async function cutAfterTheServerActed(page: Page, dataPath: RegExp) {
	let cut = 0;
	await page.route(dataPath, async (route: Route) => {
		if (route.request().method() !== "POST" || cut > 0) return route.fallback();
		cut += 1;
		await route.fetch();
		await route.abort("connectionreset");
	});
	return () => cut;
}

test.describe("the member enquiry /contact/user", () => {
	test("offline on both steps: the page and the enquiry stay; back online it is sent and stored once", async ({
		page,
		signedIn,
		request,
	}) => {
		const text = `電車の中で書いた問い合わせ ${crypto.randomUUID()}`;
		await signedIn("sms", "/contact/user");
		await hydrated(page);
		await page.getByRole("radio", { name: "みらいヘルスナビについて" }).check();
		await page.getByLabel("お問い合わせ内容").fill(text);

		await offlineTap(page, "入力内容を確認する", "お問い合わせ");
		await expect(page.getByRole("radio", { name: "みらいヘルスナビについて" })).toBeChecked();
		await expect(page.getByLabel("お問い合わせ内容")).toHaveValue(text);

		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await expect(page.getByRole("heading", { level: 1, name: "入力内容の確認" })).toBeVisible();
		await expect(notice(page)).toHaveCount(0);

		await offlineTap(page, "送信する", "入力内容の確認");
		await expect(page.locator(".confirm-list")).toContainText(text);
		expect(await storedEnquiries(request, text)).toEqual([]);

		await page.getByRole("button", { name: "送信する" }).click();
		await expect(page.getByRole("heading", { level: 1, name: "お問い合わせを受け付けました" })).toBeFocused();
		expect(await storedEnquiries(request, text)).toHaveLength(1);
	});

	test("cut after the enquiry was stored: told as unknown, the resend with the same key stores it once", async ({
		page,
		signedIn,
		request,
	}) => {
		const text = `トンネルで切れた問い合わせ ${crypto.randomUUID()}`;
		await signedIn("sms", "/contact/user");
		await hydrated(page);
		await page.getByRole("radio", { name: "みらいヘルスナビについて" }).check();
		await page.getByLabel("お問い合わせ内容").fill(text);
		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await expect(page.getByRole("heading", { level: 1, name: "入力内容の確認" })).toBeVisible();

		const cuts = await cutAfterTheServerActed(page, /\/contact\/user\.data/);
		await page.getByRole("button", { name: "送信する" }).click();
		await expect(notice(page)).toContainText(UNKNOWN);
		await expect(notice(page)).toContainText("二重に届くことはありません");
		expect(cuts()).toBe(1);
		await expectSamePage(page, "入力内容の確認");
		await expect(page.locator(".confirm-list")).toContainText(text);
		expect(await storedEnquiries(request, text)).toHaveLength(1);
		await expectNoAxeViolations(page);

		await page.getByRole("button", { name: "送信する" }).click();
		await expect(page.getByRole("heading", { level: 1, name: "お問い合わせを受け付けました" })).toBeFocused();
		const stored = await storedEnquiries(request, text);
		expect(stored).toHaveLength(1);
		await expect(page.locator(".receipt")).toContainText(String(stored[0]));
	});
});

test.describe("forms of member recipe", RECIPE_MEMBER, () => {
	test.beforeEach(async ({ request }) => {
		await resetMember(request, "recipe");
	});

	const RECIPE_CALL = "POST /api/orange/v1/recipe_settings";
	const recipe = (page: Page) => page.getByRole("group", { name: "配信を希望するレシピ" });

	test("recipe settings offline: the choice stays; back online 設定する saves it once", async ({ page, request }) => {
		await signIn(page, "recipe", "/users/recipe_settings");
		await hydrated(page);
		await recipe(page).getByRole("radio", { name: "血圧が気になる方" }).check();
		await offlineTap(page, "設定する", "レシピ配信設定");
		await expect(recipe(page).getByRole("radio", { name: "血圧が気になる方" })).toBeChecked();
		expect(await writesDone(request, "recipe", RECIPE_CALL)).toBe(0);

		await page.getByRole("button", { name: "設定する" }).click();
		await expect(page.locator(".notification").filter({ hasText: "配信情報を設定しました" })).toBeVisible();
		await expect(notice(page)).toHaveCount(0);
		expect(await writesDone(request, "recipe", RECIPE_CALL)).toBe(1);
	});

	test("recipe settings cut after saving: told as unknown; the resend stores nothing twice", async ({
		page,
		request,
	}) => {
		await signIn(page, "recipe", "/users/recipe_settings");
		await hydrated(page);
		await recipe(page).getByRole("radio", { name: "血圧が気になる方" }).check();
		await cutAfterTheServerActed(page, /\/users\/recipe_settings\.data/);
		await page.getByRole("button", { name: "設定する" }).click();
		await expect(notice(page)).toContainText(UNKNOWN);
		await expect(notice(page)).toContainText("二重に登録されることはありません");
		await expectSamePage(page, "レシピ配信設定");
		await expect(recipe(page).getByRole("radio", { name: "血圧が気になる方" })).toBeChecked();
		expect(await writesDone(request, "recipe", RECIPE_CALL)).toBe(1);
		await expectNoAxeViolations(page);

		await page.getByRole("button", { name: "設定する" }).click();
		await expect(page.locator(".notification").filter({ hasText: "配信情報を設定しました" })).toBeVisible();
		expect(await writesDone(request, "recipe", RECIPE_CALL)).toBe(1);
	});

	const QUESTIONNAIRE_CALL = "POST /api/orange/v1/questionnaire";
	const question = (page: Page, text: string) => page.locator(".question").filter({ hasText: text });

	async function answerSleep(page: Page, text: string) {
		await question(page, "6時間以上眠れた日").getByRole("radio", { name: "週4日" }).check();
		await question(page, "スマートフォン").getByRole("radio", { name: "できなかった" }).check();
		await page.getByLabel("睡眠について気になること").fill(text);
		// Answers about health go only with the member's consent (app/features/questionnaire/schema.ts).
		await page
			.getByRole("checkbox", { name: /健康に関する情報を、当組合の保健事業に利用することに同意します/ })
			.check();
	}

	async function expectSleepAnswers(page: Page, text: string) {
		await expect(question(page, "6時間以上眠れた日").getByRole("radio", { name: "週4日" })).toBeChecked();
		await expect(question(page, "スマートフォン").getByRole("radio", { name: "できなかった" })).toBeChecked();
		await expect(page.getByLabel("睡眠について気になること")).toHaveValue(text);
	}

	test("the questionnaire offline: every answer stays, no toast over it; back online it is stored once", async ({
		page,
		request,
	}) => {
		await signIn(page, "recipe", "/questionnaires/2/new");
		await hydrated(page);
		await answerSleep(page, "夜中に目が覚めます。");
		await offlineTap(page, "回答を送信する", /睡眠/);
		await expectSleepAnswers(page, "夜中に目が覚めます。");
		await expect(page.getByText("通信エラーが発生しました")).toHaveCount(0);
		expect(await writesDone(request, "recipe", QUESTIONNAIRE_CALL)).toBe(0);

		await page.getByRole("button", { name: "回答を送信する" }).click();
		await expect(page.getByRole("heading", { level: 1, name: "ご回答ありがとうございました" })).toBeFocused();
		expect(await writesDone(request, "recipe", QUESTIONNAIRE_CALL)).toBe(1);
	});

	test("the questionnaire cut after storing: told as unknown; the resend reaches the thanks, stored once", async ({
		page,
		request,
	}) => {
		await signIn(page, "recipe", "/questionnaires/2/new");
		await hydrated(page);
		await answerSleep(page, "寝つきが悪いです。");
		await cutAfterTheServerActed(page, /\/questionnaires\/2\/new\.data/);
		await page.getByRole("button", { name: "回答を送信する" }).click();
		await expect(notice(page)).toContainText(UNKNOWN);
		await expectSamePage(page, /睡眠/);
		await expectSleepAnswers(page, "寝つきが悪いです。");
		expect(await writesDone(request, "recipe", QUESTIONNAIRE_CALL)).toBe(1);

		await page.getByRole("button", { name: "回答を送信する" }).click();
		await expect(page.getByRole("heading", { level: 1, name: "ご回答ありがとうございました" })).toBeFocused();
		expect(await writesDone(request, "recipe", QUESTIONNAIRE_CALL)).toBe(1);
	});
});

test.describe("two-factor by e-mail /two_factor_authentication/email", () => {
	test("offline: the code stays typed; back online 認証する signs in with one post", async ({ page }) => {
		await signInAtIdp(page, "email", "/news");
		await expect(page).toHaveURL(/\/two_factor_authentication\/email/);
		await hydrated(page);
		const posts: string[] = [];
		// Answers the server gave to a post of the form: an offline tap never reached it.
		page.on("response", (response) => {
			const request = response.request();
			if (request.method() === "POST" && /\/two_factor_authentication\/email\.data/.test(request.url()))
				posts.push(request.url());
		});
		await page.getByLabel("認証コード").fill("123456");
		await offlineTap(page, "認証する", "二段階認証");
		await expect(page.getByLabel("認証コード")).toHaveValue("123456");
		expect(posts).toEqual([]);

		await page.getByRole("button", { name: "認証する" }).click();
		await expect(page).toHaveURL(/\/news$/);
		await expect(page.getByRole("heading", { level: 1, name: "お知らせ" })).toBeVisible();
		expect(posts).toHaveLength(1);
	});
});
