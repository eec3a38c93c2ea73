import type { NewsItem } from "#app/contract/orange/news";
import { parseDate } from "#app/lib/japanese/dates";
import { addDays } from "#app/lib/japanese/japan-time";

/** 27 news items; item 3 carries script payloads on purpose, for the sanitiser (docs/mock-backend.md). */
export const XSS_NEWS_ID = 3;

/** A title may name a day or month of its own publication (`published`: YYYY-MM-DD), so it never contradicts it. */
type Seed = Pick<NewsItem, "linkType"> & {
	title: string | ((published: string) => string);
	body?: string;
	linkUrl?: string;
};

const monthOf = (day: string) => parseDate(day).month;
const report = (published: string) => `${monthOf(addDays(published, -20))}月の健康レポートを公開しました`;
const maintenance = (published: string) => {
	const { month, day } = parseDate(addDays(published, 6));
	return `システムメンテナンスのお知らせ（${month}月${day}日）`;
};

const SEEDS: readonly Seed[] = [
	{ title: "窓口の臨時休業のお知らせ", linkType: "service", linkUrl: "https://www.example.jp/kenpo/holiday" },
	{ title: report, linkType: "report" },
	{
		title: "【重要】表示確認用のお知らせ",
		linkType: "advice",
		body: [
			"<p>このお知らせは表示確認用です。以下の内容は実行されずに表示されます。</p>",
			"<img src=x onerror=alert(1)>",
			"<script>alert(1)</script>",
			'<p><a href="javascript:alert(1)">リンク</a></p>',
			'<p onclick="alert(1)" style="background:url(javascript:alert(1))">クリックしてください</p>',
			'<iframe src="https://evil.example.com/"></iframe>',
		].join("\n"),
	},
	{ title: "根菜たっぷり豚汁", linkType: "recipe" },
	{
		title: "予防接種の費用補助について",
		linkType: "service",
		linkUrl: "https://www.example.jp/kenpo/flu",
	},
	{ title: "家庭でできる血圧管理のポイント", linkType: "advice" },
	{ title: report, linkType: "report" },
	{ title: "減塩でもおいしい 鮭のホイル焼き", linkType: "recipe" },
	{
		title: "特定健康診査の受診期限が近づいています",
		linkType: "service",
		linkUrl: "https://www.example.jp/kenpo/checkup",
	},
	{ title: "睡眠の質を高める5つの習慣", linkType: "advice" },
	{ title: "歩数記録キャンペーン 結果発表", linkType: "report" },
	{ title: "野菜たっぷり 具だくさんミネストローネ", linkType: "recipe" },
	{
		title: maintenance,
		linkType: "service",
		linkUrl: "https://www.example.jp/kenpo/maintenance",
	},
	{ title: report, linkType: "report" },
	{ title: "間食との上手な付き合い方", linkType: "advice" },
	{ title: "きのこと鶏むね肉の炊き込みご飯", linkType: "recipe" },
	{ title: "歯科健診のご案内", linkType: "service", linkUrl: "https://www.example.jp/kenpo/dental" },
	{ title: report, linkType: "report" },
	{ title: "こまめな水分補給のコツ", linkType: "advice" },
	{ title: "野菜たっぷり 冷やし鉢", linkType: "recipe" },
	{ title: "アプリの新しい歩数連携機能について", linkType: "service", linkUrl: "https://www.example.jp/navi/steps" },
	{ title: report, linkType: "report" },
	{ title: "デスクワークの合間にできるストレッチ", linkType: "advice" },
	{ title: "ひじきと大豆の煮物", linkType: "recipe" },
	{ title: "被扶養者資格の確認調査について", linkType: "service", linkUrl: "https://www.example.jp/kenpo/dependents" },
	{ title: report, linkType: "report" },
	{ title: "みらいヘルスナビの提供を開始しました", linkType: "service", linkUrl: "https://www.example.jp/navi" },
];

function defaultBody(title: string): string {
	return [
		`<p>「${title}」の内容をお知らせします。</p>`,
		"<ul><li>対象：みらい健康保険組合の被保険者・被扶養者の皆さま</li><li>詳しくはリンク先をご覧ください。</li></ul>",
		'<p>ご不明な点は<a href="https://www.example.jp/kenpo/contact">お問い合わせ窓口</a>までご連絡ください。</p>',
	].join("\n");
}

/** The newest is 3 days old; then one every four days, back from it, at 10:00 JST. */
const NEWEST_DAYS_AGO = 3;

/** The news as published up to `today` (YYYY-MM-DD in Japan), newest first. */
export function newsAsOf(today: string): NewsItem[] {
	return SEEDS.map((seed, index) => {
		const id = index + 1;
		const published = addDays(today, -NEWEST_DAYS_AGO - index * 4);
		const title = typeof seed.title === "function" ? seed.title(published) : seed.title;
		const external = seed.linkType === "service";
		return {
			id,
			title,
			publishedAt: `${published}T10:00:00+09:00`,
			linkType: seed.linkType,
			linkId: external ? null : 300 + id,
			linkUrl: external ? (seed.linkUrl ?? null) : null,
			body: seed.body ?? defaultBody(title),
		};
	});
}
