import type { DigitFormat } from "./input";

/* 記号 and 番号: digits as printed, spaces or hyphens allowed between groups. */

export const CARD_FIELD_MAX_DIGITS = 8;

export const CARD_DIGITS: { pattern: RegExp; format: DigitFormat } = {
	pattern: new RegExp(`^\\d{1,${CARD_FIELD_MAX_DIGITS}}$`),
	format: { separators: true },
};

export const CARD_MESSAGES = {
	kigou: `記号は保険証に記載の数字（${CARD_FIELD_MAX_DIGITS}桁以内）で入力してください`,
	number: `番号は保険証に記載の数字（${CARD_FIELD_MAX_DIGITS}桁以内）で入力してください`,
} as const;
