import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { readChart, STEPS_CHART, WEIGHT_CHART } from "./support/chart-reading";
import { test } from "./support/members";
import { hydrated } from "./support/page";

test.describe("home", () => {
	test("greets the member, shows the guidance programme, articles and the latest news", async ({ page, signedIn }) => {
		await signedIn("sms", "/");
		await expect(page.getByRole("heading", { level: 1, name: "ようこそ、山田 太郎さん" })).toBeVisible();
		await expect(page).toHaveTitle("ホーム｜みらいヘルスナビ");
		await expect(page.locator(".site-header")).toContainText("山田 太郎 さん");

		const guidance = page.getByRole("region", { name: "特定保健指導" });
		await expect(guidance.getByText("第4期 特定保健指導")).toBeVisible();
		await expect(guidance.getByText("2026年6月1日〜2026年12月31日")).toBeVisible();
		await expect(guidance.getByText("7件中3件 報告済み・完了")).toBeVisible();
		// 2026年9月1日 has passed: it is named overdue, never 「次の予定」.
		await expect(guidance.getByText("予定日を過ぎています：")).toBeVisible();
		await expect(guidance.getByRole("listitem").filter({ hasText: "継続支援（未報告・2026年9月1日）" })).toBeVisible();
		await expect(guidance.locator(".guidance-next")).not.toContainText("2026年9月1日");
		const rows = guidance.getByRole("table", { name: "面談・支援の予定と状況" }).getByRole("row");
		await expect(rows).toHaveCount(8);
		await expect(rows.nth(1)).toContainText(["初回面談2026年6月1日2026年6月1日完了"].join(""));
		await expect(rows.nth(3)).toContainText("中間評価2026年8月3日2026年8月5日報告済み");
		await expect(rows.nth(4)).toContainText("継続支援2026年9月1日未定未報告");
		await expect(rows.nth(5)).toContainText("中間評価（予定）2026年11月30日未定受付待ち");
		await expect(rows.nth(6)).toContainText("継続支援（予定）2026年12月7日未定実施前");
		await expect(rows.nth(7)).toContainText("最終評価（予定）");
		// Every status has its Japanese label and explanation.
		await guidance.getByText("状況の見方").click();
		for (const label of ["初回面談待ち", "実施前", "受付待ち", "未報告", "報告済み", "完了"]) {
			await expect(guidance.locator(".glossary dt", { hasText: label })).toBeVisible();
		}

		const articles = page.getByRole("region", { name: "健康サポート" }).getByRole("listitem");
		await expect(articles).toHaveCount(6);
		await expect(articles.first()).toContainText("特定保健指導を始める方へ");
		await expect(articles.first()).toContainText("2026年11月2日");

		const news = page.getByRole("region", { name: "お知らせ" });
		await expect(news.getByRole("listitem")).toHaveCount(5);
		await expect(news.getByRole("listitem").first()).toContainText("2026年11月20日");
		await expect(news.getByRole("listitem").first()).toContainText("サービス");
		await expect(news.getByRole("link", { name: "年末年始の窓口休業のお知らせ" })).toHaveAttribute("href", "/news/1");
		await news.getByRole("link", { name: "お知らせをすべて見る" }).click();
		await expect(page).toHaveURL(/\/news$/);
	});

	test("draws both charts in the browser without moving the page, and keeps their tables", async ({
		page,
		signedIn,
	}) => {
		const chartRequests: string[] = [];
		page.on("request", (request) => {
			if (/frappe/i.test(request.url())) chartRequests.push(request.url());
		});
		await signedIn("sms", "/news");
		await hydrated(page);
		// Pages without charts never load the chart library.
		expect(chartRequests).toEqual([]);

		// The library is not in the first-load bundle (no preload, no script): it arrives by dynamic import.
		const html = await (await page.request.get("/")).text();
		expect(html).toContain("体重の推移");
		expect(html).not.toMatch(/frappe/i);
		// Nor are the charts' glue and the guidance panel (markup only): chunks loaded after hydration.
		const firstLoad = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g))];
		expect(firstLoad.length).toBeGreaterThan(3);
		const sources = await Promise.all(firstLoad.map(async (script) => (await page.request.get(script)).text()));
		expect(sources.filter((source) => /chart-box__canvas|guidance-next/.test(source))).toEqual([]);
		// A phone's screen, where the charts sit well below the fold (2,000 px down).
		await page.setViewportSize({ width: 412, height: 823 });
		await page.goto("/");
		const boxes = page.locator(".chart-box");
		await expect(boxes).toHaveCount(2);
		const pageTops = () =>
			boxes.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().y + window.scrollY));
		const before = await pageTops();
		const sectionTops = await page
			.locator("#health-support")
			.evaluate((element) => element.getBoundingClientRect().y + window.scrollY);
		await hydrated(page);
		// The library waits until the charts, far down the page, are about to be seen.
		expect(chartRequests).toEqual([]);
		await expect(boxes.nth(1)).toHaveAttribute("data-drawn", "false");
		await boxes.nth(1).scrollIntoViewIfNeeded();
		// frappe-charts redraws the steps; the weight line, which it would drop to zero at a gap, stays ours.
		await expect(boxes.nth(1)).toHaveAttribute("data-drawn", "true");
		await expect(boxes.nth(1).locator(".frappe-chart")).toBeVisible();
		await expect(boxes.nth(1).locator(".chart-box__drawing")).toHaveCount(0);
		await expect(boxes.first().locator(".chart-box__drawing")).toBeVisible();
		await expect(page.locator(".frappe-chart")).toHaveCount(1);
		expect(chartRequests.length).toBeGreaterThan(0);
		await expect(page.locator(".chart-box__notice")).toHaveCount(0);
		expect(await pageTops()).toEqual(before);
		expect(
			await page.locator("#health-support").evaluate((element) => element.getBoundingClientRect().y + window.scrollY),
		).toBe(sectionTops);
		await expect(boxes.first()).toHaveAttribute("aria-hidden", "true");

		const weight = page.getByRole("region", { name: "体重の推移" });
		await expect(weight.getByText(/最新：\d+\.\d kg（11月16日の週）/)).toBeVisible();
		await weight.getByText("体重の推移を表で見る").click();
		const table = weight.getByRole("table", { name: "体重の推移（週ごとの平均）" });
		await expect(table.getByRole("row")).toHaveCount(13);
		await expect(table.getByRole("row", { name: /10月5日の週/ })).toContainText("記録なし");
		await expect(table.getByRole("columnheader", { name: "体重（kg）" })).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test("a member without records in a week sees the gap, not a zero, in the step table", async ({ page, signedIn }) => {
		await signedIn("sms", "/");
		const steps = page.getByRole("region", { name: "歩数の推移" });
		await steps.getByText("歩数の推移を表で見る").click();
		const rows = steps.getByRole("table").getByRole("row");
		await expect(rows).toHaveCount(13);
		await expect(rows.nth(1)).toContainText("8月31日の週6,200");
		await expect(steps.getByRole("row", { name: /10月5日の週/ })).toContainText("記録なし");
	});

	test("e-mail member: 第3期, waiting for the first interview", async ({ page, signedIn }) => {
		await signedIn("email", "/");
		await expect(page.getByRole("heading", { level: 1, name: "ようこそ、佐藤 花子さん" })).toBeVisible();
		const guidance = page.getByRole("region", { name: "特定保健指導" });
		await expect(guidance.getByText("第3期 特定保健指導")).toBeVisible();
		await expect(guidance.getByText("次の予定：初回面談（初回面談待ち・2026年12月1日）")).toBeVisible();
		await expect(guidance.getByRole("row", { name: /継続支援（予定）/ })).toContainText("未定未定実施前");
	});

	test("a finished programme says so", async ({ page, signedIn }) => {
		await signedIn("webview", "/");
		const guidance = page.getByRole("region", { name: "特定保健指導" });
		await expect(guidance.getByText("すべての支援が終わりました。おつかれさまでした。")).toBeVisible();
		await expect(guidance.getByText("4件中4件 報告済み・完了")).toBeVisible();
	});

	test("kenpo_user selects the member's own record; another member's is the 404 screen", async ({ page, signedIn }) => {
		await signedIn("sms", "/?kenpo_user=50001");
		await expect(page.getByRole("region", { name: "健康サポート" }).getByRole("listitem")).toHaveCount(6);
		const response = await page.goto("/?kenpo_user=50002");
		expect(response?.status()).toBe(404);
		await expect(page.getByText("ページが見つかりません")).toBeVisible();
	});

	test.describe("without JavaScript", () => {
		test.use({ javaScriptEnabled: false });
		test("the charts are drawn on the server, and their tables are there", async ({ page, signedIn }) => {
			await signedIn("sms", "/");
			// A drawing, not a promise of one that never comes.
			await expect(page.getByText("グラフを準備しています")).toHaveCount(0);
			const drawings = page.locator(".chart-box svg.chart-box__drawing");
			await expect(drawings).toHaveCount(2);
			await expect(drawings.first()).toBeVisible();
			// The weight line has a point for each recorded week; the steps a bar for each.
			await expect(drawings.first().locator("circle")).not.toHaveCount(0);
			await expect(drawings.nth(1).locator("rect")).not.toHaveCount(0);
			expect((await drawings.first().boundingBox())?.height).toBeGreaterThan(200);
			const weight = page.getByRole("region", { name: "体重の推移" });
			await weight.getByText("体重の推移を表で見る").click();
			await expect(weight.getByRole("table", { name: "体重の推移（週ごとの平均）" }).getByRole("row")).toHaveCount(13);
			const steps = page.getByRole("region", { name: "歩数の推移" });
			await steps.getByText("歩数の推移を表で見る").click();
			await expect(steps.getByRole("table", { name: "歩数の推移（週ごとの平均）" })).toBeVisible();
			await expect(page.getByRole("region", { name: "健康サポート" }).getByRole("listitem")).toHaveCount(6);
		});
	});
});

