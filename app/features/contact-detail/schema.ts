import * as z from "zod";
import { ADDRESS_TYPES, PHONE_TYPES } from "#app/contract/labels";
import { PREFECTURES } from "#app/contract/lime/prefectures";
import { birthDateField, controlCharacterMessage, digitField, singleLine } from "#app/lib/field-schemas";
import { CARD_DIGITS, CARD_MESSAGES } from "#app/lib/insurance-card";
import { hasControlCharacters, normalizeWidth, toKatakana } from "#app/lib/japanese-input";
import { EMAIL_MAX } from "../contact/schema";
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

/** A whole code typed into the first postal part (「1000001」「100-0001」) counts for both. */
function splitPostalParts(raw: unknown): unknown {
	if (!raw || typeof raw !== "object") return raw;
	const values = raw as Record<string, unknown>;
	const first = typeof values.postalCodeFirst === "string" ? values.postalCodeFirst : undefined;
	const second = typeof values.postalCodeSecond === "string" ? values.postalCodeSecond : undefined;
	const parts = splitPostalCode(first, second);
	return { ...values, postalCodeFirst: parts.first || undefined, postalCodeSecond: parts.second || undefined };
}

/** /input; `addressRequired` false lets the address lines stay empty (the postal code is always required). */
export function contactDetailFormSchema(addressRequired: boolean) {
	const requiredIf = (message: string) => (addressRequired ? message : undefined);
	const prefecture = z.enum(PREFECTURES, { error: "都道府県を選択してください" });
	return z.preprocess(
		splitPostalParts,
		z.object({
			addressType: z.enum(ADDRESS_TYPES, { error: "住所の種類を選択してください" }),
			postalCodeFirst: z
				.string({ error: "郵便番号の前半（3桁）を入力してください" })
				.regex(/^\d{3}$/, "郵便番号の前半は3桁の数字で入力してください"),
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
				invalid: "電話番号は0から始まる10桁または11桁の数字で入力してください",
				pattern: /^0\d{9,10}$/,
				format: { separators: true, parentheses: true },
			}),
		}),
	);
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
