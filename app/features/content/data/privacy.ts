import { PRODUCT_NAME, SOCIETY_NAME } from "#app/contract/brand";
import { CARD_NUMBERS, CARD_SHORT } from "#app/lib/japanese/insurance-card";
import type { ScrubField } from "#app/lib/reporting/scrub";
import type { PrivacySection } from "#app/lib/urls/paths";

/*
 * 個人情報の取扱い for /privacy. What it says of error reports and analytics is the code's
 * (app/lib/reporting/, app/lib/analytics/): the scrubbed fields are named here by kind, one label each,
 * so a new scrubbed field does not compile without its words (docs/decisions/170-privacy-notice.md).
 */

export const PRIVACY_TITLE = "個人情報の取扱い";
export const PRIVACY_ENACTED_ON = "2026-12-01";

export const PRIVACY_PREAMBLE = `${SOCIETY_NAME}（以下「当組合」といいます。）は、加入者の皆さまの個人情報を適切に取り扱うことが、健康保険事業を行う者の重要な責務であると考えています。当組合は、個人情報の保護に関する法律（以下「個人情報保護法」といいます。）、健康保険法その他の関係法令及び「健康保険組合等における個人情報の適切な取扱いのためのガイダンス」を守り、「${PRODUCT_NAME}」（以下「本サービス」といいます。）でお預かりする個人情報を次のとおり取り扱います。`;

/** One kind of data the portal collects: what it is, what it is for, how long it is kept. */
type PurposeOfUse = {
	/** The anchor forms link to (their purpose line, app/components/collection-notice.tsx). */
	id: PrivacySection | "sign-in-records" | "error-reports" | "analytics";
	title: string;
	what: string;
	purposes: readonly string[];
	kept: string;
};

export const PURPOSES_OF_USE: readonly PurposeOfUse[] = [
	{
		id: "enquiries",
		title: "お問い合わせ",
		what: `お名前、フリガナ、メールアドレス、${CARD_SHORT}の${CARD_NUMBERS}、生年月日、お問い合わせの種類と内容（会員の方は、ご登録の氏名とメールアドレス）`,
		purposes: [
			"お問い合わせへの回答と、そのために必要なご本人の確認",
			"回答の品質を保つための、お問い合わせ内容の集計（個人が特定されない形で行います）",
		],
		kept: "回答を終えた日から5年間保存し、その後消去します。",
	},
	{
		id: "contact-details",
		title: "連絡先情報（住所・電話番号・メールアドレス）の変更",
		what: "ご本人確認のための生年月日・氏名（フリガナ）・記号・番号、新しい住所・電話番号・メールアドレス",
		purposes: ["ご本人であることの確認", "ご登録の連絡先の更新と、保険給付・健康診断・保健指導などのご案内の送付"],
		kept: "ご本人確認に入力された内容は、確認を終えた時点で本サービスには残しません。更新した連絡先は、加入者の資格を失った日から5年間保存します。",
	},
	{
		id: "health",
		title: "健康に関するアンケート",
		what: "運動・食事・睡眠などの生活習慣と、健康づくりの取り組みについてのご回答",
		purposes: [
			"健康づくりのご案内、特定保健指導その他の保健事業の実施",
			"保健事業の効果の検証と、個人が特定されない形での統計の作成",
		],
		kept: "回答の日から5年間保存し、その後消去します。",
	},
	{
		id: "recipes",
		title: "レシピ配信の設定",
		what: "配信を希望するレシピの種類（血圧、血糖値、更年期など、気になる体のこと）と設定日",
		purposes: ["ご希望に合わせたレシピのお届け"],
		kept: "配信を停止した日、又は配信期間が終了した日から1年間保存し、その後消去します。",
	},
	{
		id: "account",
		title: "アカウント・ログイン",
		what: "ログインID、パスワード（元に戻せない形に変換して保存します）、二段階認証に用いる携帯電話番号又はメールアドレス、「このブラウザを信頼する」を選んだブラウザの識別情報",
		purposes: ["ご本人であることの確認と、第三者による不正なログインの防止", "パスワードの再設定などの手続きのご案内"],
		kept: "アカウントを削除するまで保存します。信頼したブラウザの識別情報は14日で失効します。",
	},
	{
		id: "sign-in-records",
		title: "ログインの記録",
		what: "ログインした日時、端末の種類（「iPhone・Safari」のような端末とブラウザの名前）、おおよその場所（「東京都」のような都道府県まで）、二段階認証の方法（SMS、メール、信頼したブラウザ）",
		purposes: [
			"ご本人が、どの端末からログインしているかを確認し、心当たりのないログインを終了できるようにするため",
			"不正なログインの発見と防止",
		],
		kept: "直近の20件までを、そのログインの有効期限（最長30日）が過ぎるまで保存し、その後消去します。IPアドレスやブラウザの詳しい情報、ログインの鍵となる情報は記録しません。",
	},
	{
		id: "error-reports",
		title: "エラーの報告",
		what: "本サービスで起きたエラーの内容、発生したページのアドレス（URLに含まれる手続き用の番号などは取り除きます）、ブラウザの種類と言語、エラーの直前の画面の移動とボタン操作、通信の宛先（いずれも入力された内容は含みません）",
		purposes: ["本サービスの不具合の発見と修正"],
		kept: "報告を受けた日から90日間保存し、その後消去します。",
	},
	{
		id: "analytics",
		title: "利用状況の分析",
		what: "閲覧したページのアドレス（URLに含まれる手続き用の番号などは取り除きます）、閲覧日時、ブラウザ・端末の種類、広告などから来た場合はその経路",
		purposes: ["本サービスの使いやすさの改善"],
		kept: "14か月間保存し、その後消去します。",
	},
];

