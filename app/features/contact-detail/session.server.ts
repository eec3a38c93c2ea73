import { createContext, data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { tokenSchema } from "#app/contract/common";
import type { CreateContactDetailPayload } from "#app/contract/lime/contact-detail";
import { limePath } from "#app/lib/urls/paths";
import { api } from "#app/request/api.server";
import { cookiesContext } from "#app/request/context.server";
import { INVALID_URL_MESSAGE, type LinkCheckFailure, linkCheckFailure } from "#app/request/error-policy.server";

type Context = Readonly<RouterContextProvider>;

type LinkCheck = { urlToken: string } | { failure: LinkCheckFailure };

/** What the layout's check found for this request's link. */
const linkCheckContext = createContext<LinkCheck | null>(null);

async function checkLink(token: string | undefined, request: Request, context: Context): Promise<LinkCheck> {
	const parsed = tokenSchema.safeParse(token);
	if (!parsed.success) return { failure: { status: 404, message: INVALID_URL_MESSAGE } };
	const urlToken = parsed.data;
	try {
		await api(context).lime(urlToken).checkUrlToken({ params: { urlToken } });
		return { urlToken };
	} catch (error) {
		const failure = linkCheckFailure(error, request);
		return failure ? { failure } : { urlToken };
	}
}

/** The URL token is checked first; the outcome is handed on, so a failure reaches the lime boundary. */
export const limeUrlTokenMiddleware: MiddlewareFunction<Response> = async ({ params, request, context }) => {
	context.set(linkCheckContext, await checkLink(params.token, request, context));
};

/** The checked URL token, or what the check found thrown (410 → 404 「無効なURLです」, else 500). */
export function urlTokenOf(context: Context): string {
	const check = context.get(linkCheckContext);
	if (!check) throw new Error("limeUrlTokenMiddleware did not run for this route");
	if ("failure" in check) throw data(check.failure.message, { status: check.failure.status });
	return check.urlToken;
}

/** Pages after /auth: this browser must hold an access token for this very link. */
export const requireLimeAccess: MiddlewareFunction<Response> = ({ context }) => {
	const check = context.get(linkCheckContext);
	// An unusable link is the loader's to report (404/500), not a reason to ask for identity.
	if (!check || "failure" in check) return;
	if (context.get(cookiesContext).lime.value?.urlToken !== check.urlToken) {
		throw redirect(limePath(check.urlToken, "auth"));
	}
};

export function rememberLimeAccess(context: Context, urlToken: string, accessToken: string): void {
	const cookies = context.get(cookiesContext);
	cookies.lime.set({ urlToken, accessToken });
	// A draft of another link (or an earlier visit) must not follow a new sign-in.
	const draft = cookies.limeDraft.value;
	if (draft && draft.urlToken !== urlToken) cookies.limeDraft.clear();
}

/** The confirmation mail went to `email`: the completion page names the address. */
export function rememberRequestedEmail(context: Context, urlToken: string, email: string): void {
	const lime = context.get(cookiesContext).lime;
	if (lime.value?.urlToken === urlToken) lime.set({ ...lime.value, requestedEmail: email });
}

/** The address this browser last had a confirmation mail sent to for this link; null when none. */
export function requestedEmailOf(context: Context, urlToken: string): string | null {
	const access = context.get(cookiesContext).lime.value;
	return (access?.urlToken === urlToken ? access.requestedEmail : undefined) ?? null;
}

export function saveContactDraft(context: Context, urlToken: string, payload: CreateContactDetailPayload): void {
	context.get(cookiesContext).limeDraft.set({ urlToken, payload });
}

export function contactDraftOf(context: Context, urlToken: string): CreateContactDetailPayload | null {
	const draft = context.get(cookiesContext).limeDraft.value;
	return draft?.urlToken === urlToken ? draft.payload : null;
}

export function clearContactDraft(context: Context): void {
	context.get(cookiesContext).limeDraft.clear();
}
