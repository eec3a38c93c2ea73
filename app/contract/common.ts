import * as z from "zod";

/** The error response (docs/contract.md), the body of every non-2xx from both APIs. */
export const errorResponseSchema = z.object({
	status: z.int(),
	errors: z.array(z.string()),
	/** One of the codes (docs/status-rules.md); absent on errors that need no handling of their own. */
	error_code: z.string().nullish(),
	/** The same code as some endpoints of the real API spell it (docs/contract.md); read like `error_code`. */
	errorCode: z.string().nullish(),
});

/** The error code of an error body, under either spelling the API uses (docs/contract.md). */
export function errorCodeOf(body: Record<string, unknown>): string | undefined {
	for (const value of [body.error_code, body.errorCode]) if (typeof value === "string" && value) return value;
	return undefined;
}

/** A field the API may send as null or omit; both read as null (docs/contract.md "Fields each page needs"). */
export function absentAsNull<T extends z.ZodType>(schema: T) {
	return schema.nullish().transform((value): z.output<T> | null => value ?? null);
}
export type ErrorResponse = z.output<typeof errorResponseSchema>;

/** A numeric id: a number in the client, the same plain digits (no sign, exponent or leading zero) on the wire. */
export const idSchema = z.union([
	z.int().positive().max(Number.MAX_SAFE_INTEGER),
	z
		.string()
		.regex(/^[1-9][0-9]{0,15}$/)
		.transform(Number)
		.pipe(z.int().max(Number.MAX_SAFE_INTEGER)),
]);

/** A token that goes into a path: URL-safe characters only, so it can never be `..` or carry a slash upstream. */
export const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{1,256}$/);

/** Calendar date, `YYYY-MM-DD`. */
export const dateSchema = z.iso.date();
/** Instant with its offset, e.g. `2026-04-01T09:00:00+09:00`. */
export const dateTimeSchema = z.iso.datetime({ offset: true });

/** A page of a list: 1-based page number; `totalPages` is 0 for an empty list. */
export function pagedSchema<T extends z.ZodType>(item: T) {
	return z.object({
		items: z.array(item),
		page: z.int().positive(),
		totalPages: z.int().nonnegative(),
		totalCount: z.int().nonnegative(),
	});
}

/** New password and confirmation, shape only: the rules are the server's, answered as a 422. */
export const newPasswordFields = {
	password: z.string(),
	passwordConfirmation: z.string(),
};