/**
 * What no error report ever holds, by kind: every field app/lib/reporting/scrub.ts filters, with the
 * words a member reads for it. The page shows each kind once.
 */
const NEVER_REPORTED_AS: Readonly<Record<ScrubField, string>> = {
	client_id: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	client_secret: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	code: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	code_verifier: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	state: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	access_token: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	accessToken: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	refresh_token: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	id_token: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	token: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	pinCode: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	pin_code: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	"x-pin-code": "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	guid: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	"x-guid": "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	authorization: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	cookie: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	cookies: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	"set-cookie": "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	password: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	passwordConfirmation: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	currentPassword: "ログインの鍵となる情報（トークン、認証コード、パスワード、Cookie）",
	urlToken: "メールでお送りしたURLに含まれる手続き用の番号",
	url_token: "メールでお送りしたURLに含まれる手続き用の番号",
	name: "お名前・フリガナ",
	nameKana: "お名前・フリガナ",
	hurigana: "お名前・フリガナ",
	email: "メールアドレス",
	birth: "生年月日",
	birthDate: "生年月日",
	phone: "電話番号",
	phoneNumber: "電話番号",
	mobilePhoneNumber: "電話番号",
	kigou: `${CARD_SHORT}の${CARD_NUMBERS}`,
	number: `${CARD_SHORT}の${CARD_NUMBERS}`,
};

export const NEVER_REPORTED: readonly string[] = [...new Set(Object.values(NEVER_REPORTED_AS))];

export const REPORTS_AND_ANALYTICS = {
	reports: `エラーの報告には、次の情報は含めません。送信の前に取り除くか、伏せ字に置き換えています。フォームに入力された内容、画面に表示された会員の情報、ブラウザのコンソールの記録も送りません。IPアドレスは送信の前に匿名化します。`,
	analytics: `利用状況の分析には、Google LLCの「Google アナリティクス」を用います。Cookieにより利用状況を集計しますが、IPアドレスは匿名化し、広告のための利用、広告の個人最適化、Googleシグナルはいずれも無効にしています。ページのアドレスからは、手続き用の番号などを取り除いてから送ります。お名前、記号・番号、メールアドレス、健康に関する情報は送りません。ブラウザの設定でCookieを無効にするか、Googleが提供するオプトアウトアドオンを使うと、分析の対象から外れることができます。`,
} as const;

/** The rest of the notice, in the order a 健保組合's notice takes. */
export type PrivacyArticle = { id: string; title: string; paragraphs: readonly string[]; items?: readonly string[] };

