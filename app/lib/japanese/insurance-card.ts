import type { DigitFormat } from "./input";

/* 記号 and 番号: digits as printed, spaces or hyphens allowed between groups. */

export const CARD_FIELD_MAX_DIGITS = 8;

export const CARD_DIGITS: { pattern: RegExp; format: DigitFormat } = {
	pattern: new RegExp(`^\\d{1,${CARD_FIELD_MAX_DIGITS}}$`),
	format: { separators: true },
};

/*
 * Where a member finds 記号・番号 since 健康保険証 stopped being issued (December 2024): a 資格確認書, or
 * with a マイナ保険証 the 資格情報のお知らせ. The FAQ and every form read these so they never disagree.
 */

/** The documents, as a noun phrase for sentences and hints. */
export const CARD_DOCUMENTS = "資格確認書（マイナ保険証をお使いの方は資格情報のお知らせ）";

/** The FAQ's answer to 「保険証の記号・番号はどこに書いてありますか。」 */
export const CARD_WHERE_ANSWER =
	"保険証（資格確認書）の表面、氏名の上に「記号」「番号」として記載されています。マイナ保険証をお使いの方は、お手元の資格情報のお知らせでご確認いただけます。";

/** The FAQ entry that answers it, for help links next to the fields. */
export const CARD_FAQ_PATH = "/faq#member-card";

export const CARD_MESSAGES = {
	kigou: `記号は資格確認書などに記載の数字（${CARD_FIELD_MAX_DIGITS}桁以内）で入力してください`,
	number: `番号は資格確認書などに記載の数字（${CARD_FIELD_MAX_DIGITS}桁以内）で入力してください`,
} as const;
