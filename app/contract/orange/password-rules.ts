/* The password rules, defined once without zod for the schema, checklist, help pages and mock (decision 044). */

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 64;
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

/** What a member is told for each rule a new password breaks (forms and the mock alike). */
export const PASSWORD_RULE_MESSAGES = {
	tooShort: `パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください`,
	tooLong: `パスワードは${PASSWORD_MAX_LENGTH}文字以内で入力してください`,
	characters: "パスワードには半角の英字・数字・記号だけを使ってください（全角文字とスペースは使えません）",
	kinds: `英大文字・英小文字・数字・記号のうち${PASSWORD_MIN_KINDS}種類以上を組み合わせてください`,
	mismatch: "確認用のパスワードが一致しません。同じパスワードを入力してください",
	sameAsCurrent: "現在のパスワードとは異なるパスワードを設定してください",
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
	if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_RULE_MESSAGES.tooShort);
	if (password.length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_RULE_MESSAGES.tooLong);
	if (!ALLOWED_CHARACTERS.test(password)) problems.push(PASSWORD_RULE_MESSAGES.characters);
	if (passwordKinds(password) < PASSWORD_MIN_KINDS) problems.push(PASSWORD_RULE_MESSAGES.kinds);
	return problems;
}

/** The rules in one sentence for the FAQ and help pages, from the same constants as the checks. */
export const PASSWORD_RULES_SENTENCE =
	`${PASSWORD_RULE_TEXTS.length}で、英大文字・英小文字・数字・記号のうち${PASSWORD_MIN_KINDS}種類以上を組み合わせてください。` +
	`使えるのは${PASSWORD_RULE_TEXTS.characters}です。`;
