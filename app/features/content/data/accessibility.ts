import { PRODUCT_NAME, SOCIETY_NAME } from "#app/contract/brand";

/*
 * ウェブアクセシビリティ方針 for /accessibility. Its claims are the test suite's: the scope is every page
 * the every-page tour visits, and each criterion listed as tested names the specs that test it, each of
 * which carries the criterion's number (tests/e2e/accessibility-statement.spec.ts checks both).
 */

export const ACCESSIBILITY_TITLE = "ウェブアクセシビリティ方針";
export const ACCESSIBILITY_ENACTED_ON = "2026-12-01";

export const ACCESSIBILITY_POLICY = `${SOCIETY_NAME}は、年齢や障害の有無、使う機器にかかわらず、すべての加入者の皆さまが「${PRODUCT_NAME}」を利用できるよう、ウェブアクセシビリティの確保と向上に取り組みます。`;

export const ACCESSIBILITY_TARGET = {
	standard: "JIS X 8341-3:2016",
	level: "AA",
	text: "JIS X 8341-3:2016「高齢者・障害者等配慮設計指針－情報通信における機器，ソフトウェア及びサービス－第3部：ウェブコンテンツ」の適合レベルAAに準拠することを目標とします。あわせて、スマートフォンでの利用に関わるWCAG 2.2の達成基準（リフロー、ターゲットのサイズ）も満たすよう努めます。",
} as const;

/** A page of the scope, by the path app/routes.ts gives it. */
type ScopePage = { route: string; label: string };

/** Every page of the portal: the route table's pages, as the every-page tour visits them. */
export const ACCESSIBILITY_SCOPE: readonly ScopePage[] = [
	{ route: "/", label: "ホーム" },
	{ route: "news", label: "お知らせ一覧" },
	{ route: "news/:id", label: "お知らせ" },
	{ route: "health_support/:id", label: "健康サポート記事" },
	{ route: "users/detail", label: "会員情報" },
	{ route: "users/password/update", label: "パスワードの変更" },
	{ route: "users/recipe_settings", label: "レシピ配信設定" },
	{ route: "faq/user", label: "よくある質問（ログイン後）" },
	{ route: "terms/user", label: "利用規約（ログイン後）" },
	{ route: "contact/user", label: "お問い合わせ（ログイン後）" },
	{ route: "questionnaires/:id/new", label: "アンケート（アプリ内）" },
	{ route: "app_manual/:page", label: "アプリの使い方（アプリ内）" },
	{ route: "callback", label: "ログインの完了" },
	{ route: "faq", label: "よくある質問" },
	{ route: "terms", label: "利用規約" },
	{ route: "contact", label: "お問い合わせ" },
	{ route: "privacy", label: "個人情報の取扱い" },
	{ route: "accessibility", label: "ウェブアクセシビリティ方針" },
	{ route: "activation/:token", label: "アカウントの有効化" },
	{ route: "users/token_expired", label: "URLの有効期限切れ" },
	{ route: "users/password/reset", label: "パスワード再設定の申込み" },
	{ route: "users/password/reset/:token", label: "パスワードの再設定" },
	{ route: "app_manual/login/:page", label: "ログインのヘルプ" },
	{ route: "logout", label: "ログアウト" },
	{ route: "two_factor_authentication/:channel", label: "二段階認証" },
	{ route: "users/password/force_change", label: "パスワードの変更（必須）" },
	{ route: "contact_detail_form/:token", label: "連絡先情報の変更（はじめに）" },
	{ route: "contact_detail_form/:token/auth", label: "連絡先情報の変更（ご本人確認）" },
	{ route: "contact_detail_form/:token/change_email/:changeEmailToken", label: "メールアドレス変更の確定" },
	{ route: "contact_detail_form/:token/actions", label: "連絡先情報の変更（お手続きの選択）" },
	{ route: "contact_detail_form/:token/input", label: "連絡先情報の入力" },
	{ route: "contact_detail_form/:token/input/confirm", label: "連絡先情報の確認" },
	{ route: "contact_detail_form/:token/input/complete", label: "連絡先情報の変更の完了" },
	{ route: "contact_detail_form/:token/email", label: "メールアドレスの変更" },
	{ route: "contact_detail_form/:token/email/complete", label: "メールアドレス変更の受付" },
	{ route: "*", label: "エラー画面（「ページが見つかりません」など）" },
];

