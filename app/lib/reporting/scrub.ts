/** What reports must never carry, for Rollbar and Sentry alike. Pure. */
import { FILTERED, scrubString } from "./tokens";

export { FILTERED, scrubPath, scrubString } from "./tokens";

/** The scrubbed fields (docs/decisions/050-error-reporting.md). Matched as whole key names, case-insensitively. */
export const REQUIRED_SCRUB_FIELDS = [
	"client_id",
	"name",
	"nameKana",
	"hurigana",
	"email",
	"birth",
	"phone",
	"phoneNumber",
] as const;

/** Fields with the same kind of data under our contract's and sign-in's own names (decision 050). */
const EXTRA_SCRUB_FIELDS = [
	"birthDate",
	"mobilePhoneNumber",
	"kigou",
	"number",
	"client_secret",
	"code",
	"code_verifier",
	"state",
	"urlToken",
	"url_token",
	"access_token",
	"accessToken",
	"refresh_token",
	"id_token",
	"token",
	"pinCode",
	"pin_code",
	"x-pin-code",
	"guid",
	"x-guid",
	"authorization",
	"cookie",
	"cookies",
	"set-cookie",
	"password",
	"passwordConfirmation",
	"currentPassword",
] as const;

/** One scrubbed field's name: 個人情報の取扱い says, for each, what kind of data never reaches a report. */
export type ScrubField = (typeof REQUIRED_SCRUB_FIELDS)[number] | (typeof EXTRA_SCRUB_FIELDS)[number];

export const SCRUB_FIELDS: readonly ScrubField[] = [...REQUIRED_SCRUB_FIELDS, ...EXTRA_SCRUB_FIELDS];

function fieldMatcher(fields: readonly string[]): (key: string) => boolean {
	const lower = new Set(fields.map((field) => field.toLowerCase()));
	return (key) => lower.has(key.toLowerCase());
}

const isSecretKey = fieldMatcher(SCRUB_FIELDS);

/** A deep copy with scrubbed fields replaced and every string scrubbed; cycles become "[Circular]". */
export function scrubDeep<T>(value: T, isSecret: (key: string) => boolean = isSecretKey): T {
	const seen = new WeakSet<object>();
	const walk = (input: unknown): unknown => {
		if (typeof input === "string") return scrubString(input);
		if (input === null || typeof input !== "object") return input;
		if (seen.has(input)) return "[Circular]";
		seen.add(input);
		if (Array.isArray(input)) return input.map(walk);
		const output: Record<string, unknown> = {};
		for (const [key, item] of Object.entries(input)) {
			output[key] = isSecret(key) && item !== null && item !== undefined && item !== "" ? FILTERED : walk(item);
		}
		return output;
	};
	return walk(value) as T;
}

/** Rewrites a payload in place (Rollbar's `transform` hands us its own object). */
export function scrubInPlace(target: Record<string, unknown>, isSecret: (key: string) => boolean = isSecretKey): void {
	const clean = scrubDeep(target, isSecret);
	for (const key of Object.keys(target)) delete target[key];
	Object.assign(target, clean);
}
