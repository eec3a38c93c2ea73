import { parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod";

/** Parses a posted form with the same schema the browser used. */
export async function parseSubmission<S extends z.ZodType>(request: Request, schema: S) {
	const formData = await request.formData();
	return { formData, submission: parseWithZod(formData, { schema }) };
}

/**
 * The form as posted, not judged: for sending it back as typed when its rules
 * could not be had (they come from a call that failed).
 */
export function unjudgedSubmission(formData: FormData) {
	return parseWithZod(formData, { schema: z.looseObject({}) });
}
