import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
	PASSWORD_CHARACTER_KINDS,
	PASSWORD_MAX_LENGTH,
	PASSWORD_MIN_KINDS,
	PASSWORD_MIN_LENGTH,
	PASSWORD_RULE_TEXTS,
	PASSWORD_RULES_SENTENCE,
	passwordKinds,
	passwordRuleProblems,
	passwordRuleStates,
} from "#app/contract/orange/password-rules";
import { FAQ_CATEGORIES } from "#app/features/content/data/faq";
import { LOGIN_HELP_CONTENT } from "#app/features/content/data/help-pages";
import { changeFieldErrors } from "#app/features/passwords/password-forms.server";
import {
	changePasswordFormSchema,
	PASSWORD_MESSAGES,
	passwordMailRequestSchema,
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

describe("password rules: boundaries", () => {
	it.each([
		["", { length: false, characters: false, kinds: false }],
		["Aa1!Aa1!A", { length: false, characters: true, kinds: true }],
		["Aa1!Aa1!Aa", { length: true, characters: true, kinds: true }],
		[`Aa1!${"x".repeat(60)}`, { length: true, characters: true, kinds: true }],
		[`Aa1!${"x".repeat(61)}`, { length: false, characters: true, kinds: true }],
		["aaaaaaaa11", { length: true, characters: true, kinds: false }],
		["aaaaaaaA11", { length: true, characters: true, kinds: true }],
	])("the checklist for %j", (password, expected) => {
		expect(passwordRuleStates(password)).toEqual(expected);
	});

	it("allows every half-width printable character but the space, from ! to ~", () => {
		expect(passwordRuleStates("!~Aa1!~Aa1").characters).toBe(true);
		for (const outside of [" ", "\u007f", "\u00a0", "\t"]) {
			expect(passwordRuleStates(`Aa1!Aa1!Aa${outside}`).characters).toBe(false);
			expect(passwordRuleProblems(`Aa1!Aa1!Aa${outside}`)).toEqual([PASSWORD_MESSAGES.characters]);
		}
	});

	it("counts the four kinds at both ends of each range, and a symbol only as a symbol", () => {
		for (const upper of ["A", "Z"]) expect(passwordKinds(upper)).toBe(1);
		for (const lower of ["a", "z"]) expect(passwordKinds(lower)).toBe(1);
		for (const digit of ["0", "9"]) expect(passwordKinds(digit)).toBe(1);
		for (const symbol of ["!", "/", ":", "@", "[", "`", "{", "~"]) expect(passwordKinds(`Aa0${symbol}`)).toBe(4);
		expect(passwordKinds("Ａａ０！")).toBe(0);
		expect(passwordKinds("")).toBe(0);
	});

	it("refuses at 9 and 65 characters, accepts at 10 and 64", () => {
		expect(passwordRuleProblems("Aa1!Aa1!A")).toEqual([PASSWORD_MESSAGES.tooShort]);
		expect(passwordRuleProblems("Aa1!Aa1!Aa")).toEqual([]);
		expect(passwordRuleProblems(`Aa1!${"x".repeat(60)}`)).toEqual([]);
		expect(passwordRuleProblems(`Aa1!${"x".repeat(61)}`)).toEqual([PASSWORD_MESSAGES.tooLong]);
	});

	it("shows the rules and messages in Japanese, with the numbers of the rules", () => {
		expect(PASSWORD_RULE_TEXTS).toEqual({
			length: "10文字以上64文字以内",
			characters: "半角の英字・数字・記号（全角文字とスペースは使えません）",
			kinds: "英大文字・英小文字・数字・記号のうち3種類以上を含む",
		});
		expect(PASSWORD_CHARACTER_KINDS.map((kind) => [kind.key, kind.label])).toEqual([
			["upper", "英大文字（A〜Z）"],
			["lower", "英小文字（a〜z）"],
			["digit", "数字（0〜9）"],
			["symbol", "記号（! # $ % & など）"],
		]);
		expect(PASSWORD_MESSAGES).toEqual({
			required: "新しいパスワードを入力してください",
			tooShort: "パスワードは10文字以上で入力してください",
			tooLong: "パスワードは64文字以内で入力してください",
			characters: "パスワードには半角の英字・数字・記号だけを使ってください（全角文字とスペースは使えません）",
			kinds: "英大文字・英小文字・数字・記号のうち3種類以上を組み合わせてください",
			confirmationRequired: "確認のため、新しいパスワードをもう一度入力してください",
			mismatch: "確認用のパスワードが一致しません。同じパスワードを入力してください",
			currentRequired: "現在のパスワードを入力してください",
			currentTooLong: "現在のパスワードは128文字以内で入力してください",
			currentCharacters: "現在のパスワードに使えない文字（改行や制御文字）が含まれています",
			sameAsCurrent: "現在のパスワードとは異なるパスワードを設定してください",
			emailRequired: "メールアドレスを入力してください",
			emailTooLong: "メールアドレスは254文字以内で入力してください",
			emailInvalid: "メールアドレスの形式が正しくありません（例：taro@example.jp）",
		});
	});
});

describe("cross-field checks run as soon as both fields are filled", () => {
	it("no mismatch while the new password is missing, or while the confirmation is", () => {
		expect(errorsOf(setPasswordFormSchema, { password: "", passwordConfirmation: GOOD })).toEqual({
			password: [PASSWORD_MESSAGES.required],
		});
		expect(errorsOf(setPasswordFormSchema, { password: GOOD, passwordConfirmation: "" })).toEqual({
			passwordConfirmation: [PASSWORD_MESSAGES.confirmationRequired],
		});
	});

	it("no same-as-current while either of the two is missing", () => {
		expect(
			errorsOf(changePasswordFormSchema, { currentPassword: GOOD, password: "", passwordConfirmation: GOOD }),
		).toEqual({ password: [PASSWORD_MESSAGES.required] });
	});

	it("same-as-current alongside the rules the new password breaks", () => {
		expect(
			errorsOf(changePasswordFormSchema, {
				currentPassword: "short",
				password: "short",
				passwordConfirmation: "short",
			}),
		).toEqual({ password: [PASSWORD_MESSAGES.tooShort, PASSWORD_MESSAGES.kinds, PASSWORD_MESSAGES.sameAsCurrent] });
	});

	it("a mismatch in the change form too, on the confirmation", () => {
		expect(
			errorsOf(changePasswordFormSchema, {
				currentPassword: "Password123!",
				password: GOOD,
				passwordConfirmation: "x",
			}),
		).toEqual({ passwordConfirmation: [PASSWORD_MESSAGES.mismatch] });
	});

	it("refuses a missing object outright", () => {
		expect(setPasswordFormSchema.safeParse(null).success).toBe(false);
		expect(changePasswordFormSchema.safeParse(undefined).success).toBe(false);
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
	it("takes an address of 254 characters", () => {
		const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.jp`;
		expect(email).toHaveLength(254);
		expect(errorsOf(passwordMailRequestSchema, { email })).toEqual({});
	});

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
		[`${"a".repeat(244)}@example.jp`, PASSWORD_MESSAGES.emailTooLong],
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

describe("the rules in prose (FAQ and help pages)", () => {
	/** Every text of a content module, however deeply it is nested. */
	function textsOf(value: unknown): string[] {
		if (typeof value === "string") return [value];
		if (Array.isArray(value)) return value.flatMap(textsOf);
		if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
		return [];
	}

	it("says what the checks enforce, made of the same constants", () => {
		expect(PASSWORD_RULES_SENTENCE).toContain(`${PASSWORD_MIN_LENGTH}文字以上${PASSWORD_MAX_LENGTH}文字以内`);
		expect(PASSWORD_RULES_SENTENCE).toContain(`${PASSWORD_MIN_KINDS}種類以上`);
		expect(PASSWORD_RULES_SENTENCE).toContain(PASSWORD_RULE_TEXTS.characters);
		expect(PASSWORD_RULES_SENTENCE).toBe(
			"10文字以上64文字以内で、英大文字・英小文字・数字・記号のうち3種類以上を組み合わせてください。使えるのは半角の英字・数字・記号（全角文字とスペースは使えません）です。",
		);
	});

	it("is the only statement of a length or a mix in the FAQ and the login help", () => {
		const texts = [...textsOf(FAQ_CATEGORIES), ...textsOf(LOGIN_HELP_CONTENT)];
		const aboutRules = texts.filter((text) => /文字以上|文字以内で|種類以上|英字と数字/.test(text));
		// The FAQ answer and the notes of the two help pages on setting a password.
		expect(aboutRules).toHaveLength(3);
		for (const text of aboutRules) expect(text).toContain(PASSWORD_RULES_SENTENCE);
	});
});
