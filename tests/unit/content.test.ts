import { describe, expect, it } from "vitest";
import {
	formatInteger,
	formatKilograms,
	formatShortDate,
	formatWeekOf,
} from "#app/features/content/charts/chart-format";
import {
	CHART_BOX,
	drawWeeklyChart,
	labelledWeeks,
	summarizeSeries,
	valueTicks,
	weekLabels,
} from "#app/features/content/charts/series";
import { FAQ_CATEGORIES, filterFaq } from "#app/features/content/data/faq";
import {
	APP_MANUAL_CONTENT,
	APP_MANUAL_PAGES,
	helpPageOf,
	LOGIN_HELP_CONTENT,
	LOGIN_HELP_PAGES,
} from "#app/features/content/data/help-pages";
import { resolveContentLink } from "#app/features/content/data/links";
import { newsLinkOf } from "#app/features/content/data/news-links";
import { findMatches, foldForSearch, matchesAllTerms, searchTerms } from "#app/features/content/data/search";
import { TERMS_ARTICLES } from "#app/features/content/data/terms";
import { QUESTIONNAIRE_SUBMIT_LABEL } from "#app/features/questionnaire/questionnaire-form";
import { formatDate, formatPublishedAt, jstDateOf } from "#app/lib/japanese/dates";
import { formatBirthDate, japaneseEraYear } from "#app/lib/japanese/era";

describe("dates", () => {
	it("writes calendar dates the Japanese way", () => {
		expect(formatDate("2026-11-20")).toBe("2026年11月20日");
		expect(formatDate("2027-01-05")).toBe("2027年1月5日");
		expect(formatShortDate("2026-08-31")).toBe("8/31");
		expect(formatWeekOf("2026-09-07")).toBe("9月7日の週");
	});

	it("reads instants in Japan time whatever the offset", () => {
		expect(jstDateOf("2026-11-20T10:00:00+09:00")).toBe("2026-11-20");
		expect(jstDateOf("2026-11-19T15:30:00Z")).toBe("2026-11-20");
		expect(jstDateOf("2026-11-20T00:30:00+09:00")).toBe("2026-11-20");
		expect(formatPublishedAt("2026-12-31T23:59:59+09:00")).toBe("2026年12月31日");
		expect(() => jstDateOf("yesterday")).toThrow(RangeError);
	});

	it.each([
		["2019-05-01", "令和元年"],
		["2019-04-30", "平成31年"],
		["1989-01-08", "平成元年"],
		["1989-01-07", "昭和64年"],
		["1980-04-01", "昭和55年"],
		["1926-12-25", "昭和元年"],
		["1926-12-24", "大正15年"],
		["1912-07-30", "大正元年"],
		["2026-11-03", "令和8年"],
	])("%s is %s", (date, era) => {
		expect(japaneseEraYear(date)).toBe(era);
	});

	it("shows a birth date with its era year", () => {
		expect(formatBirthDate("1980-04-01")).toBe("1980年4月1日（昭和55年）");
		expect(formatBirthDate("1992-11-03")).toBe("1992年11月3日（平成4年）");
		expect(formatBirthDate("1870-01-01")).toBe("1870年1月1日");
	});

	it("formats numbers for members", () => {
		expect(formatInteger(8123.4)).toBe("8,123");
		expect(formatInteger(1234567)).toBe("1,234,567");
		expect(formatInteger(950)).toBe("950");
		expect(formatKilograms(78.35)).toBe("78.4");
		expect(formatKilograms(62)).toBe("62.0");
	});
});

