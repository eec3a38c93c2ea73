import {
	type ContactDetailField,
	type CreateContactDetailPayload,
	MOBILE_NUMBER_DIGITS,
	PHONE_NUMBER_DIGITS,
} from "#app/contract/lime/contact-detail";
import { PREFECTURES } from "#app/contract/lime/prefectures";
import { PASSWORD_RULE_MESSAGES, passwordRuleProblems } from "#app/contract/orange/password-rules";

/* Business rules a real backend applies beyond the contract's shapes, answered as 422. */

export const CONTACT_BODY_MAX = 2000;

/** The forms' password rules checked again, so a request that skipped the form still gets a 422. */
export function passwordProblems(password: string, confirmation: string, current?: string): string[] {
	const problems = passwordRuleProblems(password);
	if (password !== confirmation) problems.push(PASSWORD_RULE_MESSAGES.mismatch);
	if (current !== undefined && password === current) problems.push(PASSWORD_RULE_MESSAGES.sameAsCurrent);
	return problems;
}

export function isEmail(value: string): boolean {
	return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Kana names compare without spaces and width differences, as members type them. */
export function normaliseKana(value: string): string {
	return value
		.normalize("NFKC")
		.replace(/[\s\u3000]/g, "")
		.replace(/[\u3041-\u3096]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60));
}

export function isKatakanaName(value: string): boolean {
	return /^[\u30a1-\u30fc\s\u3000]+$/.test(value);
}

/** The mock validates prefectures against the same JIS list the form offers. */
export { PREFECTURES };

/** Postal codes starting 000 do not exist: the demo's way to reach the whole-code error. */
const NONEXISTENT_POSTAL_PREFIX = "000";

type FieldProblems = Partial<Record<ContactDetailField, string[]>>;

function lengthProblem(label: string, value: string | undefined, max: number): string | undefined {
	return value && value.length > max ? `${label}は${max}文字以内で入力してください` : undefined;
}

/** Per-field problems of a contact-detail payload; empty when it can be saved. */
export function contactDetailProblems(payload: CreateContactDetailPayload, addressRequired: boolean): FieldProblems {
	const problems: FieldProblems = {};
	const add = (field: ContactDetailField, message: string | undefined) => {
		if (message) problems[field] = [...(problems[field] ?? []), message];
	};

	const first = payload.postalCodeFirst.trim();
	const second = payload.postalCodeSecond.trim();
	if (!first) add("postalCodeFirst", "郵便番号（前半）を入力してください");
	else if (!/^\d{3}$/.test(first)) add("postalCodeFirst", "郵便番号（前半）は3桁の数字で入力してください");
	if (!second) add("postalCodeSecond", "郵便番号（後半）を入力してください");
	else if (!/^\d{4}$/.test(second)) add("postalCodeSecond", "郵便番号（後半）は4桁の数字で入力してください");
	if (/^\d{3}$/.test(first) && /^\d{4}$/.test(second) && first === NONEXISTENT_POSTAL_PREFIX) {
		add("postalCodeType", "該当する住所が見つかりません。郵便番号をご確認ください");
	}

	const prefecture = payload.prefecture?.trim() ?? "";
	if (prefecture && !(PREFECTURES as readonly string[]).includes(prefecture)) {
		add("prefecture", "都道府県を正しく選択してください");
	}
	if (addressRequired) {
		if (!prefecture) add("prefecture", "都道府県を選択してください");
		if (!payload.city?.trim()) add("city", "市区町村を入力してください");
		if (!payload.street?.trim()) add("street", "番地を入力してください");
	}
	add("city", lengthProblem("市区町村", payload.city, 50));
	add("street", lengthProblem("番地", payload.street, 100));
	add("building", lengthProblem("建物名", payload.building, 100));

	const phone = payload.phoneNumber.replace(/-/g, "").trim();
	if (!phone) add("phoneNumber", "電話番号を入力してください");
	else if (!PHONE_NUMBER_DIGITS.test(phone)) add("phoneNumber", "電話番号は10桁または11桁の数字で入力してください");
	else if (payload.phoneType === "mobile" && !MOBILE_NUMBER_DIGITS.test(phone)) {
		add("phoneNumber", "携帯電話番号の形式が正しくありません");
	}
	return problems;
}