export const TEST_METHODS: readonly string[] = [
	"すべてのページを、幅320ピクセルの画面で、ログイン前・ログイン後・アプリ内のそれぞれの状態で開き、自動検査ツール（axe-core）で達成基準の違反がないことを確かめています。",
	"幅320ピクセルで横スクロールが起きないこと、押せる部分が24ピクセル四方以上あることを、すべてのページで確かめています。",
	"ログイン、二段階認証、お問い合わせ、連絡先情報の変更などの主な手続きを、Chromium・WebKit（Safari）・Firefoxの3種類のブラウザエンジンで、JavaScriptを有効にした場合と無効にした場合の両方で確かめています。",
	"入力の誤りがあったときに、誤りの一覧に移動し、一覧から入力欄へキーボードで移れることを確かめています。",
	"これらの検査は、本サービスを更新するたびに自動で行い、一つでも満たさない場合は公開しません。",
];

export const CHECKED_BY_HAND: readonly string[] = [
	"スクリーンリーダー（iOSのVoiceOver、WindowsのNVDA）での読み上げの順序と内容",
	"文字を200%に拡大したときの読みやすさ",
	"色の違いだけで情報を伝えていないこと",
];

/** One success criterion the suite tests: its specs each name it (`WCAG 1.4.10`). */
type TestedCriterion = {
	id: string;
	title: string;
	level: "A" | "AA";
	/** WCAG 2.1 or 2.2 criteria beyond JIS X 8341-3:2016 (which follows WCAG 2.0). */
	beyondJis?: boolean;
	specs: readonly string[];
};

export const TESTED_CRITERIA: readonly TestedCriterion[] = [
	{ id: "1.1.1", title: "非テキストコンテンツ", level: "A", specs: ["tests/e2e/every-page.spec.ts"] },
	{ id: "1.3.1", title: "情報及び関係性", level: "A", specs: ["tests/e2e/every-page.spec.ts"] },
	{ id: "1.4.3", title: "コントラスト（最低限）", level: "AA", specs: ["tests/e2e/every-page.spec.ts"] },
	{
		id: "2.1.1",
		title: "キーボード",
		level: "A",
		specs: ["tests/e2e/policy-pages.spec.ts", "tests/e2e/collection-notices.spec.ts"],
	},
	{ id: "2.4.1", title: "ブロックスキップ", level: "A", specs: ["tests/e2e/policy-pages.spec.ts"] },
	{ id: "2.4.2", title: "ページタイトル", level: "A", specs: ["tests/e2e/foundation.spec.ts"] },
	{ id: "3.1.1", title: "ページの言語", level: "A", specs: ["tests/e2e/every-page.spec.ts"] },
	{
		id: "3.3.1",
		title: "エラーの特定",
		level: "A",
		specs: ["tests/e2e/error-summary.spec.ts", "tests/e2e/collection-notices.spec.ts"],
	},
	{
		id: "3.3.2",
		title: "ラベル又は説明",
		level: "A",
		specs: ["tests/e2e/every-page.spec.ts", "tests/e2e/collection-notices.spec.ts"],
	},
	{ id: "4.1.2", title: "名前・役割及び値", level: "A", specs: ["tests/e2e/every-page.spec.ts"] },
	{ id: "1.4.10", title: "リフロー", level: "AA", beyondJis: true, specs: ["tests/e2e/every-page.spec.ts"] },
	{
		id: "2.5.8",
		title: "ターゲットのサイズ（最低限）",
		level: "AA",
		beyondJis: true,
		specs: ["tests/e2e/every-page.spec.ts"],
	},
];

export const KNOWN_EXCEPTIONS: readonly string[] = [
	"ホームの体重・歩数などのグラフは、外部のグラフ描画ライブラリ（frappe-charts）で描いています。グラフそのものはスクリーンリーダーで読み取れないため、同じ数値を表にして、グラフと同じ場所に掲載しています。",
	"お知らせや健康サポート記事の本文と画像は、記事の作成時に用意したものを掲載しています。画像の代替テキストなど、本文の中身は自動検査の対象ですが、記事ごとの内容の適切さは手動で確認しています。",
];

export const ACCESSIBILITY_CONTACT = `本サービスで使いにくい点や、利用できない機能がありましたら、${SOCIETY_NAME}までお知らせください。お申し出の内容に応じて、ほかの方法でのご案内など、できる限りの対応をいたします。`;