describe("weekly series", () => {
	const points = [
		{ date: "2026-08-31", value: 78.4 },
		{ date: "2026-09-07", value: null },
		{ date: "2026-09-14", value: 77.9 },
		{ date: "2026-09-21", value: 77.1 },
	];

	it("puts the value axis at round numbers: bars from zero, a line around its values", () => {
		expect(valueTicks([78.4, 77.9, 77.1], "line")).toEqual([77, 77.5, 78, 78.5]);
		expect(valueTicks([4000, 8000], "bar")).toEqual([0, 2000, 4000, 6000, 8000]);
		expect(valueTicks([6200, 9800], "bar")).toEqual([0, 2500, 5000, 7500, 10000]);
		// A flat line sits mid-axis, not on an edge.
		expect(valueTicks([70, 70], "line")).toEqual([67.5, 70, 72.5]);
		expect(valueTicks([], "bar")).toEqual([]);
	});

	it("labels about four weeks, always the first and the last", () => {
		expect(labelledWeeks(13)).toEqual([0, 4, 8, 12]);
		expect(labelledWeeks(12)).toEqual([0, 4, 8, 11]);
		expect(labelledWeeks(4)).toEqual([0, 1, 2, 3]);
		expect(labelledWeeks(1)).toEqual([0]);
		expect(labelledWeeks(0)).toEqual([]);
	});

	it("summarises the latest week, the change and the average over recorded weeks", () => {
		const summary = summarizeSeries(points);
		expect(summary.latest).toEqual({ date: "2026-09-21", value: 77.1 });
		expect(summary.change).toBeCloseTo(-1.3);
		expect(summary.average).toBeCloseTo((78.4 + 77.9 + 77.1) / 3);
		expect(summary.recordedWeeks).toBe(3);
		expect(summarizeSeries([{ date: "2026-08-31", value: 6000 }]).change).toBeNull();
		expect(summarizeSeries([])).toEqual({ latest: null, change: null, average: null, recordedWeeks: 0 });
	});

	it("gives every week its slot: a week without records is a gap in the line, not a zero", () => {
		const { top, height, bottom } = CHART_BOX;
		const line = drawWeeklyChart(points, "line");
		expect(line.bars).toEqual([]);
		// Four weeks, four equal slots; the second week has no record.
		expect(line.dots.map((dot) => dot.x)).toEqual([12.5, 62.5, 87.5]);
		expect(line.segments).toEqual([{ x1: 62.5, y1: line.dots[1]?.y, x2: 87.5, y2: line.dots[2]?.y }]);
		expect(line.ticks.map((tick) => tick.value)).toEqual([77, 77.5, 78, 78.5]);
		expect(line.ticks.at(-1)?.y).toBe(top);
		expect(line.ticks[0]?.y).toBe(height - bottom);
		expect(weekLabels(points)).toEqual([
			{ x: 0, text: "8/31", anchor: "start" },
			{ x: 37.5, text: "9/7", anchor: "middle" },
			{ x: 62.5, text: "9/14", anchor: "middle" },
			{ x: 100, text: "9/21", anchor: "end" },
		]);

		// Bars stand on zero; the tallest reaches the top tick; an empty week has no bar.
		const bars = drawWeeklyChart(
			[
				{ date: "2026-08-31", value: 4000 },
				{ date: "2026-09-07", value: null },
				{ date: "2026-09-14", value: 8000 },
			],
			"bar",
		);
		expect(bars.bars).toHaveLength(2);
		expect(bars.bars.map((bar) => bar.y + bar.height)).toEqual([height - bottom, height - bottom]);
		expect(bars.bars[1]?.y).toBe(top);
		expect(bars.bars[0]?.height).toBeCloseTo((height - top - bottom) / 2, 1);
		expect(bars.bars[1]?.x).toBeGreaterThan(66);
		expect(drawWeeklyChart([{ date: "2026-08-31", value: null }], "line")).toEqual({
			ticks: [],
			bars: [],
			segments: [],
			dots: [],
		});
	});
});

describe("search", () => {
	it("folds width, case and katakana", () => {
		expect(foldForSearch("ＰＩＮコード").folded).toBe("pinこーど");
		expect(searchTerms("  パスワード　ﾘｾｯﾄ  パスワード ")).toEqual(["ぱすわーど", "りせっと"]);
		expect(searchTerms("   ")).toEqual([]);
		// Half-width and combining sound marks join their kana.
		expect(searchTerms("ﾊﾟｽﾜｰﾄﾞ")).toEqual(["ぱすわーど"]);
		expect(searchTerms("ハ\u309Aスワート\u3099")).toEqual(["ぱすわーど"]);
		expect(searchTerms("a b c d e f g")).toHaveLength(5);
	});

	it("finds ranges in the original text, merged", () => {
		expect(findMatches("パスワードを忘れたパスワード", ["ぱすわーど"])).toEqual([
			[0, 5],
			[9, 14],
		]);
		// Full-width letters in the text, half-width in the query.
		expect(findMatches("ＳＭＳで届く", searchTerms("sms"))).toEqual([[0, 3]]);
		expect(findMatches("認証コード", ["認証", "証こ"])).toEqual([[0, 3]]);
		expect(findMatches("新しいﾊﾟｽﾜｰﾄﾞを", ["ぱすわーど"])).toEqual([[3, 10]]);
		expect(findMatches("なし", [])).toEqual([]);
	});

	it("requires every term (AND)", () => {
		expect(matchesAllTerms(["認証コードが届きません", "迷惑メール"], ["認証こーど", "迷惑"])).toBe(true);
		expect(matchesAllTerms(["認証コードが届きません"], ["認証こーど", "歩数"])).toBe(false);
	});
});

