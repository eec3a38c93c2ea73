import type { RouterContextProvider } from "react-router";
import { cookiesContext } from "#app/lib/context.server";
import { submittedForm } from "#app/lib/form.server";
import { pageUrl } from "#app/lib/page-url";
import type { FormDraft } from "./cookies.server";

type Context = Readonly<RouterContextProvider>;

/**
 * Never kept, whatever the form: secrets (passwords, PINs, tokens), and the
 * button that was pressed (the values come back to be checked and sent again).
 */
const NEVER_KEPT = /password|pincode|^pin$|secret|token|^intent$|^__/i;
/** A draft larger than this is not kept: the cookie must stay within the browser's limits. */
const MAX_DRAFT_CHARACTERS = 8_000;

function keptFields(formData: FormData): FormDraft["fields"] {
	const fields: FormDraft["fields"] = {};
	for (const [name, value] of formData) {
		if (typeof value !== "string" || NEVER_KEPT.test(name)) continue;
		fields[name] = [...(fields[name] ?? []), value];
	}
	return fields;
}

/**
 * The post is turned away to sign in again (its session expired or was
 * refused): what the member typed is sealed in a short-lived cookie, bound to
 * the page, and given back there after signing in (`takeFormDraft`).
 */
export async function keepSubmittedInput(context: Context, request: Request): Promise<void> {
	if (request.method !== "POST") return;
	const formData = await submittedForm(request);
	if (!formData) return;
	const fields = keptFields(formData);
	if (Object.keys(fields).length === 0 || JSON.stringify(fields).length > MAX_DRAFT_CHARACTERS) return;
	const cookies = context.get(cookiesContext);
	cookies.formDraft.set({ path: pageUrl(request).pathname, sub: cookies.session.value?.profile.sub, fields });
}

/**
 * The values kept for this page, once: the draft is dropped as it is handed
 * over. Another member signing in on the same browser does not get them.
 */
export function takeFormDraft(context: Context, request: Request): Record<string, string | string[]> | null {
	const cookies = context.get(cookiesContext);
	const draft = cookies.formDraft.value;
	if (!draft || draft.path !== pageUrl(request).pathname) return null;
	cookies.formDraft.clear();
	const sub = cookies.session.value?.profile.sub;
	if (draft.sub !== undefined && draft.sub !== sub) return null;
	return Object.fromEntries(
		Object.entries(draft.fields).map(([name, values]) => [name, values.length === 1 ? (values[0] ?? "") : values]),
	);
}
