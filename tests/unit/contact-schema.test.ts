import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { contactSchema, publicContactSchema } from "#app/contract/orange/contact";
import {
	CONTACT_BODY_MAX,
	memberContactFormSchema,
	PUBLIC_CONTACT_CONSENT,
	publicContactFormSchema,
} from "#app/features/contact/schema";
import { withoutConsent } from "#app/lib/forms/consent";

/** What the browser posts: conform reads it as FormData, exactly as the action does. */
function form(fields: Record<string, string>): FormData {
	const data = new FormData();
	for (const [name, value] of Object.entries(fields)) data.append(name, value);
	return data;
}

function parse(
	schema: typeof memberContactFormSchema | typeof publicContactFormSchema,
	fields: Record<string, string>,
) {
	return parseWithZod(form(fields), { schema });
}

function fieldErrors(submission: ReturnType<typeof parse>): Record<string, string[] | null> {
	const result = submission.reply();
	return (result.error ?? {}) as Record<string, string[] | null>;
}

const PUBLIC = {
	subject: "account",
	name: "山田　花子",
	nameKana: "やまだ　はなこ",
	email: "hanako@example.jp",
	body: "ログインできません。",
	consent: "on",
};

describe("member enquiry form", () => {
	it("gives the API payload: subject and body, line breaks as typed, outer blanks gone", () => {
		const submission = parse(memberContactFormSchema, { subject: "health_navi", body: "  一行目\r\n二行目\r\n  " });
		expect(submission.status).toBe("success");
		if (submission.status !== "success") return;
		expect(submission.value).toEqual({ subject: "health_navi", body: "一行目\n二行目" });
		expect(contactSchema.parse(submission.value)).toEqual(submission.value);
	});

	it("asks for a subject of docs/contract.md and for a body that is more than blanks", () => {
		const errors = fieldErrors(parse(memberContactFormSchema, { subject: "billing", body: " \u3000\r\n " }));
		expect(errors.subject).toEqual(["お問い合わせの種類を選択してください"]);
		expect(errors.body).toEqual(["お問い合わせ内容を入力してください"]);
		expect(fieldErrors(parse(memberContactFormSchema, {})).subject).toEqual(["お問い合わせの種類を選択してください"]);
	});

	it("counts characters as a member does: 2000 emoji fit, 2001 characters do not", () => {
		const fits = parse(memberContactFormSchema, { subject: "other", body: "🙂".repeat(CONTACT_BODY_MAX) });
		expect(fits.status).toBe("success");
		const over = parse(memberContactFormSchema, { subject: "other", body: "あ".repeat(CONTACT_BODY_MAX + 1) });
		expect(fieldErrors(over).body).toEqual(["お問い合わせ内容は2000文字以内で入力してください"]);
	});
});

describe("public enquiry form", () => {
	it("normalises what members type: hiragana to katakana, full-width address, folded blanks", () => {
		const submission = parse(publicContactFormSchema, {
			...PUBLIC,
			name: "  山田 　 花子 ",
			email: "ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｊｐ",
		});
		expect(submission.status).toBe("success");
		if (submission.status !== "success") return;
		// The consent box is the visitor's word to the society: never part of what the API is sent.
		expect(withoutConsent(submission.value)).toEqual({
			subject: "account",
			name: "山田 花子",
			nameKana: "ヤマダ\u3000ハナコ",
			email: "hanako@example.jp",
			body: "ログインできません。",
			kigou: undefined,
			number: undefined,
			birthDate: undefined,
		});
		// Blank optional card fields are left out of the wire payload entirely.
		expect(JSON.parse(JSON.stringify(submission.value))).not.toHaveProperty("kigou");
		expect(publicContactSchema.parse(withoutConsent(submission.value))).toMatchObject({
			nameKana: "ヤマダ\u3000ハナコ",
		});
	});

	it("refuses a kana name in latin letters and an address without a domain", () => {
		const errors = fieldErrors(parse(publicContactFormSchema, { ...PUBLIC, nameKana: "Yamada", email: "hanako@" }));
		expect(errors.nameKana).toEqual(["フリガナはカタカナで入力してください（ひらがなでも入力できます）"]);
		expect(errors.email).toEqual(["メールアドレスの形式が正しくありません（例: hanako@example.jp）"]);
	});

	it("requires name, kana, address, subject, body and the ticked consent box, and nothing else", () => {
		const errors = fieldErrors(parse(publicContactFormSchema, {}));
		expect(Object.keys(errors).sort()).toEqual(["body", "consent", "email", "name", "nameKana", "subject"]);
		expect(errors.consent).toEqual([PUBLIC_CONTACT_CONSENT.missing]);
		const { consent: _, ...unticked } = PUBLIC;
		expect(fieldErrors(parse(publicContactFormSchema, unticked))).toEqual({
			consent: [PUBLIC_CONTACT_CONSENT.missing],
		});
		expect(fieldErrors(parse(publicContactFormSchema, { ...PUBLIC, consent: "yes" }))).toEqual({
			consent: [PUBLIC_CONTACT_CONSENT.missing],
		});
		expect(errors.name).toEqual(["お名前を入力してください"]);
		expect(errors.email).toEqual(["メールアドレスを入力してください"]);
	});

	it("keeps the card details and the birth date as the API wants them", () => {
		const submission = parse(publicContactFormSchema, {
			...PUBLIC,
			kigou: "１２３４",
			number: " 5678 ",
			"birthDate.era": "showa",
			"birthDate.year": "５５",
			"birthDate.month": "4",
			"birthDate.day": "１",
		});
		expect(submission.status).toBe("success");
		if (submission.status !== "success") return;
		expect(submission.value).toMatchObject({ kigou: "1234", number: "5678", birthDate: "1980-04-01" });
		expect(publicContactSchema.safeParse(withoutConsent(submission.value)).success).toBe(true);
	});

	it("refuses a birth date that is no calendar date, or lies in the future, with one message for the group", () => {
		const date = (year: string, month: string, day: string) => ({
			"birthDate.era": "western",
			"birthDate.year": year,
			"birthDate.month": month,
			"birthDate.day": day,
		});
		expect(fieldErrors(parse(publicContactFormSchema, { ...PUBLIC, ...date("1980", "2", "30") }))).toEqual({
			birthDate: ["1980年2月は29日までです"],
		});
		expect(fieldErrors(parse(publicContactFormSchema, { ...PUBLIC, ...date("2999", "1", "1") }))).toEqual({
			birthDate: ["生年月日に未来の日付は入力できません"],
		});
		// Only the era posted (its select always is): no date, as before.
		const blank = parse(publicContactFormSchema, { ...PUBLIC, ...date("", "", "") });
		expect(blank.status).toBe("success");
		if (blank.status === "success") expect(blank.value).not.toHaveProperty("birthDate", expect.anything());
	});
});
