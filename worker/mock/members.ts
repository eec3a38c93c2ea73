import { PIN_TRIES } from "#app/contract/orange/two-factors";
/**
 * Demo members of the default (mock) environment. Listed in README; the mock
 * OAuth server signs them in and the mock APIs answer for them.
 */
export type DemoMember = {
	id: number;
	/** Sign-in name on the mock authorize page. */
	loginId: string;
	name: string;
	nameKana: string;
	email: string;
	/** Presence selects SMS two-factor (docs/status-rules.md). */
	mobilePhoneNumber: string | null;
	/** Off: the member must change the password after two-factor. */
	securePassword: boolean;
	/** What the demo account is for, shown on the mock authorize page. */
	purpose: string;
};

export const DEMO_MEMBERS: readonly DemoMember[] = [
	{
		id: 1001,
		loginId: "sms",
		name: "山田 太郎",
		nameKana: "ヤマダ タロウ",
		email: "taro.yamada@example.jp",
		mobilePhoneNumber: "09012345678",
		securePassword: true,
		purpose: "携帯電話番号あり（SMSで認証コード）",
	},
	{
		id: 1002,
		loginId: "email",
		name: "佐藤 花子",
		nameKana: "サトウ ハナコ",
		email: "hanako.sato@example.jp",
		mobilePhoneNumber: null,
		securePassword: true,
		purpose: "携帯電話番号なし（メールで認証コード）",
	},
	{
		id: 1003,
		loginId: "weak",
		name: "鈴木 一郎",
		nameKana: "スズキ イチロウ",
		email: "ichiro.suzuki@example.jp",
		mobilePhoneNumber: "08098765432",
		securePassword: false,
		purpose: "パスワードの変更が必要（securePassword オフ）",
	},
	{
		id: 1004,
		loginId: "webview",
		name: "高橋 美咲",
		nameKana: "タカハシ ミサキ",
		email: "misaki.takahashi@example.jp",
		mobilePhoneNumber: "07011112222",
		securePassword: true,
		purpose: "アプリ内ブラウザ（アンケート回答）",
	},
	// Members whose state the end-to-end tests change: each flow has its own, so
	// parallel tests never see another test's change.
	{
		id: 1005,
		loginId: "trusted",
		name: "伊藤 健一",
		nameKana: "イトウ ケンイチ",
		email: "kenichi.ito@example.jp",
		mobilePhoneNumber: "09055556666",
		securePassword: true,
		purpose: "テスト用：認証済みブラウザの解除",
	},
	{
		id: 1006,
		loginId: "password",
		name: "渡辺 真理",
		nameKana: "ワタナベ マリ",
		email: "mari.watanabe@example.jp",
		mobilePhoneNumber: null,
		securePassword: true,
		purpose: "テスト用：パスワードの変更",
	},
	{
		id: 1007,
		loginId: "force",
		name: "中村 誠",
		nameKana: "ナカムラ マコト",
		email: "makoto.nakamura@example.jp",
		mobilePhoneNumber: null,
		securePassword: false,
		purpose: "テスト用：パスワードの強制変更",
	},
	{
		id: 1008,
		loginId: "recipe",
		name: "小林 由美",
		nameKana: "コバヤシ ユミ",
		email: "yumi.kobayashi@example.jp",
		mobilePhoneNumber: "08077778888",
		securePassword: true,
		purpose: "テスト用：配信設定・お問い合わせ・アンケート",
	},
	{
		id: 1009,
		loginId: "limit",
		name: "加藤 大輔",
		nameKana: "カトウ ダイスケ",
		email: "daisuke.kato@example.jp",
		mobilePhoneNumber: null,
		securePassword: true,
		purpose: "テスト用：認証コードの送信回数制限",
	},
	{
		id: 1010,
		loginId: "devices",
		name: "吉田 さくら",
		nameKana: "ヨシダ サクラ",
		email: "sakura.yoshida@example.jp",
		mobilePhoneNumber: null,
		securePassword: true,
		purpose: "テスト用：ログイン中の端末（JavaScriptあり）",
	},
	{
		id: 1011,
		loginId: "devices-nojs",
		name: "山本 翔太",
		nameKana: "ヤマモト ショウタ",
		email: "shota.yamamoto@example.jp",
		mobilePhoneNumber: null,
		securePassword: true,
		purpose: "テスト用：ログイン中の端末（JavaScriptなし）",
	},
	{
		id: 1012,
		loginId: "devices-password",
		name: "松本 恵",
		nameKana: "マツモト メグミ",
		email: "megumi.matsumoto@example.jp",
		mobilePhoneNumber: null,
		securePassword: true,
		purpose: "テスト用：パスワード変更後にほかの端末をログアウト",
	},
];

/** The PIN every demo member's two-factor step accepts in the mock. */
export const MOCK_PIN = "123456";
/** Wrong PINs after which the mock refuses the current code (docs/mock-backend.md). */
export const MOCK_PIN_LOCKOUT = PIN_TRIES;
/** The password every demo member signs in with on the mock authorize page. */
export const MOCK_PASSWORD = "Password123!";

export function findMember(id: number): DemoMember | undefined {
	return DEMO_MEMBERS.find((member) => member.id === id);
}
