import { ACTIVATION, ACTIVATION_MAIL, LINK_ONCE, SET_PASSWORD_LABEL } from "#app/contract/account-words";
import { PRODUCT_NAME, SOCIETY_NAME } from "#app/contract/brand";
import { PASSWORD_RULES_SENTENCE } from "#app/contract/orange/password-rules";
import { CARD_NUMBERS, CARD_SHORT } from "#app/lib/japanese/insurance-card";
import type { ContentLink } from "./links";

/** Slugs of the webview help pages (docs/routes.md); content lives beside each entry. */
export const APP_MANUAL_PAGES = {
	comments: "コメント機能の使い方",
	meal_record: "食事記録の使い方",
	weight_input: "体重の入力方法",
	step_count_input: "歩数の入力方法",
	questionnaires_input: "アンケートの回答方法",
} as const;

export const LOGIN_HELP_PAGES = {
	contact: "ログインについてのお問い合わせ",
	invalid_url: "URLが無効と表示される場合",
	cant_reset_password: "パスワードを再設定できない場合",
	password_activation: "初回パスワード設定について",
	cant_receive_activation_mail: "登録メールが届かない場合",
} as const;

function isHelpSlug<T extends object>(pages: T, slug: string | undefined): slug is Extract<keyof T, string> {
	return slug !== undefined && Object.hasOwn(pages, slug);
}

type HelpSection = {
	heading: string;
	paragraphs?: readonly string[];
	/** Done in this order: shown as a numbered list. */
	steps?: readonly string[];
	/** Points to keep in mind: shown as a bulleted list. */
	notes?: readonly string[];
	links?: readonly ContentLink[];
};

export type HelpPage = { lead: string; sections: readonly HelpSection[] };

export const APP_MANUAL_CONTENT: Readonly<Record<keyof typeof APP_MANUAL_PAGES, HelpPage>> = {
	comments: {
		lead: "保健師・管理栄養士からのコメントを読んだり、返信したりできます。特定保健指導の継続支援もコメントで行います。",
		sections: [
			{
				heading: "コメントを読む",
				steps: [
					"アプリ下部の「コメント」を押します。",
					"新しいコメントには「未読」の印が付いています。読みたいコメントを押すと全文が表示されます。",
					"コメントが届くと、アプリの通知でもお知らせします（通知を許可している場合）。",
				],
			},
			{
				heading: "返信する",
				steps: [
					"コメントの画面で、下部の入力欄に返信を入力します（500文字まで）。",
					"「送信」を押します。送信した返信は取り消せませんので、内容をご確認のうえ送信してください。",
				],
				notes: [
					"担当者からの返信は、通常3営業日以内にお届けします。",
					"体調の急な変化など、急ぎの相談には対応できません。医療機関を受診してください。",
				],
			},
		],
	},
	meal_record: {
		lead: "毎日の食事を写真とメモで記録できます。記録は特定保健指導の面談や、管理栄養士からのアドバイスに活用します。",
		sections: [
			{
				heading: "食事を記録する",
				steps: [
					"アプリ下部の「記録」から「食事」を押します。",
					"朝食・昼食・夕食・間食のいずれかを選びます。",
					"「写真を撮る」または「写真を選ぶ」で食事の写真を追加します。写真がなくても記録できます。",
					"主食・主菜・副菜など、食べたものの区分を選び、必要ならメモを入力します。",
					"「保存」を押すと記録されます。",
				],
			},
			{
				heading: "記録を直す・消す",
				steps: ["「記録」の一覧から直したい食事を押します。", "内容を直して「保存」、消す場合は「削除」を押します。"],
				notes: ["過去30日分までの記録を直すことができます。"],
			},
		],
	},
	weight_input: {
		lead: "体重を記録すると、ホーム画面のグラフで週ごとの変化を確認できます。",
		sections: [
			{
				heading: "体重を入力する",
				steps: [
					"アプリ下部の「記録」から「体重」を押します。",
					"日付を確認し、体重を0.1kg単位で入力します。",
					"「保存」を押すと記録されます。同じ日にもう一度入力すると、あとの値に置き換わります。",
				],
			},
			{
				heading: "正しく測るコツ",
				notes: [
					"毎日同じ時間、同じ条件で測りましょう。朝起きてトイレを済ませた後がおすすめです。",
					"体重計と連携している場合は、測ると自動で記録されます。",
					"ホーム画面のグラフは、その週に記録した体重の平均です。",
				],
			},
		],
	},
	step_count_input: {
		lead: "歩数は、スマートフォンのヘルスケア機能と連携して自動で記録するか、手入力で記録できます。",
		sections: [
			{
				heading: "自動で記録する（おすすめ）",
				steps: [
					"アプリの「設定」から「歩数の連携」を押します。",
					"iPhoneでは「ヘルスケア」、Androidでは「ヘルスコネクト」へのアクセスを許可します。",
					"アプリを開くたびに、前回以降の歩数が取り込まれます。",
				],
			},
			{
				heading: "手入力する",
				steps: [
					"アプリ下部の「記録」から「歩数」を押します。",
					"日付を選び、その日の歩数を入力して「保存」を押します。",
				],
				notes: ["連携で取り込んだ日の歩数を手入力すると、手入力の値が優先されます。"],
			},
		],
	},
	questionnaires_input: {
		lead: "健康保険組合からのアンケートにアプリから回答できます。回答は保健事業の改善や、特定保健指導の評価に使います。",
		sections: [
			{
				heading: "アンケートに回答する",
				steps: [
					"お知らせやコメントに届いたアンケートのリンクを開きます。",
					"設問ごとに、あてはまる頻度（「週1日」〜「毎日」）や取り組みの状況（「できた」「ときどきできた」など）を選びます。",
					"自由記述の設問は、思ったことをそのままお書きください（任意の設問は空欄でもかまいません）。",
					"最後に「回答を送信する」を押すと送信されます。",
				],
				notes: [
					"同じアンケートには1回だけ回答できます。送信後は内容を変更できません。",
					"途中で画面を閉じると入力内容は保存されません。",
				],
			},
		],
	},
};

