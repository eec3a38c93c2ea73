import * as z from "zod";
import { ADDRESS_TYPES, PHONE_TYPES } from "#app/contract/labels";
import { MOBILE_NUMBER_DIGITS, PHONE_NUMBER_DIGITS } from "#app/contract/lime/contact-detail";
import { PREFECTURES } from "#app/contract/lime/prefectures";
import {
	birthDateField,
	controlCharacterMessage,
	digitField,
	EMAIL_MAX,
	singleLine,
} from "#app/lib/forms/field-schemas";
import { hasControlCharacters, normalizeWidth, toKatakana } from "#app/lib/japanese/input";
import { CARD_DIGITS, CARD_MESSAGES } from "#app/lib/japanese/insurance-card";
import { splitPostalCode } from "./postal-code";

/* The contact-detail forms, NFKC-normalised first; inner schemas carry "please enter" too (conform). */

const KATAKANA_NAME = /^[\u30A1-\u30FC\u3000]+$/;

/** /auth: birth date (era, year, month, day), the kana name and the insurance card's 記号 and 番号. */
export const limeAuthFormSchema = z.object({
	birthDate: birthDateField({ required: true }),
	nameKana: z
		.string({ error: "氏名（フリガナ）を入力してください" })
		.transform(singleLine("氏名（フリガナ）"))
		.transform(toKatakana)
		.pipe(
			z
				.string({ error: "氏名（フリガナ）を入力してください" })
				.min(1, "氏名（フリガナ）を入力してください")
				.max(40, "氏名（フリガナ）は40文字以内で入力してください")
				.regex(KATAKANA_NAME, "氏名（フリガナ）はカタカナかひらがなで入力してください"),
		),
	kigou: digitField({ ...CARD_DIGITS, required: "記号を入力してください", invalid: CARD_MESSAGES.kigou }),
	number: digitField({ ...CARD_DIGITS, required: "番号を入力してください", invalid: CARD_MESSAGES.number }),
});

/** A line of the address, NFKC-normalised; `required` carries the message for an empty one. */
function addressLine(label: string, max: number, required?: string) {
	// A control character is judged as posted: trimming must not hide a trailing one.
	const normalised = (value: unknown) =>
		typeof value === "string" && !hasControlCharacters(value) ? normalizeWidth(value) || undefined : value;
	const line = z
		.string(required ? { error: required } : undefined)
		.max(max, `${label}は${max}文字以内で入力してください`)
		.refine((value) => !hasControlCharacters(value), controlCharacterMessage(label));
	return z.preprocess(normalised, required ? line : line.optional());
}

export const TWO_POSTAL_CODES_MESSAGE =
	"郵便番号が前半・後半の両方の欄に7桁で入力されています。正しい郵便番号を1つだけ入力してください";

/** A whole code typed into either postal part (「1000001」「100-0001」) counts for both. */
function splitPostalParts(raw: unknown): unknown {
	if (!raw || typeof raw !== "object") return raw;
	const values = raw as Record<string, unknown>;
	const first = typeof values.postalCodeFirst === "string" ? values.postalCodeFirst : undefined;
	const second = typeof values.postalCodeSecond === "string" ? values.postalCodeSecond : undefined;
	const parts = splitPostalCode(first, second);
	return { ...values, postalCodeFirst: parts.first || undefined, postalCodeSecond: parts.second || undefined };
}

/** /input; `addressRequired` false lets the address lines stay empty (the postal code is always required). */
/** What the API accepts as a phone number, said in full (the rule: docs/contract.md "Contact details"). */
export const PHONE_MESSAGES = {
	invalid: "電話番号は0から始まる10桁または11桁の数字で入力してください",
	mobile: "携帯電話の番号は、070・080・090のいずれかから始まる11桁の数字で入力してください（例：090-1234-5678）",
} as const;

/**
 * /input. `addressRequired` comes from GET /contact_detail/new: when false the
 * address lines may stay empty (the postal code is always required, docs/contract.md).
 */
export function contactDetailFormSchema(addressRequired: boolean) {
	const requiredIf = (message: string) => (addressRequired ? message : undefined);
	const prefecture = z.enum(PREFECTURES, { error: "都道府県を選択してください" });
	return z.preprocess(
		splitPostalParts,
		z
			.object({
				addressType: z.enum(ADDRESS_TYPES, { error: "住所の種類を選択してください" }),
				postalCodeFirst: z.string({ error: "郵便番号の前半（3桁）を入力してください" }).check((ctx) => {
					if (/^\d{3}$/.test(ctx.value)) return;
					// Only two different whole codes stay 7 digits here (splitPostalParts takes a single one apart).
					const message = /^\d{7}$/.test(ctx.value)
						? TWO_POSTAL_CODES_MESSAGE
						: "郵便番号の前半は3桁の数字で入力してください";
					ctx.issues.push({ code: "custom", message, input: ctx.value });
				}),
				postalCodeSecond: z
					.string({ error: "郵便番号の後半（4桁）を入力してください" })
					.regex(/^\d{4}$/, "郵便番号の後半は4桁の数字で入力してください"),
				prefecture: addressRequired ? prefecture : prefecture.optional(),
				city: addressLine("市区町村", 50, requiredIf("市区町村を入力してください")),
				street: addressLine("町名・番地", 100, requiredIf("町名・番地を入力してください")),
				building: addressLine("建物名・部屋番号", 100),
				phoneType: z.enum(PHONE_TYPES, { error: "電話番号の種類を選択してください" }),
				phoneNumber: digitField({
					required: "電話番号を入力してください",
					invalid: PHONE_MESSAGES.invalid,
					pattern: PHONE_NUMBER_DIGITS,
					format: { separators: true, parentheses: true },
				}),
			})
			.refine((value) => MOBILE_NUMBER_DIGITS.test(value.phoneNumber), {
				path: ["phoneNumber"],
				message: PHONE_MESSAGES.mobile,
				// Also when other fields have problems (every message at once); not over the number's own message.
				when: ({ value, issues }) =>
					isRecord(value) &&
					value.phoneType === "mobile" &&
					typeof value.phoneNumber === "string" &&
					!issues.some((issue) => issue.path?.[0] === "phoneNumber"),
			}),
	);
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === "object" && value !== null;
}

/** /email: the new address, typed twice. */
export const emailChangeFormSchema = z
	.object({
		email: z
			.string({ error: "新しいメールアドレスを入力してください" })
			.transform(singleLine("メールアドレス"))
			.transform(normalizeWidth)
			.pipe(
				z
					.string({ error: "新しいメールアドレスを入力してください" })
					.max(EMAIL_MAX, `メールアドレスは${EMAIL_MAX}文字以内で入力してください`)
					.pipe(z.email("メールアドレスの形式が正しくありません")),
			),
		emailConfirmation: z
			.string({ error: "確認のため、新しいメールアドレスをもう一度入力してください" })
			.max(EMAIL_MAX, `メールアドレスは${EMAIL_MAX}文字以内で入力してください`)
			.transform(singleLine("確認用のメールアドレス"))
			.transform(normalizeWidth),
	})
	.refine((value) => value.email === value.emailConfirmation, {
		path: ["emailConfirmation"],
		message: "メールアドレスが一致しません",
	});
