import type { NewsItem } from "#app/contract/orange/news";

/** 27 news items; item 3 carries script payloads on purpose, for the sanitiser (docs/mock-backend.md). */
export const XSS_NEWS_ID = 3;

type Seed = Pick<NewsItem, "title" | "linkType"> & { body?: string; linkUrl?: string };

const SEEDS: readonly Seed[] = [
	{ title: "年末年始の窓口休業のお知らせ", linkType: "service", linkUrl: "https://www.example.jp/kenpo/holiday" },
	{ title: "11月の健康レポートを公開しました", linkType: "report" },
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
	{ title: "冬に食べたい 根菜たっぷり豚汁", linkType: "recipe" },
	{
		title: "インフルエンザ予防接種の費用補助について",
		linkType: "service",
		linkUrl: "https://www.example.jp/kenpo/flu",
	},
	{ title: "寒い季節の血圧管理のポイント", linkType: "advice" },
	{ title: "10月の健康レポートを公開しました", linkType: "report" },
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
		title: "システムメンテナンスのお知らせ（10月18日）",
		linkType: "service",
		linkUrl: "https://www.example.jp/kenpo/maintenance",
	},
	{ title: "9月の健康レポートを公開しました", linkType: "report" },
	{ title: "間食との上手な付き合い方", linkType: "advice" },
	{ title: "きのこと鶏むね肉の炊き込みご飯", linkType: "recipe" },
	{ title: "歯科健診のご案内", linkType: "service", linkUrl: "https://www.example.jp/kenpo/dental" },
	{ title: "8月の健康レポートを公開しました", linkType: "report" },
	{ title: "熱中症を防ぐ水分補給のコツ", linkType: "advice" },
	{ title: "夏野菜のさっぱり冷やし鉢", linkType: "recipe" },
	{ title: "アプリの新しい歩数連携機能について", linkType: "service", linkUrl: "https://www.example.jp/navi/steps" },
	{ title: "7月の健康レポートを公開しました", linkType: "report" },
	{ title: "デスクワークの合間にできるストレッチ", linkType: "advice" },
	{ title: "ひじきと大豆の煮物", linkType: "recipe" },
	{ title: "被扶養者資格の確認調査について", linkType: "service", linkUrl: "https://www.example.jp/kenpo/dependents" },
	{ title: "6月の健康レポートを公開しました", linkType: "report" },
	{ title: "みらいヘルスナビの提供を開始しました", linkType: "service", linkUrl: "https://www.example.jp/navi" },
];

function defaultBody(seed: Seed): string {
	return [
		`<p>「${seed.title}」の内容をお知らせします。</p>`,
		"<ul><li>対象：みらい健康保険組合の被保険者・被扶養者の皆さま</li><li>詳しくはリンク先をご覧ください。</li></ul>",
		'<p>ご不明な点は<a href="https://www.example.jp/kenpo/contact">お問い合わせ窓口</a>までご連絡ください。</p>',
	].join("\n");
}

/** Published one every four days, at 10:00 JST, counting back from 2026-11-20. */
function publishedAt(index: number): string {
	const date = new Date(Date.UTC(2026, 10, 20 - index * 4, 1, 0, 0));
	return `${date.toISOString().slice(0, 10)}T10:00:00+09:00`;
}

export const NEWS: readonly NewsItem[] = SEEDS.map((seed, index) => {
	const id = index + 1;
	const external = seed.linkType === "service";
	return {
		id,
		title: seed.title,
		publishedAt: publishedAt(index),
		linkType: seed.linkType,
		linkId: external ? null : 300 + id,
		linkUrl: external ? (seed.linkUrl ?? null) : null,
		body: seed.body ?? defaultBody(seed),
	};
});
