import { data } from "react-router";
import * as z from "zod";
import { pageUrl } from "./page-url";

/** docs/routes.md: route ids and kenpo_user are non-zero (positive) integers, written plainly. */
const nonZeroIntegerSchema = z
	.string()
	.regex(/^[1-9][0-9]*$/)
	.transform(Number)
	.refine(Number.isSafeInteger);

/** The 404 that docs/status-rules.md prescribes for an invalid route parameter. */
export function pageNotFound(request: Request): never {
	throw data(`Page Not Found: ${pageUrl(request).pathname}`, { status: 404 });
}

export function requireNonZeroInteger(value: string | null | undefined, request: Request): number {
	const result = nonZeroIntegerSchema.safeParse(value);
	if (!result.success) pageNotFound(request);
	return result.data;
}

/** An optional query parameter that must be a non-zero integer when present (even when empty). */
export function optionalNonZeroIntegerQuery(request: Request, name: string): number | undefined {
	const value = new URL(request.url).searchParams.get(name);
	return value === null ? undefined : requireNonZeroInteger(value, request);
}

/**
 * A page number in the query, for lists where a wrong number has an obvious right page (never the
 * 404 of an id): absent → undefined, anything but a non-zero integer → null.
 */
export function pageNumberQuery(request: Request, name = "page"): number | null | undefined {
	const value = new URL(request.url).searchParams.get(name);
	if (value === null) return undefined;
	const result = nonZeroIntegerSchema.safeParse(value);
	return result.success ? result.data : null;
}
