import { data, type RouterContextProvider, redirect } from "react-router";
import { PASSWORD_CHANGE_REQUIRED, REAUTHENTICATION_REQUIRED, TWO_FACTOR_REQUIRED } from "#app/contract/error-codes";
import { keepSubmittedInput } from "#app/session/form-draft.server";
import { loginPath, withReturnTo } from "#app/session/guard.server";
import { signOut } from "#app/session/sign-out.server";
import { ApiError, COMMUNICATION_ERROR_MESSAGE, isApiError, NON_HTTP_FAILURE_MESSAGE } from "./api/errors";
import { api } from "./api/request.server";
import { cookiesContext, memberContext } from "./context.server";

type Context = Readonly<RouterContextProvider>;
export type ApiErrorScope = { context: Context; request: Request };

/** Messages a page shows itself (docs/status-rules.md: "other 4xx: ignored silently after messages are stored"). */
export type PageMessages = { messages: string[] };

/** docs/routes.md: two-factor by SMS when the member has a mobile number, by e-mail otherwise. */
export async function twoFactorPath(context: Context): Promise<string> {
	let currentUser = context.get(memberContext)?.currentUser;
	if (!currentUser) {
		try {
			currentUser = (await api(context).orange.getCurrentUser()).data;
		} catch {
			// Unknown: e-mail reaches every member.
		}
	}
	return currentUser?.mobilePhoneNumber ? "/two_factor_authentication/sms" : "/two_factor_authentication/email";
}

function asApiError(error: unknown): ApiError {
	if (isApiError(error)) return error;
	return new ApiError({ status: 500, errors: [NON_HTTP_FAILURE_MESSAGE], cause: error });
}

/** The server failed (5xx) or could not be reached (docs/status-rules.md: a failure with no HTTP answer is a 500). */
export function isServerFailure(error: unknown): boolean {
	return !(error instanceof Response) && asApiError(error).status >= 500;
}

/** A form post rather than a navigation: what it carries is the member's to keep. */
export function isSubmission(request: Request): boolean {
	return request.method !== "GET" && request.method !== "HEAD";
}

/** docs/status-rules.md "anything else": the error page with the status and the server's message. */
export function raiseServerFailure(error: unknown): never {
	const { status, errors } = asApiError(error);
	throw data(errors.join("\n") || null, { status });
}

/**
 * docs/status-rules.md "Global error handling by status", the one place it is decided.
 * Throws a redirect or an error response for the screen; returns the messages
 * the page should show for any other 4xx.
 */
export async function handleApiError(error: unknown, { context, request }: ApiErrorScope): Promise<PageMessages> {
	if (error instanceof Response) throw error; // already a redirect or a response
	if (request.signal.aborted) throw error;
	const apiError = asApiError(error);
	const { status, errorCode, errors } = apiError;
	const message = errors.join("\n") || undefined;

	if (status === 401) {
		// Every 401 leaves the page for a sign-in step: what the member posted comes back afterwards.
		await keepSubmittedInput(context, request);
		if (errorCode === TWO_FACTOR_REQUIRED) throw redirect(withReturnTo(await twoFactorPath(context), request.url));
		if (errorCode === REAUTHENTICATION_REQUIRED) {
			await signOut(context);
			const url = new URL(loginPath(request.url), "http://x");
			url.searchParams.set("unauthorized", "true");
			throw redirect(`${url.pathname}${url.search}`);
		}
		// The token is no good: forget it (otherwise /login would bounce straight back) and sign in again.
		context.get(cookiesContext).session.clear();
		throw redirect(loginPath(request.url));
	}
	if (status === 403 && errorCode === PASSWORD_CHANGE_REQUIRED) {
		throw redirect(withReturnTo("/users/password/force_change", request.url));
	}
	if (status === 403 || status === 404) throw data(message ?? null, { status });
	if (status >= 400 && status < 500) return { messages: [...errors] };
	return raiseServerFailure(apiError);
}

/** For callers with nothing to show a 4xx on (middleware, reads): every failure ends the request. */
export async function raiseApiError(error: unknown, scope: ApiErrorScope): Promise<never> {
	const { messages } = await handleApiError(error, scope);
	throw data(messages.join("\n") || null, { status: asApiError(error).status });
}

/** What a form shows after its call failed: the answer's status and the messages to put on the form. */
export type FormApiFailure = { status: number; messages: string[] };

/**
 * For actions: docs/status-rules.md as in `handleApiError` (sign-in, two-factor, forced
 * change; the error page for 403 and 404), except that a server that cannot
 * answer (5xx) or cannot be reached (timeout, refused, a broken answer) is
 * told on the form rather than on the error page: the member keeps everything
 * they typed and can send it again (docs/decisions/033-form-failures.md). A 5xx without a message of its
 * own (an HTML page from a proxy) gets the communication message (docs/status-rules.md).
 */
export async function handleFormApiError(error: unknown, scope: ApiErrorScope): Promise<FormApiFailure> {
	if (error instanceof Response || scope.request.signal.aborted) throw error;
	const { status, errors } = asApiError(error);
	if (status >= 500) return { status, messages: errors.length > 0 ? [...errors] : [COMMUNICATION_ERROR_MESSAGE] };
	const { messages } = await handleApiError(error, scope);
	return { status, messages };
}