export const LOGIN_HELP_CONTENT: Readonly<Record<keyof typeof LOGIN_HELP_PAGES, HelpPage>> = {
	contact: {
		lead: `${PRODUCT_NAME}にログインできないときは、まず次の点をご確認ください。解決しない場合はお問い合わせフォームからご連絡ください。`,
		sections: [
			{
				heading: "お問い合わせの前にご確認ください",
				notes: [
					"ログインIDとパスワードは、大文字・小文字を区別します。",
					"パスワードを忘れた場合は、パスワードの再設定をお試しください。",
					"認証コードが届かない場合は、迷惑メールフォルダや迷惑SMSの設定をご確認ください。",
				],
				links: [
					{ label: "パスワードを再設定できない場合", to: "cantResetPasswordHelp" },
					{ label: "よくある質問", to: "faq" },
				],
			},
			{
				heading: "お問い合わせの方法",
				paragraphs: [
					`お問い合わせフォームに、氏名（カナ）、ご連絡先のメールアドレス、${CARD_SHORT}の${CARD_NUMBERS}、生年月日、お困りの内容をご入力ください。ご本人確認のうえ、担当者からメールでご連絡します。`,
					`受付時間：24時間（回答は${SOCIETY_NAME}の営業日 平日9時〜17時に順次行います）`,
				],
				notes: ["パスワードや認証コードは、お問い合わせ内容に書かないでください。"],
				links: [{ label: "お問い合わせフォーム", to: "contact" }],
			},
		],
	},
	invalid_url: {
		lead: "メールのリンクを開いたときに「無効なURLです」「URLの有効期限切れ」と表示される場合の対処方法です。",
		sections: [
			{
				heading: "考えられる原因",
				notes: [
					`リンクの有効期限が過ぎています（パスワード再設定のリンクは発行から24時間、${ACTIVATION}のリンクは14日間有効です）。`,
					`同じリンクをすでにお使いになりました（${LINK_ONCE}）。`,
					"あとから同じ手続きをやり直したため、古いメールのリンクが使えなくなっています。",
					"メールソフトの表示の都合で、URLが途中で切れています。",
				],
			},
			{
				heading: "対処方法",
				steps: [
					"いちばん新しいメールのリンクを開いてください。",
					"URLが2行に分かれている場合は、全体をコピーしてブラウザのアドレス欄に貼り付けてください。",
					"有効期限が切れている場合は、パスワードの再設定をもう一度行うと、新しいリンクをお送りします。",
				],
				links: [{ label: "パスワードの再設定", to: "passwordReset" }],
			},
			{
				heading: "「連絡先情報の入力」のメールのリンクの場合",
				paragraphs: [
					"住所・電話番号のご登録やメールアドレスの変更のリンクは、ご自身で発行し直すことはできません。健康保険組合にご連絡いただければ、ご本人であることを確認のうえ、新しいリンクをメールでお送りします。お手続きをすでに済ませている場合は、あらためてのお手続きは不要です。",
				],
				links: [{ label: "お問い合わせフォーム", to: "contact" }],
			},
		],
	},
	cant_reset_password: {
		lead: "パスワードの再設定がうまくいかない場合の確認事項です。",
		sections: [
			{
				heading: "再設定のメールが届かない",
				notes: [
					"入力したメールアドレスが、ご登録のものと一致しているかご確認ください。ご登録のないアドレスには、メールは送信されません。",
					"迷惑メールフォルダをご確認ください。",
					"ドメイン指定受信をしている場合は、健康保険組合からのメールを受信できるよう設定してください。",
				],
			},
			{
				heading: "新しいパスワードが登録できない",
				notes: [
					`新しいパスワードは${PASSWORD_RULES_SENTENCE}`,
					"確認のため2回入力したパスワードが一致しているかご確認ください。",
					"リンクの有効期限（24時間）が切れている場合は、もう一度再設定を申し込んでください。",
				],
				links: [
					{ label: "パスワードの再設定", to: "passwordReset" },
					{ label: "URLが無効と表示される場合", to: "invalidUrlHelp" },
				],
			},
			{
				heading: "それでも解決しない場合",
				paragraphs: ["ご登録のメールアドレスが変わっている可能性があります。お問い合わせフォームからご連絡ください。"],
				links: [{ label: "ログインについてのお問い合わせ", to: "loginContactHelp" }],
			},
		],
	},
	password_activation: {
		lead: `${PRODUCT_NAME}を初めてご利用になるときは、健康保険組合からお送りする${ACTIVATION_MAIL}メールから、パスワードを設定してください。`,
		sections: [
			{
				heading: "パスワードを設定する",
				steps: [
					`${ACTIVATION_MAIL}メールのリンクを開きます。`,
					"新しいパスワードを入力し、確認のためもう一度入力します。",
					`「${SET_PASSWORD_LABEL}」を押すと${ACTIVATION}が完了します。`,
					"ログイン画面から、ログインIDと設定したパスワードでログインします。続けて二段階認証の認証コードを入力してください。",
				],
				notes: [`パスワードは${PASSWORD_RULES_SENTENCE}`, "ご案内メールのリンクは14日間有効です。"],
			},
			{
				heading: "メールが届いていない場合",
				links: [
					{ label: "登録メールが届かない場合", to: "activationMailHelp" },
					{ label: "URLが無効と表示される場合", to: "invalidUrlHelp" },
				],
			},
		],
	},
	cant_receive_activation_mail: {
		lead: `${ACTIVATION_MAIL}メールが見つからない場合の確認事項です。`,
		sections: [
			{
				heading: "ご確認ください",
				notes: [
					"迷惑メールフォルダや、プロモーションなど別のタブに振り分けられていないか。",
					"お勤め先に届け出たメールアドレスと、お使いのメールアドレスが同じか。",
					"ドメイン指定受信やなりすましメール対策の設定で、健康保険組合からのメールが受信拒否されていないか。",
				],
			},
			{
				heading: "ご案内をもう一度受け取る",
				paragraphs: [
					`パスワードの再設定画面でご登録のメールアドレスを入力すると、${ACTIVATION}がお済みでない方には${ACTIVATION_MAIL}を再送します。`,
				],
				links: [{ label: "パスワードの再設定（ご案内の再送）", to: "passwordReset" }],
			},
			{
				heading: "メールアドレスが登録されていない・変わった場合",
				paragraphs: ["お問い合わせフォームからご連絡ください。ご本人確認のうえ、登録内容を確認します。"],
				links: [{ label: "ログインについてのお問い合わせ", to: "loginContactHelp" }],
			},
		],
	},
};

