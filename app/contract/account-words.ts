/*
 * One name for each e-mail of the account pages, and what their links allow: the activation page, the
 * password pages, the FAQ, the terms and the login help pages all say them in these words.
 */

/** The first sign-up, where a member sets a password from the society's e-mail. */
export const ACTIVATION = "利用登録";
export const ACTIVATION_MAIL = `「${ACTIVATION}のご案内」`;
export const RESET_MAIL = "「パスワード再設定のご案内」";

/** The activation page's button; the help page names it as it reads. */
export const SET_PASSWORD_LABEL = "パスワードを設定する";

/** Said of every link these e-mails carry (no 「。」, so it also fits in brackets). */
export const LINK_ONCE = "メールのリンクは1回だけ使えます";
