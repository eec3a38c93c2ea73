import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod";

/** What each request posted, once read: kept for the member if the post meets an expired session. */
const submitted = new WeakMap<Request, FormData>();

/** Parses a posted form with the same schema the browser used. */
export async function parseSubmission<S extends z.ZodType>(request: Request, schema: S) {
	const formData = await request.formData();
	submitted.set(request, formData);
	return { formData, submission: parseWithZod(formData, { schema }) };
}

/** The form this request posted: as already read, or read now (before any action has). */
export async function submittedForm(request: Request): Promise<FormData | null> {
	const read = submitted.get(request);
	if (read) return read;
	if (request.bodyUsed) return null;
	try {
		return await request.clone().formData();
	} catch {
		return null;
	}
}

/**
 * The form as posted, not judged: for sending it back as typed when its rules
 * could not be had (they come from a call that failed).
 */
export function unjudgedSubmission(formData: FormData) {
	return parseWithZod(formData, { schema: z.looseObject({}) });
}

type Reply = SubmissionResult<string[]>;
type Placement = {
	/** Where a refusal's messages belong: one field's name, or a rule that spreads them over fields. */
	field?: string | ((messages: readonly string[]) => Record<string, string[]>);
	/** Fields whose typed values must not come back in the page (passwords). */
	hideFields?: readonly string[];
};

/**
 * The one rule for where a failed call's messages go on a form (docs/decisions/037-form-kit-and-error-summary.md):
 * a refusal of what was typed (4xx) beside the field it is about, when the form says which field
 * that is; a server that failed (5xx), a rate limit (429) or a refusal about no field in particular
 * above the form, in the error summary. Everything typed is kept either way.
 */
export function replyToFailure(
	submission: Submission<unknown, string[]>,
	failure: { status: number; messages: readonly string[] },
	{ field, hideFields }: Placement = {},
): { result: Reply; status: number } {
	const { status, messages } = failure;
	const refusal = status >= 400 && status < 500 && status !== 429;
	const fieldErrors =
		refusal && field !== undefined
			? typeof field === "string"
				? { [field]: [...messages] }
				: field(messages)
			: undefined;
	const result = submission.reply({
		...(fieldErrors ? { fieldErrors } : { formErrors: [...messages] }),
		...(hideFields ? { hideFields: [...hideFields] } : {}),
	});
	return { result, status };
}
