import { ACTIVATION_MAIL } from "#app/contract/account-words";
import { PRODUCT_NAME, SOCIETY_NAME } from "#app/contract/brand";
import { PASSWORD_RULES_SENTENCE } from "#app/contract/orange/password-rules";
import { CARD_NUMBERS, CARD_SHORT, CARD_WHERE_ANSWER, CARD_WHERE_QUESTION } from "#app/lib/japanese/insurance-card";
import { CONTACT_CHANGE_WAY, CONTACT_MAIL_MISSING, IDENTITY_CHANGE_WAY } from "#app/lib/japanese/member-changes";
import { TRUST } from "#app/session/trust-wording";
import type { ContentLink } from "./links";
import { matchesAllTerms } from "./search";

/* よくある質問 for /faq and /faq/user: plain text, numbered steps and links to our own pages, no HTML. */

type FaqItem = {
	/** Stable anchor (#id) for links from help pages and enquiries. */
	id: string;
	question: string;
	answer: readonly string[];
	steps?: readonly string[];
	links?: readonly ContentLink[];
};

type FaqCategory = { id: string; title: string; items: readonly FaqItem[] };

export const FAQ_CATEGORIES: readonly FaqCategory[] = [
	{
		id: "login",
		title: "ログイン・二段階認証",
		items: [
			{
				id: "login-how",
				question: "ログインするにはどうすればよいですか。",
				answer: [
					`${PRODUCT_NAME}のログイン画面で、ご登録のログインIDとパスワードを入力してください。続いて二段階認証の画面が表示されますので、SMSまたはメールで届く6桁の認証コードを入力するとログインが完了します。`,
					`初めてご利用になる方は、健康保険組合からお送りした${ACTIVATION_MAIL}メールのリンクから、先にパスワードを設定してください。`,
				],
				links: [{ label: "初回パスワード設定について", to: "passwordActivationHelp" }],
			},
			{
				id: "two-factor-what",
				question: "二段階認証とは何ですか。なぜ必要なのですか。",
				answer: [
					"パスワードに加えて、ご本人だけが受け取れる認証コードを入力していただく仕組みです。健診結果や保健指導の記録といった大切な情報を、パスワードが第三者に知られた場合でも守るために必要です。",
					"携帯電話番号をご登録の方にはSMSで、ご登録のない方にはメールで認証コードをお送りします。",
				],
			},
			{
				id: "two-factor-code-not-received",
				question: "認証コードが届きません。",
				answer: [
					"SMSやメールは届くまで数分かかることがあります。しばらく待ってから、二段階認証の画面で「認証コードを再送する」を押してください。認証コードは連続して送信できないため、再送は30秒ほど間をあけてお試しください。",
				],
				steps: [
					"メールの場合は、迷惑メールフォルダに振り分けられていないかご確認ください。",
					"ドメイン指定受信を設定している場合は、健康保険組合からのメールを受信できるよう設定してください。",
					"SMSの場合は、携帯電話会社の迷惑SMSフィルタの設定をご確認ください。",
					"それでも届かない場合は、ご登録の連絡先が変わっている可能性があります。お問い合わせフォームからご連絡ください。",
				],
				links: [{ label: "お問い合わせ", to: "contact" }],
			},
			{
				id: "two-factor-every-time",
				question: "毎回認証コードを入力しなければなりませんか。",
				answer: [
					TRUST.trusted,
					TRUST.notTrusted,
					"共用のパソコンをお使いの場合は、利用後に必ずログアウトし、会員情報の画面から認証済みブラウザを解除してください。",
				],
				links: [{ label: "会員情報（認証済みブラウザの解除）", to: "usersDetail" }],
			},
			{
				id: "trusted-browser-clear",
				question: "認証済みブラウザを解除するとどうなりますか。",
				answer: [
					"スマートフォンやパソコンなど、これまでに認証したすべてのブラウザが解除されます。お使いのこのブラウザも解除されるため、解除の直後に認証コードの入力画面が表示されます。端末を紛失したときや、共用の端末で認証した覚えがあるときにご利用ください。",
				],
				links: [{ label: "会員情報", to: "usersDetail" }],
			},
			{
				id: "login-invalid-url",
				question: "メールのリンクを開くと「無効なURLです」と表示されます。",
				answer: [
					"リンクの有効期限が切れているか、すでに使用済みの可能性があります。パスワード再設定や利用登録のメールは、最新のメールのリンクをお使いください。",
				],
				links: [{ label: "URLが無効と表示される場合", to: "invalidUrlHelp" }],
			},
		],
	},
	{
		id: "password",
		title: "パスワード",
		items: [
			{
				id: "password-forgot",
				question: "パスワードを忘れてしまいました。",
				answer: [
					"パスワードの再設定画面でご登録のメールアドレスを入力すると、再設定用のリンクをメールでお送りします。リンクを開き、新しいパスワードを設定してください。",
				],
				steps: [
					"「パスワードの再設定」画面を開きます。",
					"ご登録のメールアドレスを入力して送信します。",
					"届いたメールのリンクを開き、新しいパスワードを2回入力します。",
				],
				links: [
					{ label: "パスワードの再設定", to: "passwordReset" },
					{ label: "パスワードを再設定できない場合", to: "cantResetPasswordHelp" },
				],
			},
			{
				id: "password-rules",
				question: "パスワードにはどのような文字が使えますか。",
				answer: [
					// The rules themselves come from the forms' own definition: the answer cannot drift from them.
					`${PASSWORD_RULES_SENTENCE}生年月日や電話番号など推測されやすいもの、他のサービスと同じパスワードは避けてください。`,
				],
			},
			{
				id: "password-change",
				question: "パスワードを変更したいです。",
				answer: [
					"ログイン後、会員情報の画面から「パスワードを変更する」を選んでください。現在のパスワードと新しいパスワードを入力して変更します。新しいパスワードは現在のものと異なるものにしてください。",
				],
				links: [{ label: "パスワードの変更", to: "passwordUpdate" }],
			},
			{
				id: "password-force-change",
				question: "ログイン後に「パスワードの変更」画面が表示されました。",
				answer: [
					"安全のため、仮のパスワードや健康保険組合が定める基準を満たさないパスワードをお使いの場合は、ログイン後に変更をお願いしています。新しいパスワードを設定すると、元の画面に戻ります。",
				],
			},
		],
	},
	{
		id: "member",
		title: "会員情報・登録内容",
		items: [
			{
				id: "member-detail",
				question: "登録されている内容を確認できますか。",
				answer: [
					`ログイン後、画面上部の「会員情報」から、氏名、${CARD_SHORT}の${CARD_NUMBERS}、生年月日、住所、電話番号、メールアドレス、レシピ配信の設定を確認できます。`,
				],
				links: [{ label: "会員情報", to: "usersDetail" }],
			},
			{
				id: "member-change-address",
				question: "住所や電話番号、メールアドレスを変更したいです。",
				answer: [
					`${CONTACT_CHANGE_WAY}${CONTACT_MAIL_MISSING.before}${CONTACT_MAIL_MISSING.link}${CONTACT_MAIL_MISSING.after}${IDENTITY_CHANGE_WAY}`,
				],
				links: [{ label: "お問い合わせ", to: "contact" }],
			},
			{
				id: "member-card",
				question: CARD_WHERE_QUESTION,
				answer: [CARD_WHERE_ANSWER],
			},
		],
	},
	{
		id: "guidance",
		title: "特定保健指導",
		items: [
			{
				id: "guidance-what",
				question: "特定保健指導とは何ですか。",
				answer: [
					"40歳から74歳の方を対象とした特定健康診査（健診）の結果、生活習慣病のリスクが高いと判定された方に、保健師・管理栄養士などの専門職が生活習慣の見直しをサポートする制度です。費用は健康保険組合が負担します。",
					"現在の制度は「第4期」（2024年度から）です。ホーム画面には、ご利用中のプログラムの期と、面談・支援の予定と状況が表示されます。",
				],
				links: [{ label: "ホーム", to: "home" }],
			},
			{
				id: "guidance-flow",
				question: "どのような流れで進みますか。",
				answer: ["おおむね次の流れで、3か月以上かけて進めます。"],
				steps: [
					"初回面談：専門職と一緒に、健診結果をもとに行動目標を立てます（約30分）。",
					"継続支援：メールやアプリ、電話で取り組みを続けられるようサポートします。",
					"中間評価：途中経過を振り返り、必要に応じて目標を見直します。",
					"最終評価：体重・腹囲の変化や生活習慣の改善を確認して終了です。",
				],
			},
			{
				id: "guidance-status",
				question: "ホーム画面の「未報告」「受付待ち」とはどういう意味ですか。",
				answer: [
					"「未報告」は予定日を過ぎていて、取り組みの結果がまだ報告されていない支援です。アプリから報告してください。「受付待ち」はお申し込みを受け付け、担当者からの連絡をお待ちいただいている状態です。「（予定）」が付いた支援は、日程が仮のもので、今後変わることがあります。",
				],
			},
			{
				id: "guidance-not-target",
				question: "ホーム画面に「特定保健指導の対象ではありません」と表示されます。",
				answer: [
					"今年度の健診結果では対象とならなかったか、まだ健診結果が届いていない状態です。対象となった場合は、健康保険組合からご案内をお送りし、ホーム画面にも表示されます。",
				],
			},
		],
	},
	{
		id: "recipe",
		title: "レシピ配信",
		items: [
			{
				id: "recipe-what",
				question: "レシピ配信とは何ですか。",
				answer: [
					"「血圧が気になる方」「血糖値が気になる方」など、選んだテーマに合わせて、管理栄養士監修のレシピをアプリとお知らせでお届けするサービスです。",
				],
				links: [{ label: "レシピ配信設定", to: "recipeSettings" }],
			},
			{
				id: "recipe-expired",
				question: "配信設定が「配信期間終了」になっています。",
				answer: [
					"選んだテーマの配信期間が終わった状態です。レシピ配信設定の画面でもう一度テーマを選ぶと、配信が再開されます。配信を希望しない場合は「配信しない」を選んでください。",
				],
				links: [{ label: "レシピ配信設定", to: "recipeSettings" }],
			},
		],
	},
	{
		id: "app",
		title: "アプリ",
		items: [
			{
				id: "app-records",
				question: "体重や歩数の記録はどこで見られますか。",
				answer: [
					"アプリで入力・連携した記録は、ホーム画面の「体重と歩数の記録」に直近12週間分がグラフと表で表示されます。記録のない週は「記録なし」と表示されます。",
				],
				links: [{ label: "ホーム", to: "home" }],
			},
			{
				id: "app-steps",
				question: "歩数が反映されません。",
				answer: [
					"スマートフォンのヘルスケアアプリとの連携が許可されているかご確認ください。アプリの「設定」から連携をやり直すと反映されることがあります。手入力した歩数は、入力した日の記録として反映されます。",
				],
			},
			{
				id: "app-same-account",
				question: "アプリとWebサイトで同じアカウントを使えますか。",
				answer: [
					"はい。同じログインIDとパスワードでご利用いただけます。どちらで入力した記録も、同じように表示されます。",
				],
			},
		],
	},
	{
		id: "privacy",
		title: "個人情報・セキュリティ",
		items: [
			{
				id: "privacy-use",
				question: "入力した情報はどのように使われますか。",
				answer: [
					`ご提供いただいた健康情報は、${SOCIETY_NAME}が行う保健事業（特定保健指導、健康づくりの支援など）と、サービスの改善のためだけに利用します。法令に基づく場合を除き、ご本人の同意なく第三者に提供することはありません。お勤め先に個人の記録をお知らせすることもありません。`,
				],
				links: [{ label: "利用規約", to: "terms" }],
			},
			{
				id: "privacy-phishing",
				question: "不審なメールやSMSが届きました。",
				answer: [
					"健康保険組合から、メールやSMSでパスワードや認証コードをお尋ねすることはありません。認証コードは、ご自身が操作したときにだけ届きます。身に覚えのない認証コードが届いた場合は、パスワードを変更し、認証済みブラウザを解除してください。",
				],
				links: [
					{ label: "パスワードの変更", to: "passwordUpdate" },
					{ label: "会員情報", to: "usersDetail" },
				],
			},
		],
	},
];

type FaqSearchResult = { categories: FaqCategory[]; count: number };

function itemTexts(category: FaqCategory, item: FaqItem): string[] {
	return [
		category.title,
		item.question,
		...item.answer,
		...(item.steps ?? []),
		...(item.links ?? []).map((link) => link.label),
	];
}

/** The questions where every term occurs (in the question, answer, steps, links or category), grouped as in FAQ_CATEGORIES. */
export function filterFaq(terms: readonly string[]): FaqSearchResult {
	if (terms.length === 0) {
		return {
			categories: [...FAQ_CATEGORIES],
			count: FAQ_CATEGORIES.reduce((sum, category) => sum + category.items.length, 0),
		};
	}
	const categories = FAQ_CATEGORIES.map((category) => ({
		...category,
		items: category.items.filter((item) => matchesAllTerms(itemTexts(category, item), terms)),
	})).filter((category) => category.items.length > 0);
	return { categories, count: categories.reduce((sum, category) => sum + category.items.length, 0) };
}
