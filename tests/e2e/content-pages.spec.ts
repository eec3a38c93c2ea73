import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { test } from "./support/members";

const LOGIN_HELP = [
	["contact", "ログインについてのお問い合わせ"],
	["invalid_url", "URLが無効と表示される場合"],
	["cant_reset_password", "パスワードを再設定できない場合"],
	["password_activation", "初回パスワード設定について"],
	["cant_receive_activation_mail", "登録メールが届かない場合"],
] as const;

const APP_MANUAL = [
	["comments", "コメント機能の使い方"],
	["meal_record", "食事記録の使い方"],
	["weight_input", "体重の入力方法"],
	["step_count_input", "歩数の入力方法"],
	["questionnaires_input", "アンケートの回答方法"],
] as const;

test.describe("FAQ", () => {
	test("public FAQ: grouped by category, answers open, links to the public contact form", async ({ page }) => {
		const response = await page.goto("/faq");
		expect(response?.status()).toBe(200);
		await expect(page.getByRole("heading", { level: 1, name: "よくある質問" })).toBeVisible();
		await expect(page.getByRole("navigation", { name: "メイン" })).toHaveCount(0);
		const categories = page.getByRole("navigation", { name: "カテゴリ" }).getByRole("link");
		await expect(categories).toHaveText([
			"ログイン・二段階認証",
			"パスワード",
			"会員情報・登録内容",
			"特定保健指導",
			"レシピ配信",
			"アプリ",
			"個人情報・セキュリティ",
		]);
		await page.getByText("認証コードが届きません。").click();
		await expect(page.getByText("迷惑メールフォルダに振り分けられていないかご確認ください。")).toBeVisible();
		await expect(
			page.locator("#two-factor-code-not-received").getByRole("link", { name: "お問い合わせ" }),
		).toHaveAttribute("href", "/contact");
		await expectNoAxeViolations(page);
	});

	test("members' FAQ sits in the member layout and links to the member contact form", async ({ page, signedIn }) => {
		await signedIn("sms", "/faq/user");
		await expect(page.getByRole("navigation", { name: "メイン" })).toBeVisible();
		await expect(page.getByRole("link", { name: "よくある質問", exact: true })).toHaveAttribute("aria-current", "page");
		await expect(page.getByRole("link", { name: "お問い合わせフォーム" })).toHaveAttribute("href", "/contact/user");
		await page.getByRole("searchbox", { name: "キーワードで探す" }).fill("ﾊﾟｽﾜｰﾄﾞ　再設定");
		await page.getByRole("button", { name: "検索" }).click();
		await expect(page).toHaveURL(/\/faq\/user\?q=/);
		// The page's own live region: while the search navigates, the progress label is a status too.
		await expect(page.getByRole("main").getByRole("status")).toContainText("「ﾊﾟｽﾜｰﾄﾞ　再設定」に一致する質問：");
		await expect(page.locator("mark").first()).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test.describe("without JavaScript", () => {
		test.use({ javaScriptEnabled: false });

		test("searching filters on the server, opens and highlights the answers", async ({ page }) => {
			await page.goto("/faq");
			await page.getByRole("searchbox", { name: "キーワードで探す" }).fill("認証コード 届きません");
			await page.getByRole("button", { name: "検索" }).click();
			await expect(page).toHaveURL(/\/faq\?q=%E8%AA%8D%E8%A8%BC/);
			await expect(page.getByText("「認証コード 届きません」に一致する質問：1件")).toBeVisible();
			const item = page.locator("details.faq-item");
			await expect(item).toHaveCount(1);
			await expect(item).toHaveAttribute("open", "");
			await expect(item.locator("summary mark").first()).toHaveText("認証コード");
			await expect(page.getByText("SMSやメールは届くまで数分かかることがあります。", { exact: false })).toBeVisible();
			await expect(page.getByRole("searchbox", { name: "キーワードで探す" })).toHaveValue("認証コード 届きません");

			await page.getByRole("link", { name: "すべての質問を表示" }).click();
			await expect(page).toHaveURL(/\/faq$/);
			expect(await page.locator("details.faq-item").count()).toBeGreaterThan(20);
		});

		test("no match: says so and points to the contact form", async ({ page }) => {
			await page.goto("/faq?q=%E5%AE%87%E5%AE%99%E6%97%85%E8%A1%8C");
			await expect(page.getByText("「宇宙旅行」に一致する質問は見つかりませんでした。")).toBeVisible();
			await expect(page.getByText("「宇宙旅行」に一致する質問：0件")).toBeVisible();
			await expect(page.locator("details.faq-item")).toHaveCount(0);
			await expect(page.locator(".empty-state").getByRole("link", { name: "お問い合わせ" })).toHaveAttribute(
				"href",
				"/contact",
			);
		});
	});
});

test.describe("terms", () => {
	test("public terms: numbered articles with a table of contents", async ({ page }) => {
		await page.goto("/terms");
		await expect(page.getByRole("heading", { level: 1, name: "利用規約" })).toBeVisible();
		await expect(page.getByText("みらいヘルスナビ利用規約")).toBeVisible();
		await expect(page.getByRole("heading", { level: 2, name: "第1条（目的）" })).toBeVisible();
		await expect(page.getByRole("heading", { level: 2, name: "第5条（ログイン情報の管理）" })).toBeVisible();
		await page
			.getByRole("navigation", { name: "目次" })
			.getByRole("link", { name: "第7条（健康情報の取扱い）" })
			.click();
		await expect(page).toHaveURL(/\/terms#health-information$/);
		await expectNoAxeViolations(page);
	});

	test("members' terms: the same text in the member layout", async ({ page, signedIn }) => {
		await signedIn("sms", "/terms/user");
		await expect(page.getByRole("navigation", { name: "メイン" })).toBeVisible();
		await expect(page.getByRole("heading", { level: 2, name: "第12条（準拠法及び管轄裁判所）" })).toBeVisible();
		await expect(page.getByRole("contentinfo").getByRole("link", { name: "利用規約" })).toHaveAttribute(
			"href",
			"/terms/user",
		);
		await expectNoAxeViolations(page);
	});
});

test.describe("static content is sent once (docs/performance.md)", () => {
	const occurrences = (html: string, text: string) => html.split(text).length - 1;

	for (const [path, text] of [
		["/faq", "迷惑メールフォルダに振り分けられていないかご確認ください。"],
		["/faq?q=%E8%AA%8D%E8%A8%BC", "迷惑メールフォルダに振り分けられていないかご確認ください。"],
		[
			"/app_manual/login/invalid_url",
			"URLが2行に分かれている場合は、全体をコピーしてブラウザのアドレス欄に貼り付けてください。",
		],
	] as const) {
		test(`${path}: our own text is in the markup, not again as loader data`, async ({ request }) => {
			const response = await request.get(path);
			expect(response.status()).toBe(200);
			const html = await response.text();
			expect(occurrences(html, text)).toBe(1);
		});
	}

	test("the FAQ hydrates after its chunk and searches client-side", async ({ page }) => {
		await page.goto("/faq");
		await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
		await page.getByRole("searchbox", { name: "キーワードで探す" }).fill("認証");
		await page.getByRole("button", { name: "検索" }).click();
		await expect(page).toHaveURL(/\/faq\?q=%E8%AA%8D%E8%A8%BC/);
		await expect(page.getByRole("status").getByText(/「認証」に一致する質問：\d+件/)).toBeVisible();
		// A client-side navigation to a help page renders it from its chunk.
		await page.goto("/app_manual/login/invalid_url");
		await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
		await page
			.getByRole("navigation", { name: "ログインのヘルプ" })
			.getByRole("link", { name: "初回パスワード設定について" })
			.click();
		await expect(page.getByRole("heading", { level: 1, name: "初回パスワード設定について" })).toBeVisible();
		await expect(page).toHaveTitle("初回パスワード設定について｜みらいヘルスナビ");
	});
});

test.describe("login help pages (public, webview)", () => {
	for (const [slug, title] of LOGIN_HELP) {
		test(`/app_manual/login/${slug}`, async ({ page }) => {
			const response = await page.goto(`/app_manual/login/${slug}`);
			expect(response?.status()).toBe(200);
			await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
			await expect(page).toHaveTitle(`${title}｜みらいヘルスナビ`);
			// Read in a browser by members who cannot sign in: the site header and the way back.
			await expect(page.getByRole("banner")).toHaveCount(1);
			await expect(page.getByRole("link", { name: "ログイン画面へ戻る" })).toBeVisible();
			await expect(page.locator("h2").first()).toBeVisible();
			const related = page.getByRole("navigation", { name: "ログインのヘルプ" }).getByRole("link");
			await expect(related).toHaveCount(4);
			await expect(related.filter({ hasText: title })).toHaveCount(0);
			await expectNoAxeViolations(page);
		});
	}

	test("their links lead to the public pages", async ({ page }) => {
		await page.goto("/app_manual/login/invalid_url");
		await page.getByRole("link", { name: "パスワードの再設定", exact: true }).click();
		await expect(page).toHaveURL(/\/users\/password\/reset$/);
		await page.goto("/app_manual/login/contact");
		await expect(page.getByRole("link", { name: "お問い合わせフォーム" })).toHaveAttribute("href", "/contact");
	});

	test("an unknown help page is the 404 screen", async ({ page }) => {
		const response = await page.goto("/app_manual/login/nothing");
		expect(response?.status()).toBe(404);
		await expect(page.getByText("ページが見つかりません")).toBeVisible();
	});
});

test.describe("app manuals (members, webview)", () => {
	test("need a signed-in member", async ({ page }) => {
		await page.goto("/app_manual/weight_input");
		await expect(page).toHaveURL(/\/_mock\/oauth\/authorize\?/);
	});

	test("every manual renders with steps and without chrome", async ({ page, signedIn }) => {
		// Five pages, each through axe.
		test.slow();
		await signedIn("webview", "/app_manual/comments");
		for (const [slug, title] of APP_MANUAL) {
			const response = await page.goto(`/app_manual/${slug}`);
			expect(response?.status()).toBe(200);
			await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
			await expect(page.getByRole("banner")).toHaveCount(0);
			await expect(page.locator("ol.steps li").first()).toBeVisible();
			await expect(page.getByRole("navigation", { name: "ほかの使い方" }).getByRole("link")).toHaveCount(4);
			await expectNoAxeViolations(page);
		}
		const response = await page.goto("/app_manual/login");
		expect(response?.status()).toBe(404);
	});
});