describe("FAQ", () => {
	const all = FAQ_CATEGORIES.flatMap((category) => category.items);

	it("has unique anchors across categories and questions", () => {
		const ids = [...FAQ_CATEGORIES.map((category) => category.id), ...all.map((item) => item.id)];
		expect(new Set(ids).size).toBe(ids.length);
		expect(all.length).toBeGreaterThanOrEqual(20);
	});

	it("covers the topics members ask about", () => {
		const titles = FAQ_CATEGORIES.map((category) => category.title).join(" ");
		for (const topic of ["ログイン", "二段階認証", "パスワード", "特定保健指導", "レシピ", "アプリ", "個人情報"]) {
			expect(titles).toContain(topic);
		}
	});

	it("lists everything without terms and filters with them, keeping category order", () => {
		expect(filterFaq([]).count).toBe(all.length);
		const password = filterFaq(searchTerms("ぱすわーど"));
		expect(password.count).toBeGreaterThan(3);
		expect(password.count).toBeLessThan(all.length);
		const order = FAQ_CATEGORIES.map((category) => category.id);
		const ids = password.categories.map((category) => category.id);
		expect(ids).toEqual(order.filter((id) => ids.includes(id)));
		const narrowed = filterFaq(searchTerms("認証コード 届きません"));
		expect(narrowed.categories.flatMap((category) => category.items.map((item) => item.id))).toEqual([
			"two-factor-code-not-received",
		]);
		expect(filterFaq(searchTerms("存在しない言葉xyz")).count).toBe(0);
	});

	it("links only to pages of the site, per variant", () => {
		for (const item of all) {
			for (const link of item.links ?? []) {
				expect(resolveContentLink(link.to, "public")).toMatch(/^\/[a-z_/]*$/);
				expect(resolveContentLink(link.to, "user")).toMatch(/^\/[a-z_/]*$/);
			}
		}
		expect(resolveContentLink("contact", "public")).toBe("/contact");
		expect(resolveContentLink("contact", "user")).toBe("/contact/user");
	});
});

describe("terms", () => {
	it("numbers articles in order with unique anchors", () => {
		expect(TERMS_ARTICLES.map((article) => article.number)).toEqual(TERMS_ARTICLES.map((_, index) => index + 1));
		expect(new Set(TERMS_ARTICLES.map((article) => article.id)).size).toBe(TERMS_ARTICLES.length);
		const text = TERMS_ARTICLES.flatMap((article) => [
			article.title,
			...article.clauses.map((clause) => clause.text),
		]).join("");
		for (const topic of ["二段階認証", "健康情報", "禁止", "個人情報保護"]) expect(text).toContain(topic);
	});
});

describe("help pages", () => {
	it("the questionnaire manual names the send button by its own words", () => {
		const steps = APP_MANUAL_CONTENT.questionnaires_input.sections.flatMap((section) => section.steps ?? []);
		expect(steps).toContain(`最後に「${QUESTIONNAIRE_SUBMIT_LABEL}」を押すと送信されます。`);
	});

	it("has content with steps or notes for every slug of both sets", () => {
		for (const [pages, content] of [
			[APP_MANUAL_PAGES, APP_MANUAL_CONTENT],
			[LOGIN_HELP_PAGES, LOGIN_HELP_CONTENT],
		] as const) {
			expect(Object.keys(content).sort()).toEqual(Object.keys(pages).sort());
			for (const page of Object.values(content)) {
				expect(page.lead.length).toBeGreaterThan(10);
				expect(page.sections.some((section) => section.steps?.length || section.notes?.length)).toBe(true);
			}
		}
	});

	it("resolves a slug with its title and the set's other pages", () => {
		const page = helpPageOf("login", "invalid_url");
		expect(page?.title).toBe("URLが無効と表示される場合");
		expect(page?.related.map((item) => item.href)).toEqual([
			"/app_manual/login/contact",
			"/app_manual/login/cant_reset_password",
			"/app_manual/login/password_activation",
			"/app_manual/login/cant_receive_activation_mail",
		]);
		expect(helpPageOf("app_manual", "weight_input")?.related).toHaveLength(4);
		expect(helpPageOf("app_manual", "weight_input")?.related[0]?.href).toBe("/app_manual/comments");
	});

	it.each([undefined, "", "toString", "__proto__", "constructor", "login", "contact"])(
		"has no app manual page at %j",
		(slug) => {
			expect(helpPageOf("app_manual", slug)).toBeNull();
		},
	);

	it("has no login help page for an app manual slug", () => {
		expect(helpPageOf("login", "comments")).toBeNull();
	});
});

describe("news links", () => {
	it("sends each link type to its page", () => {
		expect(newsLinkOf({ linkType: "service", linkUrl: "https://www.example.jp/kenpo/flu" })).toEqual({
			href: "https://www.example.jp/kenpo/flu",
			label: "サービスの詳しいご案内を見る",
			external: true,
		});
		expect(newsLinkOf({ linkType: "report", linkUrl: null })?.href).toBe("/#records");
		expect(newsLinkOf({ linkType: "advice", linkUrl: null })?.href).toBe("/#health-support");
		expect(newsLinkOf({ linkType: "recipe", linkUrl: null })?.href).toBe("/users/recipe_settings");
	});

	it("never links a service item anywhere but https", () => {
		expect(newsLinkOf({ linkType: "service", linkUrl: null })).toBeNull();
		expect(newsLinkOf({ linkType: "service", linkUrl: "javascript:alert(1)" })).toBeNull();
		expect(newsLinkOf({ linkType: "service", linkUrl: "http://www.example.jp/" })).toBeNull();
	});
});
