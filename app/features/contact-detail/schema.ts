import * as z from "zod";
import { ADDRESS_TYPES, PHONE_TYPES } from "#app/contract/labels";
import { isCalendarDate, isFutureDate, MIN_BIRTH_YEAR } from "#app/lib/japanese-era";
import { digitsOnly, normalizeWidth, toKatakana } from "#app/lib/japanese-input";
import { splitPostalCode } from "./postal-code";
import { PREFECTURES } from "./prefectures";

/*
 * The forms of the contact-detail flow, shared by the browser (live checks)
 * and the server (the authority). Every value is NFKC-normalised first, so
 * full-width digits and letters are accepted wherever a member may type them.
 * Conform turns an empty string into "missing" at every string schema, also
 * after a normalising transform (「　」 → ""), so the inner schemas carry the
 * "please enter" message too.
 */

const KATAKANA_NAME = /^[\u30A1-\u30FC\u3000]+$/;

/** /auth: birth date in three parts, the kana name and the insurance card's 記号 and 番号. */
export const limeAuthFormSchema = z
	.object({
		birthYear: z
			.string({ error: "生年月日の年を入力してください" })
			.transform(digitsOnly)
			.pipe(
				z
					.string({ error: "生年月日の年を入力してください" })
					.regex(/^\d{4}$/, "年は西暦4桁で入力してください（例：1980）"),
			),
		birthMonth: z
			.string({ error: "生年月日の月を選択してください" })
			.transform(digitsOnly)
			.pipe(
				z
					.string({ error: "生年月日の月を選択してください" })
					.regex(/^(?:0?[1-9]|1[0-2])$/, "生年月日の月を選択してください"),
			),
		birthDay: z
			.string({ error: "生年月日の日を選択してください" })
			.transform(digitsOnly)
			.pipe(
				z
					.string({ error: "生年月日の日を選択してください" })
					.regex(/^(?:0?[1-9]|[12]\d|3[01])$/, "生年月日の日を選択してください"),
			),
		nameKana: z
			.string({ error: "氏名（フリガナ）を入力してください" })
			.transform(toKatakana)
			.pipe(
				z
					.string({ error: "氏名（フリガナ）を入力してください" })
					.min(1, "氏名（フリガナ）を入力してください")
					.max(40, "氏名（フリガナ）は40文字以内で入力してください")
					.regex(KATAKANA_NAME, "氏名（フリガナ）はカタカナかひらがなで入力してください"),
			),
		kigou: z
			.string({ error: "記号を入力してください" })
			.transform(normalizeWidth)
			.pipe(
				z
					.string({ error: "記号を入力してください" })
					.min(1, "記号を入力してください")
					.max(20, "記号は20文字以内で入力してください"),
			),
		number: z
			.string({ error: "番号を入力してください" })
			.transform(normalizeWidth)
			.pipe(
				z
					.string({ error: "番号を入力してください" })
					.min(1, "番号を入力してください")
					.max(20, "番号は20文字以内で入力してください"),
			),
	})
	.superRefine((value, ctx) => {
		// Zod runs this even when a part failed on its own: judge the date only from three good parts.
		if (!/^\d{4}$/.test(value.birthYear ?? "") || !value.birthMonth || !value.birthDay) return;
		const year = Number(value.birthYear);
		const month = Number(value.birthMonth);
		const day = Number(value.birthDay);
		if (!isCalendarDate(year, month, day)) {
			ctx.addIssue({ code: "custom", path: ["birthDay"], message: "存在しない日付です。生年月日をご確認ください" });
		} else if (year < MIN_BIRTH_YEAR) {
			ctx.addIssue({ code: "custom", path: ["birthYear"], message: `年は${MIN_BIRTH_YEAR}年以降で入力してください` });
		} else if (isFutureDate(year, month, day)) {
			ctx.addIssue({ code: "custom", path: ["birthYear"], message: "生年月日に未来の日付は入力できません" });
		}
	});
export type LimeAuthForm = z.output<typeof limeAuthFormSchema>;

/** The API's `birthDate` (YYYY-MM-DD) of a checked form. */
export function birthDateOf(form: Pick<LimeAuthForm, "birthYear" | "birthMonth" | "birthDay">): string {
	return `${form.birthYear}-${form.birthMonth.padStart(2, "0")}-${form.birthDay.padStart(2, "0")}`;
}

/** A line of the address, NFKC-normalised; `required` carries the message for an empty one. */
function addressLine(label: string, max: number, required?: string) {
	const normalised = (value: unknown) => (typeof value === "string" ? normalizeWidth(value) || undefined : value);
	const line = z
		.string(required ? { error: required } : undefined)
		.max(max, `${label}は${max}文字以内で入力してください`);
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

/**
 * /input. `addressRequired` comes from GET /contact_detail/new: when false the
 * address lines may stay empty (the postal code is always required, docs/contract.md).
 */
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
			phoneNumber: z
				.string({ error: "電話番号を入力してください" })
				.transform(digitsOnly)
				.pipe(
					z
						.string({ error: "電話番号を入力してください" })
						.regex(/^0\d{9,10}$/, "電話番号は0から始まる10桁または11桁の数字で入力してください"),
				),
		}),
	);
}
export type ContactDetailForm = z.output<ReturnType<typeof contactDetailFormSchema>>;

/** /email: the new address, typed twice. */
export const emailChangeFormSchema = z
	.object({
		email: z
			.string({ error: "新しいメールアドレスを入力してください" })
			.transform(normalizeWidth)
			.pipe(
				z
					.string({ error: "新しいメールアドレスを入力してください" })
					.max(254, "メールアドレスは254文字以内で入力してください")
					.pipe(z.email("メールアドレスの形式が正しくありません")),
			),
		emailConfirmation: z
			.string({ error: "確認のため、新しいメールアドレスをもう一度入力してください" })
			.transform(normalizeWidth),
	})
	.refine((value) => value.email === value.emailConfirmation, {
		path: ["emailConfirmation"],
		message: "メールアドレスが一致しません",
	});