export const PRIVACY_ARTICLES_BEFORE: readonly PrivacyArticle[] = [
	{
		id: "controller",
		title: "個人情報取扱事業者",
		paragraphs: [
			`本サービスでお預かりする個人情報は、${SOCIETY_NAME}が管理します。個人情報の取扱いの責任者として、個人情報保護管理者（常務理事）を置いています。`,
		],
	},
];

export const PRIVACY_ARTICLES_AFTER: readonly PrivacyArticle[] = [
	{
		id: "special-care",
		title: "健康に関する情報（要配慮個人情報）",
		paragraphs: [
			"アンケートのご回答やレシピ配信の設定など、健康に関する情報は、個人情報保護法の「要配慮個人情報」にあたる場合があります。当組合は、あらかじめご本人の同意をいただいたうえで取得し、保健事業のために必要な範囲でのみ利用します。アンケートでは、回答の送信の前に同意の確認をお願いしています。",
			"健康に関する情報を、ご本人の同意なく第三者に提供することはありません。",
		],
	},
	{
		id: "third-parties",
		title: "第三者への提供",
		paragraphs: ["当組合は、次の場合を除き、ご本人の同意なく個人情報を第三者に提供しません。"],
		items: [
			"法令に基づく場合",
			"人の生命、身体又は財産の保護のために必要があり、ご本人の同意を得ることが難しい場合",
			"公衆衛生の向上のために特に必要があり、ご本人の同意を得ることが難しい場合",
			"国の機関や地方公共団体等が法令の定める事務を行うことに協力する必要がある場合",
		],
	},
	{
		id: "entrusted",
		title: "業務の委託",
		paragraphs: [
			"当組合は、本サービスの運用の一部を、個人情報の取扱いについて契約を結んだ事業者に委託しています。委託先は、個人情報を適切に管理できる事業者を選び、委託した業務の範囲を超えて利用させないよう、必要かつ適切に監督します。",
			"次の委託先は米国にある事業者で、お預かりした情報が米国で取り扱われます。米国には日本と同等の個人情報保護の法律が全体としてはありませんが、いずれの事業者も、個人情報保護法が求める措置に相当する措置を講じています。",
		],
		items: [
			"Cloudflare, Inc.（本サービスの配信と運用）",
			"Google LLC（利用状況の分析）",
			"Rollbar, Inc.（ブラウザで起きたエラーの報告）",
			"Functional Software, Inc.（サーバーで起きたエラーの報告）",
		],
	},
	{
		id: "safety",
		title: "安全管理のための措置",
		paragraphs: ["当組合は、個人情報の漏えい、滅失又はき損を防ぐため、次の措置を講じています。"],
		items: [
			"取扱規程を定め、取扱いの責任者と担当者を決めています。",
			"職員に対し、個人情報の取扱いについての研修を行っています。",
			"通信はすべて暗号化しています。ログインの鍵となる情報はブラウザのJavaScriptからは読めない形で保管し、パスワードは元に戻せない形でのみ保存しています。",
			"ログインには二段階認証を用い、一定時間操作がない場合は自動でログアウトします。",
			"サーバーの記録（ログ）には、メールでお送りしたURLの手続き用の番号などを残さないようにしています。",
		],
	},
	{
		id: "requests",
		title: "開示・訂正・利用停止などのご請求",
		paragraphs: [
			"ご本人は、当組合が保有するご自身の個人情報について、利用目的の通知、開示、内容の訂正・追加・削除、利用の停止・消去、第三者への提供の停止を請求できます。ご請求は、次の「お問い合わせ窓口」にお申し出ください。ご本人であることを確認のうえ、遅滞なく対応します。",
			"開示のご請求には、所定の申請書と、ご本人であることを確認できる書類をご提出いただきます。代理人によるご請求の場合は、代理権を確認できる書類もあわせてご提出ください。",
		],
	},
	{
		id: "cookies",
		title: "Cookieの利用",
		paragraphs: [
			"本サービスは、ログインの状態を保つためと、利用状況の分析のためにCookieを使います。ログインのためのCookieは本サービスだけが読める形で暗号化しており、ブラウザのJavaScriptからは読めません。",
		],
	},
	{
		id: "changes",
		title: "この取扱いの変更",
		paragraphs: [
			"法令の改正や本サービスの変更に合わせて、この取扱いを改めることがあります。大切な変更は、本サービスのお知らせでお知らせします。",
		],
	},
];
