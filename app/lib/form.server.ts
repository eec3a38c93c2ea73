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
