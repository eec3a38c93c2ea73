import type { DigitFormat } from "./input";

/* 記号 and 番号: digits as printed, spaces or hyphens allowed between groups. */

export const CARD_FIELD_MAX_DIGITS = 8;

export const CARD_DIGITS: { pattern: RegExp; format: DigitFormat } = {
	pattern: new RegExp(`^\\d{1,${CARD_FIELD_MAX_DIGITS}}$`),
	format: { separators: true },
};

/*
 * The words for the documents members hold, written once: since 2 December 2024 no 健康保険証 is issued
 * and the old ones no longer count, so a member has a 資格確認書, or uses a マイナ保険証 with its
 * 資格情報のお知らせ. Every page, label, error, FAQ entry and help page reads these.
 */

const CARD_WORDS = {
	/** The card that replaced 保険証, for members without a マイナ保険証. */
	document: "資格確認書",
	/** The My Number card registered as a health-insurance card. */
	myNumber: "マイナ保険証",
	/** The notice sent to マイナ保険証 users, with 記号・番号 on it. */
	notice: "資格情報のお知らせ",
} as const;

/** The documents, as a noun phrase for sentences and hints. */
export const CARD_DOCUMENTS = `${CARD_WORDS.document}（${CARD_WORDS.myNumber}をお使いの方は${CARD_WORDS.notice}）`;

/** The documents in a label or a short error: 「資格確認書などの記号」. */
export const CARD_SHORT = `${CARD_WORDS.document}など`;

/** The numbers printed on them, as labels say it. */
export const CARD_NUMBERS = "記号・番号";

/** The one sentence that may say 保険証 alone: it explains the change. */
export const CARD_CHANGE = `健康保険証は2024年12月2日から新たに発行されなくなり、お手元の保険証も現在はお使いいただけません。`;

/** The FAQ's question and answer on where 記号・番号 are printed. */
export const CARD_WHERE_QUESTION = `${CARD_NUMBERS}はどこに書いてありますか。`;
export const CARD_WHERE_ANSWER = `${CARD_WORDS.document}の表面、氏名の上に「記号」「番号」として記載されています。${CARD_WORDS.myNumber}をお使いの方は、お手元の${CARD_WORDS.notice}でご確認いただけます。${CARD_CHANGE}`;

/** The FAQ entry that answers it, for help links next to the fields. */
export const CARD_FAQ_PATH = "/faq#member-card";

export const CARD_MESSAGES = {
	kigou: `記号は${CARD_SHORT}に記載の数字（${CARD_FIELD_MAX_DIGITS}桁以内）で入力してください`,
	number: `番号は${CARD_SHORT}に記載の数字（${CARD_FIELD_MAX_DIGITS}桁以内）で入力してください`,
} as const;