export type HelpKind = "app_manual" | "login";

const HELP_SETS = {
	app_manual: { base: "/app_manual", titles: APP_MANUAL_PAGES, content: APP_MANUAL_CONTENT, related: "ほかの使い方" },
	login: {
		base: "/app_manual/login",
		titles: LOGIN_HELP_PAGES,
		content: LOGIN_HELP_CONTENT,
		related: "ログインのヘルプ",
	},
} as const;

type HelpPageData = {
	title: string;
	page: HelpPage;
	related: Array<{ href: string; title: string }>;
	relatedLabel: string;
};

/** The help page at `slug` of one set, with the set's other pages; null for an unknown slug. */
export function helpPageOf(kind: HelpKind, slug: string | undefined): HelpPageData | null {
	const set = HELP_SETS[kind];
	const titles: Readonly<Record<string, string>> = set.titles;
	const content: Readonly<Record<string, HelpPage>> = set.content;
	if (!isHelpSlug(titles, slug)) return null;
	const page = content[slug];
	const title = titles[slug];
	if (!page || !title) return null;
	return {
		title,
		page,
		related: Object.entries(titles)
			.filter(([other]) => other !== slug)
			.map(([other, otherTitle]) => ({ href: `${set.base}/${other}`, title: otherTitle })),
		relatedLabel: set.related,
	};
}
