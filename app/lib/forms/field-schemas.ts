import * as z from "zod";
import { type BirthDateParts, readBirthDate } from "#app/lib/japanese/era";
import { type DigitFormat, hasControlCharacters, typedDigits } from "#app/lib/japanese/input";

/* Fields several forms share; conform reads "" as missing after transforms too, so inner schemas carry the message. */

type DigitRules = {
	/** For a missing (or blank) value. */
	required: string;
	/** For anything but digits in the allowed format, and for digits outside `pattern`. */
	invalid: string;
	/** What the digits must be: count, range (e.g. /^\d{4}$/). */
	pattern: RegExp;
	format?: DigitFormat;
};

/** A value typed as digits, as the digits; refused (never rewritten) when anything else is in it. */
function digitsOf({ invalid, format }: DigitRules) {
	return (value: string, ctx: z.RefinementCtx) => {
		const digits = typedDigits(value, format);
		if (digits !== null) return digits;
		ctx.addIssue({ code: "custom", message: invalid, input: value });
		return z.NEVER;
	};
}

/** A required digits field. */
export function digitField(rules: DigitRules) {
	return z
		.string({ error: rules.required })
		.transform(digitsOf(rules))
		.pipe(z.string({ error: rules.required }).min(1, rules.required).regex(rules.pattern, rules.invalid));
}

/** An optional digits field: blank is absent (left out of the payload). */
export function optionalDigitField(rules: Omit<DigitRules, "required">) {
	return z
		.string()
		.transform(digitsOf({ ...rules, required: "" }))
		.transform((digits) => digits || undefined)
		.pipe(z.string().regex(rules.pattern, rules.invalid).optional())
		.optional();
}

/** The message for a control character in a single-line field. */
/** The longest e-mail address a form accepts, the SMTP path limit: every form that asks for one checks it. */
export const EMAIL_MAX = 254;

export const controlCharacterMessage = (label: string) => `${label}に改行や制御文字は入力できません`;

/** Starts a single-line field: control characters and bidirectional overrides are refused, not removed. */
export function singleLine(label: string) {
	return (value: string, ctx: z.RefinementCtx) => {
		if (!hasControlCharacters(value)) return value;
		ctx.addIssue({ code: "custom", message: controlCharacterMessage(label), input: value });
		return z.NEVER;
	};
}

const birthDatePartsSchema = z.object({
	era: z.string().optional(),
	year: z.string().optional(),
	month: z.string().optional(),
	day: z.string().optional(),
});

/** 生年月日 from four posted parts into `YYYY-MM-DD`, one message for the group; a blank optional date is absent. */
export function birthDateField(options: { required: true }): z.ZodType<string, BirthDateParts | undefined>;
export function birthDateField(options: { required: false }): z.ZodType<string | undefined, BirthDateParts | undefined>;
export function birthDateField({
	required,
}: {
	required: boolean;
}): z.ZodType<string | undefined, BirthDateParts | undefined> {
	// conform leaves out a group whose parts are all blank.
	return z.preprocess(
		(value) => value ?? {},
		birthDatePartsSchema.transform((parts, ctx): string | undefined => {
			const reading = readBirthDate(parts);
			if (reading.kind === "date") return reading.date;
			if (reading.kind === "empty" && !required) return undefined;
			const message = reading.kind === "problem" ? reading.message : "生年月日を入力してください";
			ctx.addIssue({ code: "custom", message, input: parts });
			return z.NEVER;
		}),
	);
}
