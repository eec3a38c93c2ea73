import * as z from "zod";
import { PASSWORD_RULE_MESSAGES, passwordRuleProblems } from "#app/contract/orange/password-rules";
import { hasControlCharacters, normalizeWidth } from "#app/lib/japanese/input";

/* The password schemas: ./rules.ts as zod, in the browser and again in every action (decision 010). */

/** A password set before today's rules may be longer than they allow; beyond this it is no password. */
const CURRENT_PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
	required: "新しいパスワードを入力してください",
	...PASSWORD_RULE_MESSAGES,
	confirmationRequired: "確認のため、新しいパスワードをもう一度入力してください",
	currentRequired: "現在のパスワードを入力してください",
	currentTooLong: `現在のパスワードは${CURRENT_PASSWORD_MAX_LENGTH}文字以内で入力してください`,
	currentCharacters: "現在のパスワードに使えない文字（改行や制御文字）が含まれています",
	emailRequired: "メールアドレスを入力してください",
	emailTooLong: "メールアドレスは254文字以内で入力してください",
	emailInvalid: "メールアドレスの形式が正しくありません（例：taro@example.jp）",
} as const;

/* Passwords are taken as typed (sign-in compares bytes): a full-width character is refused, not changed. */
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

/** Cross-field checks run once both fields are filled, so every problem shows in one round. */
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
