import { expect, type Page } from "@playwright/test";
import { axeProblems } from "./support/axe";
import { readChart, STEPS_CHART, WEIGHT_CHART } from "./support/chart-reading";
import { test } from "./support/members";
import { orphanedButtonCharacters } from "./support/page-checks";

/*
 * Member pages at their edges on the narrowest phone: a past
 * appointment is overdue, never 「次の予定」; the charts carry units, separators and a time axis;
 * phone numbers are hyphenated and the page says where changes are made; the menu button stays put
 * when the menu opens, ログアウト lines up with the items, and no button label leaves one character
 * alone on a line.
 */

test.use({ viewport: { width: 320, height: 640 } });
// The shared member session is made by the first test that asks: a sign-in, slow on a loaded machine.
test.slow();

/** Today in Japan as the server counts it: YYYY-MM-DD. */
const todayInJapan = () => new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
const isoOf = (japanese: string) => {
	const [, year, month, day] = /(\d{4})年(\d{1,2})月(\d{1,2})日/.exec(japanese) ?? [];
	return `${year}-${month?.padStart(2, "0")}-${day?.padStart(2, "0")}`;
};

test("home: a past appointment is named overdue; 「次の予定」 is the first one ahead", async ({ page, signedIn }) => {
	await signedIn("sms", "/");
	const today = todayInJapan();
	// 山田 太郎's continuation support of 2026-09-01 was never reported.
	const overdue = page.locator(".guidance-overdue");
	await expect(overdue).toContainText("予定日を過ぎています");
	await expect(overdue).toContainText("2026年9月1日");
	for (const item of await overdue.locator("li").allTextContents()) expect(isoOf(item) < today).toBe(true);
	const next = await page.locator(".guidance-next").textContent();
	expect(next).toContain("次の予定");
	expect(next).not.toContain("2026年9月1日");
	const nextDate = /\d{4}年\d{1,2}月\d{1,2}日/.exec(next ?? "")?.[0];
	if (nextDate) expect(isoOf(nextDate) >= today).toBe(true);
	expect(await axeProblems(page)).toEqual([]);
});

/** The weight line of 山田 太郎: 12 weeks, nothing recorded in the week of 10月5日 (the sixth). */
async function expectWeightChartOnTimeAxis(page: Page) {
	const weight = await page.evaluate(readChart, WEIGHT_CHART);
	expect(weight.overflows).toBe(false);
	expect(weight.smallestFontPx).toBeGreaterThanOrEqual(12);
	const values = weight.labels.filter((label) => label.endsWith("kg"));
	expect(values.length).toBeGreaterThanOrEqual(3);
	for (const label of values) expect(label).toMatch(/^\d{2,3}\.\d kg$/);
	expect(weight.labels).toEqual(expect.arrayContaining(["8/31", "11/16"]));
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
	await expect(tip).toContainText("10月5日の週");
	await expect(tip).toContainText("記録なし");
	await plot.hover({ position: { x: plotWidth / 24, y: 150 } });
	await expect(tip).toContainText("8月31日の週");
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
		expect(steps.labels).toEqual(expect.arrayContaining(["0 歩", "8/31", "11/16"]));
		for (const label of steps.labels.filter((text) => text.endsWith("歩")))
			expect(label).toMatch(/^\d{1,3}(,\d{3})* 歩$/);
		const box = page.getByRole("region", { name: "歩数の推移" }).locator(".chart-box");
		await expect(box.locator("rect")).toHaveCount(11);
	});
});

test("member detail: the phone number with hyphens, and the honest way to change details", async ({
	page,
	signedIn,
}) => {
	await signedIn("sms", "/users/detail");
	await expect(page.getByText("03-1234-5678", { exact: true })).toBeVisible();
	await expect(page.getByText("このサイトでは登録内容を変更できません。")).toBeVisible();
	await expect(page.getByText("「連絡先情報のご登録」メールのリンクから変更できます", { exact: false })).toBeVisible();
	await expect(page.locator(".member-changes").getByRole("link", { name: "お問い合わせ" })).toHaveAttribute(
		"href",
		"/contact/user",
	);
	expect(await orphanedButtonCharacters(page)).toEqual([]);
	expect(await axeProblems(page)).toEqual([]);
});

test("the menu button does not move when the menu opens; ログアウト lines up with the items", async ({
	page,
	signedIn,
}) => {
	await signedIn("sms", "/faq/user");
	// Opened before the menu's chunk hydrates, React would close it again.
	await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
	const toggle = page.locator("details.site-menu > summary");
	const before = await toggle.boundingBox();
	await toggle.click();
	await expect(page.getByRole("navigation", { name: "メイン" }).getByRole("link", { name: "ホーム" })).toBeVisible();
	const after = await toggle.boundingBox();
	expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
	expect(after?.y).toBeCloseTo(before?.y ?? -1, 0);

	const nav = page.getByRole("navigation", { name: "メイン" });
	const item = await nav.getByRole("link", { name: "会員情報" }).boundingBox();
	const signOut = await nav.getByRole("button", { name: "ログアウト" }).boundingBox();
	expect(signOut?.x).toBeCloseTo(item?.x ?? -1, 0);
	expect(signOut?.width).toBeCloseTo(item?.width ?? -1, 0);
	expect(Math.abs((signOut?.height ?? 0) - (item?.height ?? 0))).toBeLessThanOrEqual(2);
	expect(await axeProblems(page)).toEqual([]);
});
