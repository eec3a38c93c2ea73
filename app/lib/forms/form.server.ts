import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod";

/** The field names a schema declares, through its pipes and refinements; null when there is no object at its heart. */
export function schemaFieldNames(schema: z.ZodType): string[] | null {
	if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
	if (schema instanceof z.ZodPipe)
		return schemaFieldNames(schema.out as z.ZodType) ?? schemaFieldNames(schema.in as z.ZodType);
	return null;
}

/** Only the posted fields the form has: a re-rendered form returns what was typed, never what a client added. */
export function formFields(formData: FormData, names: readonly string[] | ((name: string) => boolean)): FormData {
	// A group's parts post as `<field>.<part>` (e.g. birthDate.year): they belong to the field.
	const known =
		typeof names === "function"
			? names
			: (name: string) => names.some((field) => name === field || name.startsWith(`${field}.`));
	const kept = new FormData();
	for (const [name, value] of formData) if (known(name)) kept.append(name, value);
	return kept;
}

/** What each request posted, once read: kept for the member if the post meets an expired session. */
const postedForms = new WeakMap<Request, FormData>();

/** Parses a posted form with the same schema the browser used, on the schema's own fields. */
export async function parseSubmission<S extends z.ZodType>(request: Request, schema: S) {
	const formData = await request.formData();
	const names = schemaFieldNames(schema);
	const fields = names ? formFields(formData, names) : formData;
	postedForms.set(request, fields);
	return { formData, fields, submission: parseWithZod(fields, { schema }) };
}

/** The form this request posted: as already read, or read now (before any action has). */
export async function readPostedForm(request: Request): Promise<FormData | null> {
	const read = postedForms.get(request);
	if (read) return read;
	if (request.bodyUsed) return null;
	try {
		return await request.clone().formData();
	} catch {
		return null;
	}
}

/** Reads a member's post before any action, so a 401 after the action read it can still keep the input (decision 034). */
export async function holdPostedForm(request: Request): Promise<void> {
	if (request.method !== "POST" || postedForms.has(request)) return;
	const formData = await readPostedForm(request);
	if (formData) postedForms.set(request, formData);
}

/** The form as posted, unjudged: sent back as typed when its rules came from a call that failed. */
export function uncheckedPostedForm(formData: FormData, names: readonly string[] | ((name: string) => boolean)) {
	return parseWithZod(formFields(formData, names), { schema: z.looseObject({}) });
}

type Reply = SubmissionResult<string[]>;
type Placement = {
	/** Where a refusal's messages belong: one field's name, or a rule that spreads them over fields. */
	field?: string | ((messages: readonly string[]) => Record<string, string[]>);
	/** Fields whose typed values must not come back in the page (passwords). */
	hideFields?: readonly string[];
};

/** A failed call's messages (decision 037): a field's refusal beside it, the rest above; input kept either way. */
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
