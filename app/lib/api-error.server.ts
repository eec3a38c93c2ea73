import { data, type RouterContextProvider, redirect } from "react-router";
import { loginPath, withReturnTo } from "../auth/guard.server";
import { signOut } from "../auth/sign-out.server";
import { PASSWORD_CHANGE_REQUIRED, REAUTHENTICATION_REQUIRED, TWO_FACTOR_REQUIRED } from "../contract/error-codes";
import { ApiError, isApiError, NON_HTTP_FAILURE_MESSAGE } from "./api/errors";
import { cookiesContext, memberContext } from "./context.server";
import { orangeClient } from "./upstream.server";

type Context = Readonly<RouterContextProvider>;
export type ApiErrorScope = { context: Context; request: Request };

/** Messages a page shows itself (SPEC §4: "other 4xx: ignored silently after messages are stored"). */
export type PageMessages = { messages: string[] };

/** SPEC §2: two-factor by SMS when the member has a mobile number, by e-mail otherwise. */
export async function twoFactorPath(context: Context, request: Request): Promise<string> {
	let currentUser = context.get(memberContext)?.currentUser;
	if (!currentUser) {
		try {
			currentUser = (await orangeClient(context).getCurrentUser({ signal: request.signal })).data;
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

/**
 * SPEC §4 "Global error handling by status", the one place it is decided.
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
		if (errorCode === TWO_FACTOR_REQUIRED)
			throw redirect(withReturnTo(await twoFactorPath(context, request), request.url));
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
	throw data(message ?? null, { status });
}

/** For callers with nothing to show a 4xx on (middleware, reads): every failure ends the request. */
export async function raiseApiError(error: unknown, scope: ApiErrorScope): Promise<never> {
	const { messages } = await handleApiError(error, scope);
	const status = isApiError(error) ? error.status : 500;
	throw data(messages.join("\n") || null, { status });
}
