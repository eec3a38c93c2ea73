import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { changeFieldErrors } from "#app/features/passwords/password-forms.server";
import {
	changePasswordFormSchema,
	PASSWORD_MESSAGES,
	passwordMailRequestSchema,
	passwordRuleProblems,
	passwordRuleStates,
	setPasswordFormSchema,
} from "#app/features/passwords/schema";
import { passwordProblems } from "../../worker/mock/rules";

const GOOD = "Kenko2026!x";

function form(fields: Record<string, string>): FormData {
	const data = new FormData();
	for (const [name, value] of Object.entries(fields)) data.set(name, value);
	return data;
}

/** Field errors as the pages show them (conform turns "" into a missing value, like a browser post). */
function errorsOf(schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>) {
	const submission = parseWithZod(form(fields), { schema });
	return submission.status === "success" ? {} : submission.error;
}

describe("password rules", () => {
	it.each([
		["9 characters, four kinds", "Abcdef1!x", [PASSWORD_MESSAGES.tooShort]],
		["10 characters, three kinds", "Abcdefgh12", []],
		["64 characters", `Aa1${"x".repeat(61)}`, []],
		["65 characters", `Aa1${"x".repeat(62)}`, [PASSWORD_MESSAGES.tooLong]],
		["two kinds (lower and digits)", "abcdefgh1234", [PASSWORD_MESSAGES.kinds]],
		["two kinds (upper and symbols)", "ABCDEFGH!?#$", [PASSWORD_MESSAGES.kinds]],
		["lower, digits and symbols", "kenko-2026!", []],
		["a space", "Kenko 2026!", [PASSWORD_MESSAGES.characters]],
		["full-width letters", "Ｋｅｎｋｏ2026!x", [PASSWORD_MESSAGES.characters]],
		["Japanese", "けんこう2026Ab!", [PASSWORD_MESSAGES.characters]],
		["short and one kind", "abc", [PASSWORD_MESSAGES.tooShort, PASSWORD_MESSAGES.kinds]],
	])("%s", (_, password, expected) => {
		expect(passwordRuleProblems(password)).toEqual(expected);
	});

	it("ticks off the listed rules one by one", () => {
		expect(passwordRuleStates("abc")).toEqual({ length: false, characters: true, kinds: false });
		expect(passwordRuleStates("abcdefghij")).toEqual({ length: true, characters: true, kinds: false });
		expect(passwordRuleStates("Ａbcdefghi1")).toEqual({ length: true, characters: false, kinds: false });
		expect(passwordRuleStates(GOOD)).toEqual({ length: true, characters: true, kinds: true });
	});
});

describe("set-password form (activation, reset)", () => {
	it("accepts a good password with its confirmation, exactly as typed", () => {
		const submission = parseWithZod(form({ password: GOOD, passwordConfirmation: GOOD }), {
			schema: setPasswordFormSchema,
		});
		expect(submission.status).toBe("success");
		expect(submission.status === "success" && submission.value).toEqual({ password: GOOD, passwordConfirmation: GOOD });
	});

	it("asks for both fields when empty", () => {
		expect(errorsOf(setPasswordFormSchema, { password: "", passwordConfirmation: "" })).toEqual({
			password: [PASSWORD_MESSAGES.required],
			passwordConfirmation: [PASSWORD_MESSAGES.confirmationRequired],
		});
	});

	it("puts a mismatch on the confirmation, and still shows the new password's rules", () => {
		expect(errorsOf(setPasswordFormSchema, { password: "short", passwordConfirmation: "shorter" })).toEqual({
			password: [PASSWORD_MESSAGES.tooShort, PASSWORD_MESSAGES.kinds],
			passwordConfirmation: [PASSWORD_MESSAGES.mismatch],
		});
	});

	it("does not trim: a trailing space is a different, refused password", () => {
		expect(errorsOf(setPasswordFormSchema, { password: `${GOOD} `, passwordConfirmation: GOOD })).toEqual({
			password: [PASSWORD_MESSAGES.characters],
			passwordConfirmation: [PASSWORD_MESSAGES.mismatch],
		});
	});
});

describe("change-password form (update, forced change)", () => {
	it("needs the current password and a different new one", () => {
		expect(
			errorsOf(changePasswordFormSchema, { currentPassword: "", password: GOOD, passwordConfirmation: GOOD }),
		).toEqual({ currentPassword: [PASSWORD_MESSAGES.currentRequired] });
		expect(
			errorsOf(changePasswordFormSchema, { currentPassword: GOOD, password: GOOD, passwordConfirmation: GOOD }),
		).toEqual({ password: [PASSWORD_MESSAGES.sameAsCurrent] });
	});

	it("checks the confirmation even while the current password is missing", () => {
		expect(
			errorsOf(changePasswordFormSchema, { currentPassword: "", password: GOOD, passwordConfirmation: "Other2026!x" }),
		).toEqual({
			currentPassword: [PASSWORD_MESSAGES.currentRequired],
			passwordConfirmation: [PASSWORD_MESSAGES.mismatch],
		});
	});

	it("accepts a change", () => {
		const fields = { currentPassword: "Password123!", password: GOOD, passwordConfirmation: GOOD };
		expect(parseWithZod(form(fields), { schema: changePasswordFormSchema }).status).toBe("success");
	});

	it("places the API's messages: the current password's at that field, the rest at the new one", () => {
		expect(changeFieldErrors(["現在のパスワードが正しくありません"])).toEqual({
			currentPassword: ["現在のパスワードが正しくありません"],
		});
		expect(changeFieldErrors(["過去に使ったパスワードは使えません"])).toEqual({
			password: ["過去に使ったパスワードは使えません"],
		});
	});
});

describe("mail request form", () => {
	it("folds full-width input and trims", () => {
		const submission = parseWithZod(form({ email: " ｍａｒｉ．ｗａｔａｎａｂｅ＠example.jp　" }), {
			schema: passwordMailRequestSchema,
		});
		expect(submission.status === "success" && submission.value.email).toBe("mari.watanabe@example.jp");
	});

	it.each([
		["", PASSWORD_MESSAGES.emailRequired],
		["　", PASSWORD_MESSAGES.emailRequired],
		["mari.watanabe", PASSWORD_MESSAGES.emailInvalid],
		["mari@", PASSWORD_MESSAGES.emailInvalid],
		[`${"a".repeat(250)}@example.jp`, PASSWORD_MESSAGES.emailTooLong],
	])("refuses %j", (email, message) => {
		expect(errorsOf(passwordMailRequestSchema, { email })).toEqual({ email: [message] });
	});
});

describe("the mock API applies the same rules", () => {
	it.each([
		["short", "short", undefined],
		["abcdefgh1234", "abcdefgh1234", undefined],
		["Kenko 2026!", "Kenko 2026!", undefined],
		[GOOD, "Other2026!x", undefined],
		[GOOD, GOOD, GOOD],
	])("%j / %j (current %j)", (password, confirmation, current) => {
		const fields = { currentPassword: current ?? "Password123!", password, passwordConfirmation: confirmation };
		const submission = parseWithZod(form(fields), { schema: changePasswordFormSchema });
		const formMessages = submission.status === "success" ? [] : Object.values(submission.error ?? {}).flat();
		expect(passwordProblems(password, confirmation, current).sort()).toEqual([...(formMessages as string[])].sort());
	});

	it("lets the demo members' password through", () => {
		expect(passwordProblems("Password123!", "Password123!")).toEqual([]);
	});
});
