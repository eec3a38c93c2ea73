import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { readPostedForm } from "#app/lib/forms/form.server";
import { type FormDraftView, NEVER_KEPT, NOT_INPUT } from "#app/lib/forms/form-draft";
import { pageUrl } from "#app/lib/urls/page-url";
import type { FormDraft, RequestCookies } from "#app/session/cookies.server";
import { cookiesContext } from "./context.server";

type Context = Readonly<RouterContextProvider>;

/** A draft larger than this is not kept: the cookie must stay within the browser's limits. */
const MAX_DRAFT_CHARACTERS = 8_000;

function draftOf(formData: FormData): Pick<FormDraft, "fields" | "withheld"> {
	const fields: FormDraft["fields"] = {};
	let withheld = false;
	for (const [name, value] of formData) {
		if (NOT_INPUT.test(name)) continue;
		if (typeof value !== "string") continue;
		if (NEVER_KEPT.test(name)) {
			withheld ||= value !== "";
			continue;
		}
		fields[name] = [...(fields[name] ?? []), value];
	}
	return { fields, withheld };
}

/** Whose draft it is: the session's member, else the browser's last member, never whoever signs in next. */
function draftOwner(cookies: RequestCookies): string | undefined {
	return cookies.session.value?.profile.sub ?? cookies.trustedBrowser.value?.sub;
}

/** A post turned away to sign in again (or failed by the server): its input is sealed, bound to the page, and given back there. */
export async function keepPostedFormAsDraft(
	context: Context,
	request: Request,
	reason: NonNullable<FormDraft["reason"]> = "sign-in",
): Promise<void> {
	if (request.method !== "POST") return;
	const formData = await readPostedForm(request);
	if (!formData || formData.keys().next().done) return;
	const { fields, withheld } = draftOf(formData);
	if (JSON.stringify(fields).length > MAX_DRAFT_CHARACTERS) return;
	const cookies = context.get(cookiesContext);
	const path = pageUrl(request).pathname;
	cookies.formDraft.set({
		path,
		sub: draftOwner(cookies),
		fields,
		withheld,
		...(reason === "failure" ? { reason } : {}),
	});
}

/**
 * A form post that ends on an error screen keeps what was typed, so 「入力画面に戻る」 (or a Reload of
 * the page after a post with JavaScript) opens the form with it; a later post of the page that succeeds drops that draft.
 */
export const keepInputOfFailedPost: MiddlewareFunction<Response> = async ({ request, context }, next) => {
	const response = await next();
	if (request.method !== "POST") return response;
	if (response.status >= 500) {
		await keepPostedFormAsDraft(context, request, "failure");
		return response;
	}
	const cookies = context.get(cookiesContext);
	const draft = cookies.formDraft.value;
	if (response.status < 400 && draft?.reason === "failure" && draft.path === pageUrl(request).pathname) {
		cookies.formDraft.clear();
	}
	return response;
};

/**
 * A draft without a member waits for the sign-in its redirect starts: the first `/login` after it
 * binds it to that sign-in's state, and no later sign-in in this browser can take it over.
 */
export function bindOwnerlessDraft(cookies: RequestCookies, state: string): void {
	const draft = cookies.formDraft.value;
	if (draft && draft.sub === undefined && draft.signIn === undefined)
		cookies.formDraft.set({ ...draft, signIn: state });
}

/**
 * At the callback of the sign-in `state`: a draft bound to it becomes the member's; any other
 * draft without a member is dropped, so it is never shown to whoever signed in next.
 */
export function claimOwnerlessDraft(cookies: RequestCookies, state: string, sub: string): void {
	const draft = cookies.formDraft.value;
	if (!draft || draft.sub !== undefined) return;
	if (draft.signIn !== state) {
		cookies.formDraft.clear();
		return;
	}
	const { signIn: _claimed, ...rest } = draft;
	cookies.formDraft.set({ ...rest, sub });
}

/** The draft kept for this page, handed over once and only to its member (never a draft without one). */
export function takeFormDraft(context: Context, request: Request): FormDraftView | null {
	const cookies = context.get(cookiesContext);
	const draft = cookies.formDraft.value;
	if (!draft || draft.path !== pageUrl(request).pathname) return null;
	cookies.formDraft.clear();
	const sub = cookies.session.value?.profile.sub;
	if (draft.sub === undefined || draft.sub !== sub) return null;
	return {
		values: Object.fromEntries(
			Object.entries(draft.fields).map(([name, values]) => [name, values.length === 1 ? (values[0] ?? "") : values]),
		),
		withheld: draft.withheld ?? false,
		...(draft.reason === "failure" ? { reason: "failure" as const } : {}),
	};
}
