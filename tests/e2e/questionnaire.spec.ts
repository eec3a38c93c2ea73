import { expect, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { RECIPE_MEMBER, signInWithoutJavaScript } from "./support/forms";
import { test } from "./support/members";
import { armFault, resetMember } from "./support/mock";
import { hydrated } from "./support/page";
import { layoutProblems } from "./support/page-checks";

/** The app's scheme that closes its web view (app/lib/urls/app-return.ts). */
const WEBVIEW_CLOSE_URL = "miraihealthnavi://webview/close";

function question(page: Page, legend: string) {
	return page.getByRole("group", { name: legend });
}

/** Questionnaire 1 (生活習慣アンケート), every required question answered. */
async function answerLifestyle(page: Page) {
	await question(page, "朝食を食べた日").getByRole("radio", { name: "週5日" }).check();
	await question(page, "30分以上の運動").getByRole("radio", { name: "毎日" }).check();
	await question(page, "間食を控える").getByRole("radio", { name: "ときどきできた" }).check();
	await question(page, "体重測定").getByRole("radio", { name: "定期的にできた" }).check();
	await consentBox(page).check();
}

/** Answers about health go only with the member's consent (app/features/questionnaire/schema.ts). */
function consentBox(page: Page) {
	return page.getByRole("checkbox", { name: /健康に関する情報を、当組合の保健事業に利用することに同意します/ });
}

test.describe("reading a questionnaire (webview member, nothing sent)", () => {
	test("the app manual names the send button as the form shows it", async ({ page, signedIn }) => {
		await signedIn("webview", "/questionnaires/2/new");
		const button = (await page.getByRole("button", { name: /送信/ }).textContent())?.trim();
		expect(button).toBe("回答を送信する");
		await page.goto("/app_manual/questionnaires_input");
		await expect(page.getByText(`最後に「${button}」を押すと送信されます。`)).toBeVisible();
	});

	test("webview page: no site chrome, every question with its choices, large targets, accessible", async ({
		page,
		signedIn,
	}) => {
		await signedIn("webview", "/questionnaires/1/new");
		await hydrated(page);
		await expect(page.getByRole("heading", { level: 1, name: "生活習慣アンケート（11月）" })).toBeVisible();
		await expect(page.getByRole("banner")).toHaveCount(0);
		await expect(page.getByRole("navigation")).toHaveCount(0);
		// The one link is the policy the purpose line names, in a tab of its own: the answers stay here.
		await expect(page.getByRole("link")).toHaveCount(1);
		await expect(page.getByRole("link", { name: /個人情報の取扱い/ })).toHaveAttribute("target", "_blank");
		await expect(consentBox(page)).not.toBeChecked();

		const frequency = question(page, "朝食を食べた日");
		await expect(frequency.getByRole("radio")).toHaveCount(8);
		for (const label of ["0日（なし）", "週1日", "週2日", "週3日", "週4日", "週5日", "週6日", "毎日"]) {
			await expect(frequency.getByRole("radio", { name: label })).toBeVisible();
		}
		await expect(question(page, "間食を控える").getByRole("radio")).toHaveCount(3);
		await expect(question(page, "体重測定").getByRole("radio")).toHaveCount(4);
		await expect(question(page, "体重測定").getByRole("radio", { name: "目標には届かなかった" })).toBeVisible();
		await expect(page.getByLabel("保健師へのメッセージ")).toBeVisible();

		const target = await page.locator("label.choice").first().boundingBox();
		expect(target?.height ?? 0).toBeGreaterThanOrEqual(44);
		const submit = await page.getByRole("button", { name: "回答を送信する" }).boundingBox();
		expect(submit?.height ?? 0).toBeGreaterThanOrEqual(48);
		await expectNoAxeViolations(page);
	});

	test("unanswered required questions are marked at the question; chosen answers stay", async ({ page, signedIn }) => {
		await signedIn("webview", "/questionnaires/1/new");
		await hydrated(page);
		await question(page, "朝食を食べた日").getByRole("radio", { name: "週3日" }).check();
		await page.getByRole("button", { name: "回答を送信する" }).click();
		await expect(question(page, "30分以上の運動").getByText("回答を選択してください")).toBeVisible();
		await expect(question(page, "間食を控える").getByText("回答を選択してください")).toBeVisible();
		await expect(question(page, "体重測定").getByText("回答を選択してください")).toBeVisible();
		await expect(question(page, "朝食を食べた日").getByText("回答を選択してください")).toHaveCount(0);
		await expect(question(page, "朝食を食べた日").getByRole("radio", { name: "週3日" })).toBeChecked();
		await expect(question(page, "30分以上の運動").getByRole("radio", { name: "毎日" })).toHaveAttribute(
			"aria-invalid",
			"true",
		);
		await expectNoAxeViolations(page);
	});

	test.describe("without JavaScript", () => {
		test.use({ javaScriptEnabled: false });
		test("the server checks the answers and keeps them", async ({ page, signedIn }) => {
			await signedIn("webview", "/questionnaires/2/new");
			await question(page, "6時間以上眠れた日").getByRole("radio", { name: "週6日" }).check();
			await page.getByLabel("睡眠について気になること").fill("夜中に目が覚めます");
			await page.getByRole("button", { name: "回答を送信する" }).click();
			await expect(question(page, "スマートフォン").getByText("回答を選択してください")).toBeVisible();
			await expect(question(page, "6時間以上眠れた日").getByRole("radio", { name: "週6日" })).toBeChecked();
			await expect(page.getByLabel("睡眠について気になること")).toHaveValue("夜中に目が覚めます");
		});
	});

	test("API failures follow the global rules: 404 and 500 error pages, 401-002 to two-factor", async ({
		page,
		signedIn,
	}) => {
		await signedIn("webview", "/questionnaires/9404/new");
		await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
		await expect(page.locator(".error-screen").getByText("お探しの情報は見つかりませんでした")).toBeVisible();

		await page.goto("/questionnaires/9500/new");
		await expect(page.getByRole("heading", { name: "500" })).toBeVisible();
		await expect(page.getByText("サーバーでエラーが発生しました")).toBeVisible();

		await page.goto("/questionnaires/94012/new");
		await expect(page).toHaveURL(/\/two_factor_authentication\/sms\?returnTo=%2Fquestionnaires%2F94012%2Fnew$/);
	});

	test("an id that is not a non-zero integer is the 404 page", async ({ page, signedIn }) => {
		await signedIn("webview", "/questionnaires/1/new");
		await page.goto("/questionnaires/0/new");
		await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
		await expect(page.getByText("ページが見つかりません")).toBeVisible();
	});
});

test.describe("answering (member recipe)", RECIPE_MEMBER, () => {
	test.beforeEach(async ({ request }) => {
		await resetMember(request, "recipe");
	});

	test("answers are sent once; the completion tells the member to return to the app, also after a reload", async ({
		page,
	}) => {
		await signIn(page, "recipe", "/questionnaires/1/new");
		await hydrated(page);
		await answerLifestyle(page);
		await page.getByLabel("保健師へのメッセージ").fill("最近よく歩いています。");
		await page.getByRole("button", { name: "回答を送信する" }).click();

		const heading = page.getByRole("heading", { level: 1, name: "ご回答ありがとうございました" });
		await expect(heading).toBeFocused();
		await expect(page.getByText("「生活習慣アンケート（11月）」の回答を受け付けました。")).toBeVisible();
		await expect(page.locator(".receipt dd")).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
		// The way back is the app's own scheme: one link, nothing into the web portal.
		await expect(page.getByText("「アプリに戻る」を押して、アプリにお戻りください。")).toBeVisible();
		await expect(page.getByRole("link")).toHaveCount(1);
		await expect(page.getByRole("link", { name: "アプリに戻る" })).toHaveAttribute("href", WEBVIEW_CLOSE_URL);
		await expect(page.getByRole("button")).toHaveCount(0);
		await expectNoAxeViolations(page);

		const reload = await page.reload();
		expect(reload?.request().method()).toBe("GET");
		await expect(heading).toBeVisible();
	});

	test("the server's 422 is shown above the questions and every answer stays", async ({ page }) => {
		// 101 emoji are 101 characters for the member (and our check) but 202 UTF-16 units for the mock's 200 limit.
		const text = "🌙".repeat(101);
		await signIn(page, "recipe", "/questionnaires/2/new");
		await hydrated(page);
		await question(page, "6時間以上眠れた日").getByRole("radio", { name: "週4日" }).check();
		await question(page, "スマートフォン").getByRole("radio", { name: "できなかった" }).check();
		await page.getByLabel("睡眠について気になること").fill(text);
		await consentBox(page).check();
		await page.getByRole("button", { name: "回答を送信する" }).click();
		await expect(page.locator(".form-errors")).toHaveText(
			"「睡眠について気になることをご記入ください。」は200文字以内で入力してください",
		);
		await expect(question(page, "6時間以上眠れた日").getByRole("radio", { name: "週4日" })).toBeChecked();
		await expect(question(page, "スマートフォン").getByRole("radio", { name: "できなかった" })).toBeChecked();
		await expect(page.getByLabel("睡眠について気になること")).toHaveValue(text);
		await expect(consentBox(page)).toBeChecked();
		await expectNoAxeViolations(page);
	});

	test("an answer lost after storing: told as unknown; sending again reaches the completion, stored once", async ({
		page,
		request,
	}) => {
		const message = `届いたか分からない回答 ${crypto.randomUUID()}`;
		await armFault(request, { call: "POST /api/orange/v1/questionnaire", fault: "lost", bodyContains: message });
		await signIn(page, "recipe", "/questionnaires/1/new");
		await hydrated(page);
		await answerLifestyle(page);
		await page.getByLabel("保健師へのメッセージ").fill(message);
		await page.getByRole("button", { name: "回答を送信する" }).click();
		await expect(page.getByRole("heading", { name: "送信できたか確認できませんでした" })).toBeVisible();
		await expect(page.getByLabel("保健師へのメッセージ")).toHaveValue(message);

		await page.getByRole("button", { name: "回答を送信する" }).click();
		await expect(page.getByRole("heading", { level: 1, name: "ご回答ありがとうございました" })).toBeFocused();
	});

	test("a server failure on sending keeps every answer and says what happened; sending again works", async ({
		page,
		request,
	}) => {
		await armFault(request, { call: "POST /api/orange/v1/questionnaire", fault: "503", member: "recipe" });
		await signIn(page, "recipe", "/questionnaires/1/new");
		await hydrated(page);
		await answerLifestyle(page);
		await page.getByLabel("保健師へのメッセージ").fill("最近よく歩いています。");
		await page.getByRole("button", { name: "回答を送信する" }).click();
		await expect(page.locator(".form-errors")).toContainText("ただいまメンテナンス中です");
		await expect(page.getByLabel("保健師へのメッセージ")).toHaveValue("最近よく歩いています。");
		await expect(question(page, "朝食を食べた日").getByRole("radio", { name: "週5日" })).toBeChecked();
		await expect(question(page, "体重測定").getByRole("radio", { name: "定期的にできた" })).toBeChecked();
		await expectNoAxeViolations(page);

		await page.getByRole("button", { name: "回答を送信する" }).click();
		await expect(page.getByRole("heading", { level: 1, name: "ご回答ありがとうございました" })).toBeFocused();
	});

	test.describe("without JavaScript", () => {
		test.use({ javaScriptEnabled: false });
		test("answering with plain posts reaches the same completion", async ({ page }) => {
			await signInWithoutJavaScript(page, "recipe", "/questionnaires/1/new");
			await answerLifestyle(page);
			await page.getByRole("button", { name: "回答を送信する" }).click();
			await expect(page).toHaveURL(/\/questionnaires\/1\/new$/);
			await expect(page.getByRole("heading", { level: 1, name: "ご回答ありがとうございました" })).toBeVisible();
			await expect(page.getByRole("link", { name: "アプリに戻る" })).toHaveAttribute("href", WEBVIEW_CLOSE_URL);
		});

		test("an upstream-wide failure while sending: 「入力画面に戻る」 brings every answer back", async ({
			page,
			request,
		}) => {
			const message = `止まっていても残る回答 ${crypto.randomUUID()}`;
			await signInWithoutJavaScript(page, "recipe", "/questionnaires/1/new");
			await answerLifestyle(page);
			await page.getByLabel("保健師へのメッセージ").fill(message);
			for (const call of [
				"GET /api/orange/v1/current_user",
				"GET /api/orange/v1/current_user/detail",
				"GET /api/orange/v1/questionnaire/new",
			]) {
				await armFault(request, { call, fault: "503", member: "recipe", times: 4 });
			}
			await page.getByRole("button", { name: "回答を送信する" }).click();
			await page.getByRole("link", { name: "入力画面に戻る" }).click();
			await expect(page.getByText("送信できなかったときの入力内容を復元しました", { exact: false })).toBeVisible();
			await expect(page.getByLabel("保健師へのメッセージ")).toHaveValue(message);
			await expect(question(page, "朝食を食べた日").getByRole("radio", { name: "週5日" })).toBeChecked();
		});
	});
});

test.describe("errors in the app's web view, at 320 px", () => {
	test.use({ viewport: { width: 320, height: 568 } });

	async function expectAppFrame(page: Page) {
		// No web portal chrome: no site header, menu or link home into the web portal.
		await expect(page.getByRole("banner")).toHaveCount(0);
		await expect(page.getByText("メニュー", { exact: true })).toHaveCount(0);
		await expect(page.getByRole("link", { name: "ホームへ戻る" })).toHaveCount(0);
		await expect(page.getByRole("link", { name: "アプリに戻る" })).toHaveAttribute("href", WEBVIEW_CLOSE_URL);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
	}

	test("a questionnaire that is not there, and a server failure, keep to the app's frame", async ({
		page,
		signedIn,
	}) => {
		await signedIn("webview", "/questionnaires/9404/new");
		await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
		await expect(page.getByText("アプリに戻り、もう一度お選びください。")).toBeVisible();
		await expectAppFrame(page);
		await expectNoAxeViolations(page);

		await page.goto("/questionnaires/9500/new");
		await expect(page.getByRole("heading", { name: "500" })).toBeVisible();
		await expect(page.getByText("時間をおいて再読み込みしてください。")).toBeVisible();
		await expect(page.getByRole("link", { name: "再読み込み" })).toHaveAttribute("href", "/questionnaires/9500/new");
		await expectAppFrame(page);
		await expectNoAxeViolations(page);
	});

	test.describe("without JavaScript", () => {
		test.use({ javaScriptEnabled: false });
		test("the same frame and the same way back", async ({ page, signedIn }) => {
			await signedIn("webview", "/questionnaires/9404/new");
			await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
			await expectAppFrame(page);
		});
	});
});

test.describe("on the narrowest phone", () => {
	/* At 320 px, with and without JavaScript: a frequency question has a true answer for a member who did not do it at all (「0日」, sent as the contract's null). */

	test.use({ viewport: { width: 320, height: 640 } });
	test.slow();

	const question = (page: Page, legend: string) => page.getByRole("group", { name: legend });

	for (const javaScriptEnabled of [true, false]) {
		test.describe(`${javaScriptEnabled ? "with" : "without"} JavaScript (member recipe)`, RECIPE_MEMBER, () => {
			test.use({ javaScriptEnabled });
			test.beforeEach(async ({ request }) => {
				await resetMember(request, "recipe");
			});

			const signInAs = (page: Page, path: string) =>
				javaScriptEnabled
					? signIn(page, "recipe", path).then(() => hydrated(page))
					: signInWithoutJavaScript(page, "recipe", path);

			test("a required frequency question is answered 「0日」 truthfully and accepted", async ({ page }) => {
				await signInAs(page, "/questionnaires/2/new");
				await question(page, "6時間以上眠れた日").getByRole("radio", { name: "0日（なし）" }).check();
				await question(page, "スマートフォン").getByRole("radio", { name: "できなかった" }).check();
				await consentBox(page).check();
				if (javaScriptEnabled) expect(await layoutProblems(page)).toEqual([]);
				await page.getByRole("button", { name: "回答を送信する" }).click();
				await expect(page.getByRole("heading", { level: 1, name: "ご回答ありがとうございました" })).toBeVisible();
			});
		});
	}
});
