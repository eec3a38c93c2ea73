import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { publicContactFormSchema } from "#app/features/contact/schema";
import { parsePostalCode, splitPostalCode } from "#app/features/contact-detail/postal-code";
import { contactDetailFormSchema, limeAuthFormSchema } from "#app/features/contact-detail/schema";
import { pinCodeFormSchema } from "#app/features/two-factor/schema";
import { typedDigits } from "#app/lib/japanese/input";
import { DEMO_CONTACT_DETAIL, DEMO_LIME_IDENTITY_FORM } from "../fixtures/lime";

/* Digit fields take what people type and refuse the rest with a message: nothing is deleted to make a value fit. */

/** The field messages of a submission (none when it passed). */
const errorsOf = (submission: { reply(): { error?: Record<string, string[] | null> | null } }) =>
	submission.reply().error ?? {};

function form(values: Record<string, string>): FormData {
	const data = new FormData();
	for (const [name, value] of Object.entries(values)) data.append(name, value);
	return data;
}

const { building: _, ...contactWithoutBuilding } = DEMO_CONTACT_DETAIL;
const CONTACT = { ...contactWithoutBuilding, body: "質問" };

describe("typedDigits", () => {
	it.each([
		["１９８０", {}, "1980"],
		[" 1980 ", {}, "1980"],
		["", {}, ""],
		["123 456", { separators: true }, "123456"],
		["１２３－４５６", { separators: true }, "123456"],
		["090ー1234ー5678", { separators: true }, "09012345678"],
		["(03) 1234-5678", { separators: true, parentheses: true }, "0312345678"],
		["〒100-0001", { separators: true, prefix: "〒" }, "1000001"],
	] as const)("%s → %s", (value, format, digits) => {
		expect(typedDigits(value, format)).toBe(digits);
	});

	it.each([
		["abc19x80", {}],
		["-1", {}],
		["-1", { separators: true }],
		["1e309", { separators: true }],
		["+81 90 1234 5678", { separators: true, parentheses: true }],
		["tel:0a9b0c1d2e3f4g5h6i7j8 ext.", { separators: true, parentheses: true }],
		["12--", { separators: true }],
		["١٢٣", {}],
		["1980\u0000", {}],
	] as const)("%s is refused", (value, format) => {
		expect(typedDigits(value, format)).toBeNull();
	});
});

describe("lime /auth", () => {
	it("refuses birthDate.year=abc19x80 and birthDate.day=-1 instead of signing in with 1980", () => {
		const submission = parseWithZod(
			form({ ...DEMO_LIME_IDENTITY_FORM, "birthDate.year": "abc19x80", "birthDate.day": "-1" }),
			{ schema: limeAuthFormSchema },
		);
		expect(submission.status).toBe("error");
		expect(errorsOf(submission)).toMatchObject({ birthDate: ["西暦の年は4桁の数字で入力してください（例：1980）"] });
		const day = parseWithZod(form({ ...DEMO_LIME_IDENTITY_FORM, "birthDate.day": "-1" }), {
			schema: limeAuthFormSchema,
		});
		expect(errorsOf(day)).toMatchObject({ birthDate: ["生年月日の日は1から30までの数字で入力してください"] });
	});

	it("refuses letters in 記号 and 番号, takes them with spaces or hyphens", () => {
		const wrong = parseWithZod(form({ ...DEMO_LIME_IDENTITY_FORM, kigou: "12A4", number: "5678<script>" }), {
			schema: limeAuthFormSchema,
		});
		expect(Object.keys(errorsOf(wrong)).sort()).toEqual(["kigou", "number"]);
		const typed = parseWithZod(form({ ...DEMO_LIME_IDENTITY_FORM, kigou: "１２ ３４", number: "56-78" }), {
			schema: limeAuthFormSchema,
		});
		expect(typed.status).toBe("success");
		expect(typed.status === "success" && [typed.value.kigou, typed.value.number]).toEqual(["1234", "5678"]);
	});
});

describe("lime /input", () => {
	it("refuses postalCodeSecond=1e309 instead of making it 〒100-1309", () => {
		const submission = parseWithZod(form({ ...CONTACT, postalCodeSecond: "1e309" }), {
			schema: contactDetailFormSchema(true),
		});
		expect(errorsOf(submission)).toEqual({ postalCodeSecond: ["郵便番号の後半は4桁の数字で入力してください"] });
		expect(splitPostalCode("100", "1e309")).toEqual({ first: "100", second: "1e309" });
		expect(parsePostalCode("100-1e309")).toBeNull();
	});

	it("refuses phoneNumber=tel:0a9b0c1d2e3f4g5h6i7j8 ext. instead of making it 09012345678", () => {
		const submission = parseWithZod(form({ ...CONTACT, phoneNumber: "tel:0a9b0c1d2e3f4g5h6i7j8 ext." }), {
			schema: contactDetailFormSchema(true),
		});
		expect(errorsOf(submission)).toEqual({
			phoneNumber: ["電話番号は0から始まる10桁または11桁の数字で入力してください"],
		});
	});

	it("takes the ways people write them", () => {
		const submission = parseWithZod(
			form({ ...CONTACT, postalCodeFirst: "〒１００－０００１", postalCodeSecond: "", phoneNumber: "(090) 1234-5678" }),
			{ schema: contactDetailFormSchema(true) },
		);
		expect(submission.status).toBe("success");
		expect(submission.status === "success" && submission.value).toMatchObject({
			postalCodeFirst: "100",
			postalCodeSecond: "0001",
			phoneNumber: "09012345678",
		});
	});
});

describe("two-factor PIN and the public enquiry's card fields", () => {
	it.each([
		["123 456", "success"],
		["１２３４５６", "success"],
		["12a456", "error"],
		["1234567", "error"],
		["-123456", "error"],
	])("PIN %s: %s", (pinCode, status) => {
		expect(parseWithZod(form({ pinCode }), { schema: pinCodeFormSchema }).status).toBe(status);
	});

	it("refuses a 記号 with letters, takes one with a hyphen", () => {
		const base = {
			subject: "other",
			name: "山田 花子",
			nameKana: "ヤマダ ハナコ",
			email: "hanako@example.jp",
			body: "質問",
			consent: "on",
		};
		const wrong = parseWithZod(form({ ...base, kigou: "tel:12" }), { schema: publicContactFormSchema });
		expect(errorsOf(wrong)).toMatchObject({ kigou: [expect.stringContaining("記号は")] });
		const typed = parseWithZod(form({ ...base, kigou: "12-34" }), { schema: publicContactFormSchema });
		expect(typed.status === "success" && typed.value.kigou).toBe("1234");
	});
});
