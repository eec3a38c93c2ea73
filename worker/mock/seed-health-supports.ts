import type { HealthSupport } from "#app/contract/orange/health-supports";
import { seedDays } from "./calendar";

type Seed = Omit<HealthSupport, "publishedAt"> & { publishedDaysAgo: number };

/** Health-support articles every demo member's insurer publishes, as of `today`; newest first. */
export function healthSupportsAsOf(today: string): HealthSupport[] {
	const { instant } = seedDays(today);
	return SEEDS.map(({ publishedDaysAgo, ...article }) => ({
		...article,
		publishedAt: instant(-publishedDaysAgo, "09:00"),
	}));
}

const SEEDS: readonly Seed[] = [
	{
		id: 1,
		title: "特定保健指導を始める方へ",
		summary: "初回面談から最終評価までの流れと、ご準備いただくものをご案内します。",
		publishedDaysAgo: 21,
		imageUrl: null,
		body: "<h2>保健指導の流れ</h2><ol><li>初回面談（約30分）</li><li>継続支援（メール・アプリ）</li><li>中間評価</li><li>最終評価</li></ol><p>面談には健診結果をご用意ください。</p>",
	},
	{
		id: 2,
		title: "1日8,000歩を無理なく続けるコツ",
		summary: "通勤や買い物のついでに歩数を増やす工夫を紹介します。",
		publishedDaysAgo: 39,
		imageUrl: null,
		body: "<p>ひと駅手前で降りる、階段を使うなど、日常の動作を少し変えるだけで歩数は増やせます。</p><p>アプリの歩数グラフで週ごとの変化を確かめましょう。</p>",
	},
	{
		id: 3,
		title: "血圧が気になる方の食事",
		summary: "減塩のポイントとカリウムを多く含む食品について。",
		publishedDaysAgo: 64,
		imageUrl: null,
		body: "<p>食塩の目標量は1日6g未満です。汁物は1日1杯までを目安にしましょう。</p><ul><li>香辛料や酸味を活用する</li><li>野菜・果物でカリウムをとる</li></ul>",
	},
	{
		id: 4,
		title: "体重を毎日測る習慣づくり",
		summary: "同じ時間・同じ条件で測ることが記録を続けるポイントです。",
		publishedDaysAgo: 85,
		imageUrl: null,
		body: "<p>朝起きてトイレを済ませた後に測ると、日々の変化がわかりやすくなります。</p>",
	},
	{
		id: 5,
		title: "禁煙外来の費用補助のご案内",
		summary: "保険組合が禁煙治療の自己負担分を補助します。",
		publishedDaysAgo: 145,
		imageUrl: null,
		body: '<p>申請方法は<a href="https://www.example.jp/kenpo/quit-smoking">こちら</a>をご覧ください。</p>',
	},
	{
		id: 6,
		title: "健診結果の見方",
		summary: "BMI、腹囲、血糖、脂質などの基準値をわかりやすく解説します。",
		publishedDaysAgo: 197,
		imageUrl: null,
		body: "<table><caption>主な基準値</caption><tr><th>項目</th><th>基準値</th></tr><tr><td>BMI</td><td>18.5以上25未満</td></tr><tr><td>腹囲（男性）</td><td>85cm未満</td></tr><tr><td>腹囲（女性）</td><td>90cm未満</td></tr></table>",
	},
];
