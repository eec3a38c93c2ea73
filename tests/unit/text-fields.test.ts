import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { memberContactFormSchema, publicContactFormSchema } from "#app/features/contact/schema";
import {
	contactDetailFormSchema,
	emailChangeFormSchema,
	limeAuthFormSchema,
} from "#app/features/contact-detail/schema";
import { changePasswordFormSchema } from "#app/features/passwords/schema";
import { questionnaireFormSchema } from "#app/features/questionnaire/schema";
import { hasControlCharacters, normalizeFreeText } from "#app/lib/japanese/input";
import { DEMO_CONTACT_DETAIL, DEMO_LIME_IDENTITY_FORM } from "../fixtures/lime";

/* Control characters: refused in single-line fields, removed from free text; none reaches the API. */

const CONTROLS = ["\u0000", "\u001b", "\u007f", "\u0085", "\u202e", "\u2066", "\r\n", "\n"] as const;

function form(values: Record<string, string>): FormData {
	const data = new FormData();
	for (const [name, value] of Object.entries(values)) data.append(name, value);
	return data;
}

const errorsOf = (submission: { reply(): { error?: Record<string, string[] | null> | null } }) =>
	submission.reply().error ?? {};

const PUBLIC = {
	subject: "other",
	name: "山田 花子",
	nameKana: "ヤマダ ハナコ",
	email: "hanako@example.jp",
	body: "質問",
	consent: "on",
};
const CONTACT = { ...DEMO_CONTACT_DETAIL, building: "ビル" };

const SINGLE_LINE = [
	["public enquiry", publicContactFormSchema, PUBLIC, ["name", "nameKana", "email", "kigou", "number"]],
	["lime /auth", limeAuthFormSchema, DEMO_LIME_IDENTITY_FORM, ["nameKana", "kigou", "number"]],
	["lime /input", contactDetailFormSchema(true), CONTACT, ["city", "street", "building"]],
	[
		"lime /email",
		emailChangeFormSchema,
		{ email: "a@example.jp", emailConfirmation: "a@example.jp" },
		["email", "emailConfirmation"],
	],
	[
		"password change",
		changePasswordFormSchema,
		{ currentPassword: "Password123!", password: "NewPassword456!", passwordConfirmation: "NewPassword456!" },
		["currentPassword"],
	],
] as const;

describe.each(SINGLE_LINE)("%s: single-line fields", (_name, schema, valid, fields) => {
	it("the valid form passes", () => {
		expect(parseWithZod(form(valid as Record<string, string>), { schema }).status).toBe("success");
	});

	describe.each(fields)("%s", (field) => {
		it.each(CONTROLS.map((control) => [JSON.stringify(control), control]))(
			"%s inside is refused",
			(_label, control) => {
				const values = { ...(valid as Record<string, string>) };
				const base = values[field] || "1234";
				values[field] = `${base.slice(0, 2)}${control}${base.slice(2)}`;
				if (field === "email") values.emailConfirmation = values.email ?? "";
				const submission = parseWithZod(form(values), { schema });
				expect(submission.status).toBe("error");
				expect(errorsOf(submission)[field]?.length, JSON.stringify(errorsOf(submission))).toBeGreaterThan(0);
			},
		);
	});
});

describe("free text", () => {
	it("keeps line breaks and tabs, removes every other control character", () => {
		expect(normalizeFreeText("一行目\r\n\t二行目\u0000\u001b[31m\u007f\u202e\u2066\u0085三行目")).toBe(
			"一行目\n\t二行目[31m三行目",
		);
		expect(hasControlCharacters(normalizeFreeText("a\u0000\u202eb"))).toBe(false);
	});

	it("an enquiry body and a questionnaire answer reach the payload cleaned", () => {
		const enquiry = parseWithZod(form({ subject: "other", body: "質問\u202eです\r\n\tよろしく\u0000" }), {
			schema: memberContactFormSchema,
		});
		expect(enquiry.status === "success" && enquiry.value.body).toBe("質問です\n\tよろしく");
		const schema = questionnaireFormSchema([
			{ id: 1, kind: "free_text", text: "ご意見", required: true, maxLength: 100 },
		] as never);
		const answer = parseWithZod(form({ q1: "良い\u001b\u202eです", consent: "on" }), { schema });
		expect(answer.status === "success" && answer.value.q1).toBe("良いです");
	});
});
