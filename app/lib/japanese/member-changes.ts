import { CARD_NUMBERS } from "./insurance-card";

/*
 * Where a member changes what the portal only shows, said once for /users/detail and the FAQ: contact
 * details through the society's e-mail link (the desk when the mail is missing), the rest through work.
 */

export const CONTACT_CHANGE_WAY =
	"住所・電話番号・メールアドレスは、健康保険組合からお送りする「連絡先情報のご登録」メールのリンクから変更できます。";

/** Said around a link to the enquiry form, whose name is `link`. */
export const CONTACT_MAIL_MISSING = {
	before: "メールがお手元にない場合は、",
	link: "お問い合わせ",
	after: "からご連絡ください。",
} as const;

export const IDENTITY_CHANGE_WAY = `氏名・生年月日・${CARD_NUMBERS}の変更は、お勤め先の担当部署を通じて届け出てください。`;
