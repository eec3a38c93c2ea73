import * as z from "zod";
import { hasControlCharacters, normalizeWidth } from "#app/lib/japanese-input";

/*
 * The password rules (docs/decisions/010-password-rules.md), defined once:
 * the forms validate with these schemas in the browser and again in their
 * actions, the rule list the forms show up front is built from the same
 * constants, and the mock API (worker/mock/rules.ts) answers with the same
 * checks and messages.
 */

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 64;
/** A password set before today's rules may be longer than they allow; beyond this it is no password. */
export const CURRENT_PASSWORD_MAX_LENGTH = 128;
/** How many of the four kinds of character a password must mix. */
export const PASSWORD_MIN_KINDS = 3;

/** Half-width printable ASCII without the space: what every keyboard and IdP accepts alike. */
const ALLOWED_CHARACTERS = /^[\x21-\x7e]*$/;

export const PASSWORD_CHARACTER_KINDS = [
	{ key: "upper", label: "英大文字（A〜Z）", pattern: /[A-Z]/ },
	{ key: "lower", label: "英小文字（a〜z）", pattern: /[a-z]/ },
	{ key: "digit", label: "数字（0〜9）", pattern: /[0-9]/ },
	{ key: "symbol", label: "記号（! # $ % & など）", pattern: /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/ },
] as const;

export const PASSWORD_MESSAGES = {
	required: "新しいパスワードを入力してください",
	tooShort: `パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください`,
	tooLong: `パスワードは${PASSWORD_MAX_LENGTH}文字以内で入力してください`,
	characters: "パスワードには半角の英字・数字・記号だけを使ってください（全角文字とスペースは使えません）",
	kinds: `英大文字・英小文字・数字・記号のうち${PASSWORD_MIN_KINDS}種類以上を組み合わせてください`,
	confirmationRequired: "確認のため、新しいパスワードをもう一度入力してください",
	mismatch: "確認用のパスワードが一致しません。同じパスワードを入力してください",
	currentRequired: "現在のパスワードを入力してください",
	currentTooLong: `現在のパスワードは${CURRENT_PASSWORD_MAX_LENGTH}文字以内で入力してください`,
	currentCharacters: "現在のパスワードに使えない文字（改行や制御文字）が含まれています",
	sameAsCurrent: "現在のパスワードとは異なるパスワードを設定してください",
	emailRequired: "メールアドレスを入力してください",
	emailTooLong: "メールアドレスは254文字以内で入力してください",
	emailInvalid: "メールアドレスの形式が正しくありません（例：taro@example.jp）",
} as const;

/** The rules as the forms list them, in the order a member meets them. */
export const PASSWORD_RULE_TEXTS = {
	length: `${PASSWORD_MIN_LENGTH}文字以上${PASSWORD_MAX_LENGTH}文字以内`,
	characters: "半角の英字・数字・記号（全角文字とスペースは使えません）",
	kinds: `英大文字・英小文字・数字・記号のうち${PASSWORD_MIN_KINDS}種類以上を含む`,
} as const;

export type PasswordRule = keyof typeof PASSWORD_RULE_TEXTS;

/** Which character kinds a password uses (only half-width ones count). */
export function passwordKinds(password: string): number {
	return PASSWORD_CHARACTER_KINDS.filter((kind) => kind.pattern.test(password)).length;
}

/** Whether each listed rule is met: drives the checklist beside the field. */
export function passwordRuleStates(password: string): Record<PasswordRule, boolean> {
	return {
		length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
		characters: password.length > 0 && ALLOWED_CHARACTERS.test(password),
		kinds: passwordKinds(password) >= PASSWORD_MIN_KINDS,
	};
}

/** Every rule a new password breaks, as messages; empty when it may be set. */
export function passwordRuleProblems(password: string): string[] {
	const problems: string[] = [];
	if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
	if (password.length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_MESSAGES.tooLong);
	if (!ALLOWED_CHARACTERS.test(password)) problems.push(PASSWORD_MESSAGES.characters);
	if (passwordKinds(password) < PASSWORD_MIN_KINDS) problems.push(PASSWORD_MESSAGES.kinds);
	return problems;
}

/*
 * Passwords are taken exactly as typed: no trimming and no width folding, since
 * the sign-in page compares them byte for byte. A full-width character is
 * refused with a message instead of being changed behind the member's back.
 */
const newPassword = z.string({ error: PASSWORD_MESSAGES.required }).superRefine((value, ctx) => {
	for (const message of passwordRuleProblems(value)) ctx.addIssue(message);
});
const passwordConfirmation = z.string({ error: PASSWORD_MESSAGES.confirmationRequired });
/** Never judged by today's rules (it may predate them): only bounded, and free of control characters. */
const currentPassword = z
	.string({ error: PASSWORD_MESSAGES.currentRequired })
	.max(CURRENT_PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.currentTooLong)
	.refine((value) => !hasControlCharacters(value), PASSWORD_MESSAGES.currentCharacters);

type Fields = Record<string, unknown>;

/** A cross-field problem, shown next to `field`. */
function fieldIssue(field: string, message: string) {
	// Stryker disable next-line StringLiteral: equivalent, the issue's code is read by nothing (the form shows path and message only).
	return { code: "custom" as const, path: [field], message };
}

function bothStrings(value: unknown, ...keys: string[]): boolean {
	return typeof value === "object" && value !== null && keys.every((key) => typeof (value as Fields)[key] === "string");
}

/**
 * Cross-field checks run as soon as the two fields they compare are filled in,
 * whatever else is still missing, so every problem is shown in one round.
 */
const confirmationMatches = [
	(value: { password: string; passwordConfirmation: string }, ctx: z.RefinementCtx) => {
		if (value.password !== value.passwordConfirmation) {
			ctx.addIssue(fieldIssue("passwordConfirmation", PASSWORD_MESSAGES.mismatch));
		}
	},
	{ when: (payload: { value: unknown }) => bothStrings(payload.value, "password", "passwordConfirmation") },
] as const;

/** Activation and reset: a new password and its confirmation. */
export const setPasswordFormSchema = z
	.object({ password: newPassword, passwordConfirmation })
	.superRefine(...confirmationMatches);
export type SetPasswordValues = z.output<typeof setPasswordFormSchema>;

/** Update and forced change: the current password too, and the new one must differ from it. */
export const changePasswordFormSchema = z
	.object({ currentPassword, password: newPassword, passwordConfirmation })
	.superRefine(...confirmationMatches)
	.superRefine(
		(value, ctx) => {
			if (value.password === value.currentPassword) {
				ctx.addIssue(fieldIssue("password", PASSWORD_MESSAGES.sameAsCurrent));
			}
		},
		{ when: (payload) => bothStrings(payload.value, "password", "currentPassword") },
	);

/** The address to send a reset (or a new activation) link to, as typed: full-width folded, trimmed. */
export const passwordMailRequestSchema = z.object({
	email: z
		.string({ error: PASSWORD_MESSAGES.emailRequired })
		.transform(normalizeWidth)
		.pipe(
			// conform's coercion turns the folded "" into a missing value here too: same message.
			z
				.string({ error: PASSWORD_MESSAGES.emailRequired })
				.min(1, PASSWORD_MESSAGES.emailRequired)
				.max(254, PASSWORD_MESSAGES.emailTooLong)
				.pipe(z.email({ error: PASSWORD_MESSAGES.emailInvalid })),
		),
});

/** Every password field: never sent back to the browser in a reply (conform `hideFields`). */
export const PASSWORD_FIELD_NAMES = ["currentPassword", "password", "passwordConfirmation"] as const;
