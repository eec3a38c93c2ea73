import { parseWithZod } from "@conform-to/zod/v4";
import type * as z from "zod";

/** Parses a posted form with the same schema the browser used. */
export async function parseSubmission<S extends z.ZodType>(request: Request, schema: S) {
	const formData = await request.formData();
	return { formData, submission: parseWithZod(formData, { schema }) };
}
