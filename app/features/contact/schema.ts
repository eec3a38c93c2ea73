import * as z from "zod";
import { CONTACT_SUBJECTS } from "#app/contract/labels";
import { CONSENT_FIELD, consentField } from "#app/lib/forms/consent";
import { birthDateField, EMAIL_MAX, optionalDigitField, singleLine } from "#app/lib/forms/field-schemas";
import { characterCount, normalizeFreeText, normalizeWidth, toKatakana } from "#app/lib/japanese/input";
import { CARD_DIGITS, CARD_MESSAGES } from "#app/lib/japanese/insurance-card";

/* One schema per enquiry form, browser and action alike; its output is the API payload (decision 030). */

/** The API's own limit for an enquiry (its 422 says so): checked here first so the member hears it at once. */
export const CONTACT_BODY_MAX = 2000;
export const CONTACT_NAME_MAX = 50;

function withinCharacters(max: number) {
	return (value: string) => characterCount(value) <= max;
}

/** A non-empty string: conform turns "" into undefined at every string of a pipe, so each needs the message. */
function filled(message: string) {
	return z.string({ error: message }).min(1, message);
}

/** A required single-line text: width-normalised, runs of blanks folded to one space. */
function requiredLine(label: string, max: number) {
	const missing = `${label}を入力してください`;
	return z
		.string({ error: missing })
		.transform(singleLine(label))
		.transform((value) => normalizeWidth(value).replace(/\s+/g, " "))
		.pipe(filled(missing).refine(withinCharacters(max), `${label}は${max}文字以内で入力してください`));
}

const contactSubjectField = z.enum(CONTACT_SUBJECTS, { error: "お問い合わせの種類を選択してください" });

const BODY_MISSING = "お問い合わせ内容を入力してください";
const contactBodyField = z
	.string({ error: BODY_MISSING })
	.transform(normalizeFreeText)
	.pipe(
		filled(BODY_MISSING).refine(
			withinCharacters(CONTACT_BODY_MAX),
			`お問い合わせ内容は${CONTACT_BODY_MAX}文字以内で入力してください`,
		),
	);

/** Signed in: who writes is known from the session, so only what and about what. */
export const memberContactFormSchema = z.object({
	subject: contactSubjectField,
	body: contactBodyField,
});

const KATAKANA_NAME = /^[\u30a1-\u30f6\u30fb\u30fc\u3000]+$/;

/** The box a visitor ticks before an enquiry is sent (decision 171); its message stands next to it. */
export const PUBLIC_CONTACT_CONSENT = {
	label: "個人情報の取扱いに同意します",
	missing: "お問い合わせを送るには、「個人情報の取扱いに同意します」にチェックを入れてください",
} as const;

/**
 * Anyone may ask: name and reply address; card details are optional and only help find the record.
 * The consent box is the visitor's word to the society, never part of the API payload (`withoutConsent`).
 */
export const publicContactFormSchema = memberContactFormSchema.extend({
	name: requiredLine("お名前", CONTACT_NAME_MAX),
	nameKana: z
		.string({ error: "フリガナを入力してください" })
		.transform(singleLine("フリガナ"))
		.transform((value) => toKatakana(value))
		.pipe(
			filled("フリガナを入力してください")
				.regex(KATAKANA_NAME, "フリガナはカタカナで入力してください（ひらがなでも入力できます）")
				.refine(withinCharacters(CONTACT_NAME_MAX), `フリガナは${CONTACT_NAME_MAX}文字以内で入力してください`),
		),
	email: z
		.string({ error: "メールアドレスを入力してください" })
		.transform(singleLine("メールアドレス"))
		.transform((value) => normalizeWidth(value))
		.pipe(
			filled("メールアドレスを入力してください")
				.max(EMAIL_MAX, `メールアドレスは${EMAIL_MAX}文字以内で入力してください`)
				.pipe(z.email("メールアドレスの形式が正しくありません（例: hanako@example.jp）")),
		),
	kigou: optionalDigitField({ ...CARD_DIGITS, invalid: CARD_MESSAGES.kigou }),
	number: optionalDigitField({ ...CARD_DIGITS, invalid: CARD_MESSAGES.number }),
	birthDate: birthDateField({ required: false }),
	[CONSENT_FIELD]: consentField(PUBLIC_CONTACT_CONSENT.missing),
});
export type PublicContactValues = z.output<typeof publicContactFormSchema>;
