/** Slugs of the webview help pages (SPEC §2); content lives beside each entry. */
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

export function isHelpSlug<T extends object>(pages: T, slug: string | undefined): slug is Extract<keyof T, string> {
	return slug !== undefined && Object.hasOwn(pages, slug);
}
