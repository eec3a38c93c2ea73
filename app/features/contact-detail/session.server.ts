import { createContext, data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { tokenSchema } from "#app/contract/common";
import type { CreateContactDetailPayload } from "#app/contract/lime/contact-detail";
import { type ApiError, COMMUNICATION_ERROR_MESSAGE, isApiError, nonHttpFailure } from "#app/lib/api/errors";
import { api } from "#app/lib/api/request.server";
import { isServerFailure, isSubmission } from "#app/lib/api-error.server";
import { cookiesContext } from "#app/lib/context.server";
import { limePath } from "./paths";

type Context = Readonly<RouterContextProvider>;
export type LimeScope = { context: Context; request: Request; urlToken: string };

/** docs/status-rules.md: the message of the 404 shown for an unusable contact-detail link. */
export const INVALID_URL_MESSAGE = "無効なURLです";

export function invalidUrl(): never {
	throw data(INVALID_URL_MESSAGE, { status: 404 });
}

/**
 * A token taken from the page URL, checked against the contract's shape before
 * it goes anywhere near an upstream path: a malformed one is an invalid URL.
 */
export function checkedToken(value: string | undefined): string {
	const parsed = tokenSchema.safeParse(value);
	if (!parsed.success) invalidUrl();
	return parsed.data;
}

type LinkCheck = { urlToken: string } | { failure: { status: number; message: string | null } };

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
		if (request.signal.aborted) throw error;
		if (isApiError(error) && error.status === 410) return { failure: { status: 404, message: INVALID_URL_MESSAGE } };
		// A form post outlives a server that could not answer the check: the action's own call meets the
		// same failure and tells it on the form, everything typed kept (docs/decisions/033-form-failures.md). The API stays the
		// authority on the link: every call of the action is checked there again.
		if (isSubmission(request) && isServerFailure(error)) return { urlToken };
		// The server's words only for its own failures; a 4xx here says nothing useful to the member.
		const message = isApiError(error) && error.status >= 500 ? error.errors.join("\n") : "";
		return { failure: { status: 500, message: message || null } };
	}
}

/**
 * docs/status-rules.md "Contact-detail pages check the URL token on entry": every request
 * of the flow (page, data and form post) asks GET /users/{urlToken}/check
 * before any loader or action runs. The outcome is handed to them rather than
 * thrown here: React Router renders an error thrown by middleware on a
 * document request at the root's (orange) boundary, while an error from a
 * page's loader or action reaches the lime layout's boundary.
 */
export const limeUrlTokenMiddleware: MiddlewareFunction<Response> = async ({ params, request, context }) => {
	context.set(linkCheckContext, await checkLink(params.token, request, context));
};

/**
 * The checked URL token of this lime request; throws what the check found
 * instead (410 → 404 「無効なURLです」, any other failure → 500).
 */
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

function forgetLimeAccess(context: Context): void {
	const cookies = context.get(cookiesContext);
	if (cookies.lime.value) cookies.lime.clear();
	if (cookies.limeDraft.value) cookies.limeDraft.clear();
}

/** What a page shows itself: the server's messages and, for contact details, per field. */
export type LimeMessages = {
	status: number;
	messages: string[];
	fieldErrors: Readonly<Record<string, readonly string[]>>;
};

/** 4xx answers a form shows next to its fields rather than on the error screen. */
const SHOWN_ON_PAGE = new Set([400, 409, 422, 429]);

/**
 * The lime API's status rules (the global rules belong to the main API (docs/status-rules.md)
 * and would send a member who has no account to the sign-in page):
 * 401 → identify again on /auth; 410 → the link is no longer valid (404
 * 「無効なURLです」); anything else the lime error screen with its status,
 * except what the caller may show itself: validation-type 4xx, and a server
 * that failed or could not be reached (5xx, 500 for no HTTP answer).
 */
function limeFailure(error: unknown, { context, request, urlToken }: LimeScope): LimeMessages {
	if (error instanceof Response) throw error;
	if (request.signal.aborted) throw error;
	const apiError: ApiError = isApiError(error) ? error : nonHttpFailure(error);
	const { status, errors, fieldErrors } = apiError;
	if (status === 401) {
		forgetLimeAccess(context);
		throw redirect(limePath(urlToken, "auth"));
	}
	if (status === 410) invalidUrl();
	if (SHOWN_ON_PAGE.has(status) || status >= 500) return { status, messages: [...errors], fieldErrors };
	throw data(errors.join("\n") || null, { status });
}

/**
 * For forms: the messages to show with everything typed kept, a failed server
 * included (docs/decisions/033-form-failures.md); one that said nothing gets the communication message (docs/status-rules.md).
 */
export function handleLimeError(error: unknown, scope: LimeScope): LimeMessages {
	const failure = limeFailure(error, scope);
	if (failure.status >= 500 && failure.messages.length === 0) {
		return { ...failure, messages: [COMMUNICATION_ERROR_MESSAGE] };
	}
	return failure;
}

/** For reads: whatever the page cannot show ends the request on the lime error screen. */
export function raiseLimeError(error: unknown, scope: LimeScope): never {
	const { status, messages } = limeFailure(error, scope);
	throw data(messages.join("\n") || null, { status });
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
