import { expect, type Page } from "@playwright/test";
import { formatPublishedAt } from "../../app/lib/japanese/dates";
import { axeProblems, expectNoAxeViolations } from "./support/axe";
import { readChart, STEPS_CHART, WEIGHT_CHART } from "./support/chart-reading";
import {
	axisDay,
	chartWeeksOf,
	DEMO_TODAY,
	guidanceOf,
	healthSupportsToday,
	newsToday,
	shownOrUndecided,
	weekName,
} from "./support/demo-calendar";
import { test } from "./support/members";
import { hydrated } from "./support/page";

test.describe("home", () => {
	test("greets the member, shows the guidance programme, articles and the latest news", async ({ page, signedIn }) => {
		await signedIn("sms", "/");
		await expect(page.getByRole("heading", { level: 1, name: "ようこそ、山田 太郎さん" })).toBeVisible();
		await expect(page).toHaveTitle("ホーム｜みらいヘルスナビ");
		await expect(page.locator(".site-header")).toContainText("山田 太郎 さん");

		const guidance = page.getByRole("region", { name: "特定保健指導" });
		const programme = guidanceOf(1001);
		const [first, , middle, unreported, waiting, before] = programme.actions.map((action) => ({
			planned: shownOrUndecided(action.scheduledOn),
			done: shownOrUndecided(action.completedOn),
		}));
		await expect(guidance.getByText("第4期の特定保健指導")).toBeVisible();
		await expect(
			guidance.getByText(`${shownOrUndecided(programme.startedOn)}〜${shownOrUndecided(programme.endsOn)}`),
		).toBeVisible();
		await expect(guidance.getByText("7件中3件が報告済み・完了")).toBeVisible();
		// The unreported continuation support has passed: it is named overdue, never 「次の予定」.
		await expect(guidance.getByText("予定日を過ぎています：")).toBeVisible();
		await expect(
			guidance.getByRole("listitem").filter({ hasText: `継続支援（未報告・${unreported?.planned}）` }),
		).toBeVisible();
		await expect(guidance.locator(".guidance-next")).not.toContainText(`${unreported?.planned}`);
		const rows = guidance.getByRole("table", { name: "面談・支援の予定と状況" }).getByRole("row");
		await expect(rows).toHaveCount(8);
		await expect(rows.nth(1)).toContainText(`初回面談${first?.planned}${first?.done}完了`);
		await expect(rows.nth(3)).toContainText(`中間評価${middle?.planned}${middle?.done}報告済み`);
		await expect(rows.nth(4)).toContainText(`継続支援${unreported?.planned}未定未報告`);
		await expect(rows.nth(5)).toContainText(`中間評価（予定）${waiting?.planned}未定受付待ち`);
		await expect(rows.nth(6)).toContainText(`継続支援（予定）${before?.planned}未定実施前`);
		await expect(rows.nth(7)).toContainText("最終評価（予定）");
		// Every status has its Japanese label and explanation.
		await guidance.getByText("状況の見方").click();
		for (const label of ["初回面談待ち", "実施前", "受付待ち", "未報告", "報告済み", "完了"]) {
			await expect(guidance.locator(".glossary dt", { hasText: label })).toBeVisible();
		}

		const articles = page.getByRole("region", { name: "健康サポート" }).getByRole("listitem");
		await expect(articles).toHaveCount(6);
		await expect(articles.first()).toContainText("特定保健指導を始める方へ");
		await expect(articles.first()).toContainText(formatPublishedAt(healthSupportsToday()[0]?.publishedAt ?? ""));

		const news = page.getByRole("region", { name: "お知らせ" });
		await expect(news.getByRole("listitem")).toHaveCount(5);
		const newest = newsToday()[0];
		await expect(news.getByRole("listitem").first()).toContainText(formatPublishedAt(newest?.publishedAt ?? ""));
		await expect(news.getByRole("listitem").first()).toContainText("サービス");
		await expect(news.getByRole("link", { name: newest?.title })).toHaveAttribute("href", "/news/1");
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
		const weeks = chartWeeksOf(1001);
		await expect(weight.getByText(new RegExp(`最新：\\d+\\.\\d kg（${weekName(weeks[11] ?? "")}）`))).toBeVisible();
		await weight.getByText("体重の推移を表で見る").click();
		const table = weight.getByRole("table", { name: "体重の推移（週ごとの平均）" });
		await expect(table.getByRole("row")).toHaveCount(13);
		await expect(table.getByRole("row", { name: weekName(weeks[5] ?? "") })).toContainText("記録なし");
		await expect(table.getByRole("columnheader", { name: "体重（kg）" })).toBeVisible();
		await expectNoAxeViolations(page);
	});

	test("a member without records in a week sees the gap, not a zero, in the step table", async ({ page, signedIn }) => {
		await signedIn("sms", "/");
		const steps = page.getByRole("region", { name: "歩数の推移" });
		await steps.getByText("歩数の推移を表で見る").click();
		const rows = steps.getByRole("table").getByRole("row");
		await expect(rows).toHaveCount(13);
		const weeks = chartWeeksOf(1001);
		await expect(rows.nth(1)).toContainText(`${weekName(weeks[0] ?? "")}6,200`);
		await expect(steps.getByRole("row", { name: weekName(weeks[5] ?? "") })).toContainText("記録なし");
	});

	test("e-mail member: 第4期, waiting for the first interview", async ({ page, signedIn }) => {
		await signedIn("email", "/");
		await expect(page.getByRole("heading", { level: 1, name: "ようこそ、佐藤 花子さん" })).toBeVisible();
		const guidance = page.getByRole("region", { name: "特定保健指導" });
		await expect(guidance.getByText("第4期の特定保健指導")).toBeVisible();
		const interview = shownOrUndecided(guidanceOf(1002).actions[0]?.scheduledOn ?? null);
		await expect(guidance.getByText(`次の予定：初回面談（初回面談待ち・${interview}）`)).toBeVisible();
		await expect(guidance.getByRole("row", { name: /継続支援（予定）/ })).toContainText("未定未定実施前");
	});

	test("a finished programme says so", async ({ page, signedIn }) => {
		await signedIn("webview", "/");
		const guidance = page.getByRole("region", { name: "特定保健指導" });
		await expect(guidance.getByText("すべての支援が終わりました。おつかれさまでした。")).toBeVisible();
		await expect(guidance.getByText("4件中4件が報告済み・完了")).toBeVisible();
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
		await expect(items.first()).toContainText(newsToday()[0]?.title ?? "");
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
		const item = newsToday()[0];
		await expect(page.getByRole("heading", { level: 1, name: item?.title })).toBeVisible();
		await expect(page.locator(".news-article__meta")).toHaveText(
			`${formatPublishedAt(item?.publishedAt ?? "")}サービス`,
		);
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

test.describe("home on the narrowest phone", () => {
	/* Home at 320 px: a past appointment is overdue, never 「次の予定」; the charts carry units, separators and a time axis. */

	test.use({ viewport: { width: 320, height: 640 } });
	// The shared member session is made by the first test that asks: a sign-in, slow on a loaded machine.
	test.slow();

	const isoOf = (japanese: string) => {
		const [, year, month, day] = /(\d{4})年(\d{1,2})月(\d{1,2})日/.exec(japanese) ?? [];
		return `${year}-${month?.padStart(2, "0")}-${day?.padStart(2, "0")}`;
	};

	test("home: a past appointment is named overdue; 「次の予定」 is the first one ahead", async ({ page, signedIn }) => {
		await signedIn("sms", "/");
		const today = DEMO_TODAY;
		// 山田 太郎's fourth action, a continuation support, was never reported.
		const unreported = shownOrUndecided(guidanceOf(1001).actions[3]?.scheduledOn ?? null);
		const overdue = page.locator(".guidance-overdue");
		await expect(overdue).toContainText("予定日を過ぎています");
		await expect(overdue).toContainText(unreported);
		for (const item of await overdue.locator("li").allTextContents()) expect(isoOf(item) < today).toBe(true);
		// What to do follows each status: only what waits on the member is reported from the app.
		await expect(overdue).not.toContainText("取り組みの結果をアプリから報告するか、担当者にご連絡ください。");
		for (const item of await overdue.locator("li").allTextContents()) {
			if (/（[^）]*未報告/.test(item)) expect(item).toContain("取り組みの結果をアプリから報告してください。");
			if (/（[^）]*(受付待ち|初回面談待ち)/.test(item)) expect(item).not.toContain("アプリから報告");
		}
		const next = await page.locator(".guidance-next").textContent();
		expect(next).toContain("次の予定");
		expect(next).not.toContain(unreported);
		const nextDate = /\d{4}年\d{1,2}月\d{1,2}日/.exec(next ?? "")?.[0];
		if (nextDate) expect(isoOf(nextDate) >= today).toBe(true);
		expect(await axeProblems(page)).toEqual([]);
	});

	/** The weight line of 山田 太郎: 12 weeks, nothing recorded in the sixth. */
	async function expectWeightChartOnTimeAxis(page: Page) {
		const weight = await page.evaluate(readChart, WEIGHT_CHART);
		expect(weight.overflows).toBe(false);
		expect(weight.smallestFontPx).toBeGreaterThanOrEqual(12);
		const values = weight.labels.filter((label) => label.endsWith("kg"));
		expect(values.length).toBeGreaterThanOrEqual(3);
		for (const label of values) expect(label).toMatch(/^\d{2,3}\.\d kg$/);
		const weeks = chartWeeksOf(1001);
		expect(weight.labels).toEqual(expect.arrayContaining([axisDay(weeks[0] ?? ""), axisDay(weeks[11] ?? "")]));
		// Eleven recorded weeks: the line joins neighbours only, and the missing week leaves two slots' distance.
		expect(weight.dotsX).toHaveLength(11);
		expect(weight.segments).toBe(9);
		const steps = weight.dotsX.slice(1).map((x, index) => x - (weight.dotsX[index] ?? 0));
		const slot = steps[0] ?? 0;
		expect(slot).toBeGreaterThan(10);
		for (const [index, step] of steps.entries()) expect(step).toBeCloseTo(index === 4 ? 2 * slot : slot, 0);
	}

	test("home charts: units and separators on the axes, a week without records is a gap, labels of 12 px", async ({
		page,
		signedIn,
	}) => {
		await signedIn("sms", "/");
		await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
		await expectWeightChartOnTimeAxis(page);
		// The steps are redrawn by frappe-charts: the axis is ours, 「記録なし」 where the week is empty.
		const stepsBox = page.getByRole("region", { name: "歩数の推移" }).locator(".chart-box");
		await stepsBox.scrollIntoViewIfNeeded();
		await expect(stepsBox).toHaveAttribute("data-drawn", "true");
		await expect(stepsBox.locator(".frappe-chart")).toBeVisible();
		// frappe draws zeros first and the data after its opening animation.
		const bars = stepsBox.locator(".frappe-chart rect.bar");
		await expect
			.poll(() => bars.evaluateAll((rects) => rects.filter((rect) => rect.getBoundingClientRect().height > 0).length))
			.toBe(11);
		const steps = await page.evaluate(readChart, STEPS_CHART);
		expect(steps.smallestFontPx).toBeGreaterThanOrEqual(12);
		const values = steps.labels.filter((label) => label.endsWith("歩"));
		expect(values).toContain("0 歩");
		expect(values.some((label) => label.includes(","))).toBe(true);
		for (const label of values) expect(label).toMatch(/^\d{1,3}(,\d{3})* 歩$/);
		// Every week keeps its slot: twelve bars, the empty week's of no height, which says so when pointed at.
		await expect(bars).toHaveCount(12);
		// The plot: the box less the value labels' gutter.
		const plot = stepsBox.locator(".chart-box__canvas");
		const width = (await stepsBox.boundingBox())?.width ?? 0;
		const plotWidth = (await plot.boundingBox())?.width ?? 0;
		await plot.hover({ position: { x: (plotWidth * 5.5) / 12, y: 150 } });
		const tip = stepsBox.locator(".graph-svg-tip");
		const weeks = chartWeeksOf(1001);
		await expect(tip).toContainText(weekName(weeks[5] ?? ""));
		await expect(tip).toContainText("記録なし");
		await plot.hover({ position: { x: plotWidth / 24, y: 150 } });
		await expect(tip).toContainText(weekName(weeks[0] ?? ""));
		await expect(tip).toContainText(/\d,\d{3} 歩/);
		// The first week's tooltip stays inside the box, whole, not cut at the box's edge.
		const [boxArea, tipArea] = await Promise.all([stepsBox.boundingBox(), tip.boundingBox()]);
		expect(tipArea?.x).toBeGreaterThanOrEqual((boxArea?.x ?? 0) - 1);
		expect((tipArea?.x ?? 0) + (tipArea?.width ?? 0)).toBeLessThanOrEqual((boxArea?.x ?? 0) + width + 1);
		expect(await axeProblems(page)).toEqual([]);
	});

	test("home charts: a chart library cut off on its way (the member leaving) keeps the page and its drawing", async ({
		page,
		signedIn,
	}) => {
		// Firefox aborts a page's imports as the member follows a link; a reload then would undo the member's navigation.
		await page.route(/frappe-charts/, (route) => route.abort());
		await signedIn("sms", "/news");
		await page.evaluate(() => {
			(window as unknown as { stayed: boolean }).stayed = true;
		});
		const given = page.waitForEvent("console", (message) => message.text().includes("chart could not be drawn"));
		await page.getByRole("link", { name: "みらいヘルスナビ" }).first().click();
		// The library is asked for once the chart is about to be seen.
		await page.getByRole("region", { name: "歩数の推移" }).locator(".chart-box").scrollIntoViewIfNeeded();
		await given;
		expect(await page.evaluate(() => "stayed" in window)).toBe(true);
		await expect(page.locator(".chart-box__drawing")).toHaveCount(2);
		await expect(page.getByRole("region", { name: "歩数の推移" }).locator(".chart-box")).toHaveAttribute(
			"data-drawn",
			"false",
		);
	});

	test.describe("without JavaScript", () => {
		test.use({ javaScriptEnabled: false });
		test("home charts: the server's drawing has the same axes, gap and label size", async ({ page, signedIn }) => {
			await signedIn("sms", "/");
			await expectWeightChartOnTimeAxis(page);
			const steps = await page.evaluate(readChart, STEPS_CHART);
			expect(steps.smallestFontPx).toBeGreaterThanOrEqual(12);
			const weeks = chartWeeksOf(1001);
			expect(steps.labels).toEqual(expect.arrayContaining(["0 歩", axisDay(weeks[0] ?? ""), axisDay(weeks[11] ?? "")]));
			for (const label of steps.labels.filter((text) => text.endsWith("歩")))
				expect(label).toMatch(/^\d{1,3}(,\d{3})* 歩$/);
			const box = page.getByRole("region", { name: "歩数の推移" }).locator(".chart-box");
			await expect(box.locator("rect")).toHaveCount(11);
		});
	});
});