test.describe("news", () => {
	test("pages through ten items a page with links that work without JavaScript", async ({ page, signedIn }) => {
		await signedIn("sms", "/news");
		await expect(page.getByRole("heading", { level: 1, name: "お知らせ" })).toBeVisible();
		await expect(page.getByText("（全27件・1／3ページ）")).toBeVisible();
		const items = page.locator(".news-list").getByRole("listitem");
		await expect(items).toHaveCount(10);
		await expect(items.first()).toContainText("年末年始の窓口休業のお知らせ");
		const pager = page.getByRole("navigation", { name: "ページ送り" });
		await expect(pager.getByRole("link", { name: "1ページ目" })).toHaveAttribute("aria-current", "page");
		await expect(pager.getByRole("link", { name: "前のページ" })).toHaveCount(0);
		await expectNoAxeViolations(page);

		await pager.getByRole("link", { name: "次のページ" }).click();
		await expect(page).toHaveURL(/\/news\?page=2$/);
		await expect(page).toHaveTitle("お知らせ（2ページ目）｜みらいヘルスナビ");
		await expect(items.first()).toContainText("歩数記録キャンペーン 結果発表");
		await pager.getByRole("link", { name: "3ページ目" }).click();
		await expect(page).toHaveURL(/\/news\?page=3$/);
		await expect(items).toHaveCount(7);
		await expect(pager.getByRole("link", { name: "次のページ" })).toHaveCount(0);
		await pager.getByRole("link", { name: "1ページ目" }).click();
		await expect(page).toHaveURL(/\/news$/);
	});

	test("an item shows its badge and the page its link type leads to", async ({ page, signedIn }) => {
		await signedIn("sms", "/news/1");
		await expect(page.getByRole("heading", { level: 1, name: "年末年始の窓口休業のお知らせ" })).toBeVisible();
		await expect(page.locator(".news-article__meta")).toHaveText("2026年11月20日サービス");
		await expect(page.getByRole("link", { name: "サービスの詳しいご案内を見る（外部サイト）" })).toHaveAttribute(
			"href",
			"https://www.example.jp/kenpo/holiday",
		);
		// Links inside the body get rel=noopener noreferrer from the sanitiser.
		await expect(page.locator(".prose a")).toHaveAttribute("rel", "noopener noreferrer");
		await expectNoAxeViolations(page);

		await page.goto("/news/2");
		await expect(page.locator(".badge")).toHaveText("レポート");
		await page.getByRole("link", { name: "あなたの体重と歩数の記録を見る" }).click();
		await expect(page).toHaveURL(/\/#records$/);

		await page.goto("/news/6");
		await expect(page.locator(".badge")).toHaveText("アドバイス");
		await expect(page.getByRole("link", { name: "健康サポートの記事を見る" })).toHaveAttribute(
			"href",
			"/#health-support",
		);

		await page.goto("/news/4");
		await expect(page.locator(".badge")).toHaveText("レシピ");
		await page.getByRole("link", { name: "レシピ配信の設定を見る" }).click();
		await expect(page).toHaveURL(/\/users\/recipe_settings$/);
	});

	test("the XSS probe renders inert: no dialog, no script, no handler, no frame", async ({ page, signedIn }) => {
		const dialogs: string[] = [];
		page.on("dialog", async (dialog) => {
			dialogs.push(dialog.message());
			await dialog.dismiss();
		});
		await signedIn("sms", "/news/3");
		await hydrated(page);
		const body = page.locator(".prose");
		await expect(body).toContainText("このお知らせは表示確認用です。以下の内容は実行されずに表示されます。");
		await expect(body).toContainText("クリックしてください");
		await body.getByText("クリックしてください").click();
		await expect(body.locator("script, iframe, [onclick], [onerror], [style]")).toHaveCount(0);
		await expect(body.getByRole("link")).toHaveCount(0);
		// Client-side navigation renders the same sanitised HTML.
		await page.goto("/news");
		await hydrated(page);
		await page.getByRole("link", { name: "【重要】表示確認用のお知らせ" }).click();
		await expect(page).toHaveURL(/\/news\/3$/);
		await expect(page.locator(".prose")).toContainText("このお知らせは表示確認用です。");
		await page.waitForLoadState("networkidle");
		expect(dialogs).toEqual([]);
		await expectNoAxeViolations(page);
	});

	test("an unknown item is the 404 screen", async ({ page, signedIn }) => {
		await signedIn("sms", "/faq/user");
		const response = await page.goto("/news/999");
		expect(response?.status()).toBe(404);
		await expect(page.getByText("ページが見つかりません")).toBeVisible();
	});
});

test.describe("health support", () => {
	test("an article renders its sanitised body, tables included", async ({ page, signedIn }) => {
		await signedIn("sms", "/");
		await page.getByRole("region", { name: "健康サポート" }).getByRole("link", { name: "健診結果の見方" }).click();
		await expect(page).toHaveURL(/\/health_support\/6$/);
		await expect(page.getByRole("heading", { level: 1, name: "健診結果の見方" })).toBeVisible();
		await expect(page).toHaveTitle("健診結果の見方｜みらいヘルスナビ");
		await expect(page.getByText("BMI、腹囲、血糖、脂質などの基準値をわかりやすく解説します。")).toBeVisible();
		await expect(page.getByRole("table", { name: "主な基準値" }).getByRole("row")).toHaveCount(4);
		await expectNoAxeViolations(page);

		await page.goto("/health_support/1");
		await expect(page.getByRole("heading", { level: 2, name: "保健指導の流れ" })).toBeVisible();
		await expect(page.locator(".prose ol li")).toHaveCount(4);
		await page.getByRole("link", { name: "健康サポートの記事一覧へ戻る" }).click();
		await expect(page).toHaveURL(/\/#health-support$/);
	});

	test("an unknown article is the 404 screen; a failing one the error screen", async ({ page, signedIn }) => {
		await signedIn("sms", "/faq/user");
		const missing = await page.goto("/health_support/999");
		expect(missing?.status()).toBe(404);
		await expect(page.getByText("ページが見つかりません")).toBeVisible();
		const failing = await page.goto("/health_support/9500");
		expect(failing?.status()).toBe(500);
		await expect(page.getByText("アクセスしようとしたページは表示できませんでした")).toBeVisible();
	});
});

test.describe("at 320 px", () => {
	test.use({ viewport: { width: 320, height: 568 } });

	test("an external link's label keeps its words together and 「（外部サイト）」 whole", async ({ page, signedIn }) => {
		await signedIn("sms", "/news/1");
		const link = page.getByRole("link", { name: "サービスの詳しいご案内を見る（外部サイト）" });
		await expect(link).toBeVisible();
		// Each part on one line of its own: rects of a part on one line share their top.
		const lineTops = await link.evaluate((element) =>
			[...element.childNodes].map((part) => {
				const range = document.createRange();
				range.selectNodeContents(part);
				return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
			}),
		);
		expect(lineTops).toEqual([1, 1]);
		await expectNoAxeViolations(page);
	});
});

for (const width of [320, 390]) {
	test.describe(`home charts at ${width} px`, () => {
		test.use({ viewport: { width, height: 700 } });

		test("no bar or dot covers a value label, in the server's drawing and frappe's", async ({ page, signedIn }) => {
			await signedIn("sms", "/");
			await hydrated(page);
			const weight = await page.evaluate(readChart, WEIGHT_CHART);
			expect(weight.labels.filter((label) => label.endsWith(" kg")).length).toBeGreaterThanOrEqual(3);
			expect(weight.coveredLabels).toEqual([]);
			const server = await page.evaluate(readChart, STEPS_CHART);
			expect(server.coveredLabels).toEqual([]);

			const stepsBox = page.locator(STEPS_CHART);
			await stepsBox.scrollIntoViewIfNeeded();
			await expect(stepsBox).toHaveAttribute("data-drawn", "true");
			const bars = stepsBox.locator(".frappe-chart rect.bar");
			await expect
				.poll(() => bars.evaluateAll((rects) => rects.filter((rect) => rect.getBoundingClientRect().height > 0).length))
				.toBe(11);
			const redrawn = await page.evaluate(readChart, STEPS_CHART);
			expect(redrawn.labels.filter((label) => label.endsWith(" 歩")).length).toBeGreaterThanOrEqual(3);
			expect(redrawn.coveredLabels).toEqual([]);
			expect(redrawn.overflows).toBe(false);
			await expectNoAxeViolations(page);
		});
	});
}
