import type { Submission } from "@conform-to/react";
import { createContext, data, type RouterContextProvider, redirect } from "react-router";
import { tokenSchema } from "#app/contract/common";
import { PASSWORD_CHANGE_REQUIRED, REAUTHENTICATION_REQUIRED, TWO_FACTOR_REQUIRED } from "#app/contract/error-codes";
import {
	ApiError,
	COMMUNICATION_ERROR_MESSAGE,
	isApiError,
	NON_HTTP_FAILURE_MESSAGE,
	writeOutcomeOf,
} from "#app/lib/api/errors";
import type { LimeClient } from "#app/lib/api/lime.server";
import type { OrangeClient } from "#app/lib/api/orange.server";
import { replyToFailure } from "#app/lib/forms/form.server";
import { UNKNOWN_OUTCOME_MESSAGE } from "#app/lib/forms/write-outcome";
import { limePath, PASSWORD_FORCE_CHANGE_PATH, TOKEN_EXPIRED_PATH } from "#app/lib/urls/paths";
import { markTwoFactorOwed } from "#app/session/two-factor-state.server";
import { api } from "./api.server";
import { cookiesContext, memberContext } from "./context.server";
import { keepPostedFormAsDraft } from "./form-draft.server";
import { loginPath, withReturnTo } from "./guard.server";
import { isCheckOutcome } from "./member-check";
import { signOut } from "./sign-out.server";

/*
 * The error policy: what a failed API call becomes for the member. docs/status-rules.md tells
 * the rules in words; the tables below (`mainApiScreen`, `limeScreen`, `linkCheckScreen`,
 * `TOKEN_PAGES`) are them. One vocabulary names the entry points: `judge…` applies a table to a
 * failed call, throws what leaves the page (a redirect, the error screen) and returns the messages
 * the page shows itself; `throw…` is a page read's, which has nowhere to show them and always throws;
 * `replyTo…` is a form action's, the judged failure as the conform form's reply.
 *
 * | where the call failed                     | entry point                                            |
 * | ----------------------------------------- | ------------------------------------------------------ |
 * | page read (loader, middleware)            | `pageRead` (or `throwFailedRead` in a `catch`)         |
 * | form submit (action)                      | `replyToFailedSubmit` (or `judgeFailedSubmit` for a    |
 * |                                           | page that is no conform form), placed by `replyToFailure` |
 * | token pages (activation, reset, e-mail    | `requireLiveToken` (the link's check), `linkToken`,    |
 * | change links)                             | `judgeFailedTokenSubmit` (the submit)                  |
 * | contact-detail flow (lime)                | `limePageRead` / `throwFailedLimeRead` (reads),        |
 * |                                           | `judgeFailedLimeSubmit` / `replyToFailedLimeSubmit`    |
 * |                                           | (forms), `linkCheckFailure`                            |
 * | the member load of a form post            | `throwOrDeferMemberFailure`, `throwDeferredMemberFailure` |
 */

type Context = Readonly<RouterContextProvider>;
type ApiErrorScope = { context: Context; request: Request };
export type LimeScope = ApiErrorScope & { urlToken: string };
type FormSubmission = Submission<unknown, string[]>;
type Placement = Parameters<typeof replyToFailure>[2];

// ---------------------------------------------------------------------------------------------
// The tables

/** What the member meets after a failed call of the main API (docs/status-rules.md "Main API"). */
type MainApiScreen =
	| "two-factor"
	| "sign-in-again"
	| "sign-in"
	| "password-change"
	| "error-screen"
	/** The page shows the server's messages itself (a read with nowhere to show them: the error screen). */
	| "page"
	/** A read: the error screen; a form post: the form again with everything typed kept. */
	| "server-failure";

export function mainApiScreen({
	status,
	errorCode,
}: {
	status: number;
	errorCode?: string | undefined;
}): MainApiScreen {
	if (status === 401) {
		if (errorCode === TWO_FACTOR_REQUIRED) return "two-factor";
		if (errorCode === REAUTHENTICATION_REQUIRED) return "sign-in-again";
		return "sign-in";
	}
	if (status === 403 && errorCode === PASSWORD_CHANGE_REQUIRED) return "password-change";
	if (status === 403 || status === 404) return "error-screen";
	if (status >= 400 && status < 500) return "page";
	if (status >= 500) return "server-failure";
	// An answer outside the contract's statuses (a redirect the client does not follow).
	return "error-screen";
}

/** What the member meets after a failed call of the contact-detail API (docs/status-rules.md "Contact-detail API"). */
type LimeScreen = "identify" | "invalid-url" | "page" | "server-failure" | "error-screen";

/** 4xx answers a contact-detail form shows next to its fields rather than on the error screen. */
const LIME_SHOWN_ON_PAGE = new Set([400, 409, 422, 429]);

export function limeScreen(status: number): LimeScreen {
	if (status === 401) return "identify";
	if (status === 410) return "invalid-url";
	if (LIME_SHOWN_ON_PAGE.has(status)) return "page";
	if (status >= 500) return "server-failure";
	return "error-screen";
}

/** The contact-detail link's own check: 410 is an invalid URL, anything else the lime error screen with 500. */
export function linkCheckScreen(status: number): "invalid-url" | "error-screen" {
	return status === 410 ? "invalid-url" : "error-screen";
}

/**
 * The pages of a mailed link (docs/status-rules.md "Token pages"). `check`: what a malformed
 * token shows, and a token the API refuses (any 4xx) on the page's check. `submit`: what a token
 * spent meanwhile shows, by the submit's status; what is not listed follows the page's API's
 * ordinary form rules.
 */
export const TOKEN_PAGES = {
	activation: { check: "token-expired", submit: { 404: "token-expired", 410: "token-expired" } },
	"password-reset": { check: "token-expired", submit: { 410: "error-screen" } },
	/** Used (410) or unknown (404) change links: the member is told on the page, in the server's words. */
	"email-change": { check: "invalid-url", submit: { 404: "page", 410: "page" } },
} as const satisfies Record<
	string,
	{ check: "token-expired" | "invalid-url"; submit: Record<number, "token-expired" | "error-screen" | "page"> }
>;
export type TokenPage = keyof typeof TOKEN_PAGES;

// ---------------------------------------------------------------------------------------------
// Shared pieces

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

/** A redirect or response already decided, a failed member check's outcome, or a request the member left: not ours to judge. */
function passThrough(error: unknown, request: Request): void {
	if (error instanceof Response || isCheckOutcome(error) || request.signal.aborted) throw error;
}

/** The server failed (5xx) or could not be reached (docs/status-rules.md: a failure with no HTTP answer is a 500). */
export function isServerFailure(error: unknown): boolean {
	return !(error instanceof Response) && asApiError(error).status >= 500;
}

/** A form post rather than a navigation: what it carries is the member's to keep. */
export function postsForm(request: Request): boolean {
	return request.method !== "GET" && request.method !== "HEAD";
}

/**
 * A failure a form post outlives (docs/decisions/033-form-failures.md): the server failed or could
 * not be reached before the action ran; the action meets the same failure on its own call and
 * tells it on the form, everything typed kept.
 */
function outlivedByPostedForm(error: unknown, request: Request): boolean {
	return postsForm(request) && isServerFailure(error) && !request.signal.aborted;
}

/** A server failure the form tells above itself: the server's words, or the communication message. */
function serverFailureMessages(errors: readonly string[]): string[] {
	return errors.length > 0 ? [...errors] : [COMMUNICATION_ERROR_MESSAGE];
}

/** Any other status (docs/status-rules.md "Main API"): the error page with the status and the server's message. */
export function throwServerFailure(error: unknown): never {
	const { status, errors } = asApiError(error);
	throw data(errors.join("\n") || null, { status });
}

// ---------------------------------------------------------------------------------------------
// Main API

/** Messages a page shows itself (docs/status-rules.md "Where a form shows a failed call's messages"). */
type PageMessages = { messages: string[] };

/**
 * The main API's table applied: throws the redirect or the error screen; returns the messages
 * the page should show for any other 4xx.
 */
export async function judgeFailedCall(error: unknown, { context, request }: ApiErrorScope): Promise<PageMessages> {
	passThrough(error, request);
	const apiError = asApiError(error);
	const { errors } = apiError;
	const screen = mainApiScreen(apiError);
	switch (screen) {
		case "two-factor":
		case "sign-in-again":
		case "sign-in":
			// Every 401 leaves the page for a sign-in step: what the member posted comes back afterwards.
			await keepPostedFormAsDraft(context, request);
			if (screen === "two-factor") {
				markTwoFactorOwed(context.get(cookiesContext));
				throw redirect(withReturnTo(await twoFactorPath(context), request.url));
			}
			if (screen === "sign-in-again") {
				await signOut(context);
				const url = new URL(loginPath(request.url), "http://x");
				url.searchParams.set("unauthorized", "true");
				throw redirect(`${url.pathname}${url.search}`);
			}
			// The token is no good: forget it (otherwise /login would bounce straight back) and sign in again.
			context.get(cookiesContext).session.clear();
			throw redirect(loginPath(request.url));
		case "password-change":
			throw redirect(withReturnTo(PASSWORD_FORCE_CHANGE_PATH, request.url));
		case "error-screen":
			throw data(errors.join("\n") || null, { status: apiError.status });
		case "page":
			return { messages: [...errors] };
		case "server-failure":
			return throwServerFailure(apiError);
	}
}

/** Page read (loaders, middleware): nothing to show a 4xx on, so every failure ends the request. */
export async function throwFailedRead(error: unknown, scope: ApiErrorScope): Promise<never> {
	const { messages } = await judgeFailedCall(error, scope);
	throw data(messages.join("\n") || null, { status: asApiError(error).status });
}

/** Page read of the main API: what `read` gets, or the request ended by `throwFailedRead`. */
export async function pageRead<T>(scope: ApiErrorScope, read: (orange: OrangeClient) => Promise<T>): Promise<T> {
	try {
		return await read(api(scope.context).orange);
	} catch (error) {
		return throwFailedRead(error, scope);
	}
}

/** What a form shows after its call failed: the answer's status and the messages to put on the form. */
type FormApiFailure = { status: number; messages: string[] };

/**
 * Form submit (actions): the table as for a read (sign-in, two-factor, forced change; the error
 * page for 403 and 404), except that a server that cannot answer (5xx) or cannot be reached
 * (timeout, refused, a broken answer) is told on the form rather than on the error page: the
 * member keeps everything they typed and can send it again (docs/decisions/033-form-failures.md).
 */
export async function judgeFailedSubmit(error: unknown, scope: ApiErrorScope): Promise<FormApiFailure> {
	passThrough(error, scope.request);
	const { status, errors } = asApiError(error);
	if (mainApiScreen({ status }) === "server-failure") {
		// A write that may have arrived says so first (every form write carries its submission's key).
		const unknown = writeOutcomeOf(error) === "unknown" ? [UNKNOWN_OUTCOME_MESSAGE] : [];
		return { status, messages: [...unknown, ...serverFailureMessages(errors)] };
	}
	const { messages } = await judgeFailedCall(error, scope);
	return { status, messages };
}

/** Form submit with a conform form: the failure as the form's reply, placed by `replyToFailure`. */
export async function replyToFailedSubmit(
	submission: FormSubmission,
	error: unknown,
	scope: ApiErrorScope,
	placement?: Placement,
) {
	return replyToFailure(submission, await judgeFailedSubmit(error, scope), placement);
}

/** Why the member could not be loaded for this form post, when that need not end it (see `throwOrDeferMemberFailure`). */
const memberFailureContext = createContext<unknown>(null);

/**
 * The member load (app/request/member.server.ts) on a failed call (docs/status-rules.md "Member load
 * on a form post"): the read rules, except that a form post whose server failed goes on to its
 * action (`outlivedByPostedForm`). Sign-in, two-factor and the forced change still redirect first.
 */
export async function throwOrDeferMemberFailure(error: unknown, scope: ApiErrorScope): Promise<void> {
	if (outlivedByPostedForm(error, scope.request)) {
		scope.context.set(memberFailureContext, error);
		return;
	}
	await throwFailedRead(error, scope);
}

/** Whether this form post's member load failed and was deferred (the page may render without the member). */
export function memberLoadDeferred(context: Context): boolean {
	return context.get(memberFailureContext) !== null;
}

/** A member load deferred by `throwOrDeferMemberFailure` ends the handler that needs the member on the error page. */
export function throwDeferredMemberFailure(context: Context): void {
	const failure = context.get(memberFailureContext);
	if (failure) throwServerFailure(failure);
}

// ---------------------------------------------------------------------------------------------
// Token pages

/**
 * A token taken from a link's URL, checked against the contract's shape before it goes anywhere
 * near an upstream path: anything but URL-safe characters cannot be a token the server issued, so
 * the page shows what `TOKEN_PAGES` says of a refused one, with no call.
 */
export function linkToken(page: TokenPage, token: string | undefined): string {
	const parsed = tokenSchema.safeParse(token);
	if (parsed.success) return parsed.data;
	if (TOKEN_PAGES[page].check === "invalid-url") return invalidUrl();
	throw redirect(TOKEN_EXPIRED_PATH);
}

/** The API refused what was asked (4xx), as opposed to failing or being out of reach. */
export function isRefusal(error: unknown): boolean {
	return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * A token page's check: a token the server refuses (any 4xx: unknown, used, expired) sends the
 * member to the expired-link page. A server that cannot answer is not the link's fault: that
 * stays the read rules' error screen.
 */
export async function requireLiveToken(
	page: "activation" | "password-reset",
	token: string | undefined,
	check: (token: string) => Promise<unknown>,
	scope: ApiErrorScope,
): Promise<string> {
	const valid = linkToken(page, token);
	try {
		await check(valid);
	} catch (error) {
		if (!scope.request.signal.aborted && isRefusal(error)) throw redirect(TOKEN_EXPIRED_PATH);
		return throwFailedRead(error, scope);
	}
	return valid;
}

/**
 * A token page's submit: a token spent meanwhile shows what `TOKEN_PAGES` says; anything else
 * follows the form rules of the page's API (`judgeFailedSubmit`, or `judgeFailedLimeSubmit` for the
 * contact-detail e-mail change, whose scope names its link).
 */
export async function judgeFailedTokenSubmit(
	page: TokenPage,
	error: unknown,
	scope: ApiErrorScope | LimeScope,
): Promise<FormApiFailure> {
	passThrough(error, scope.request);
	const outcome = isApiError(error) ? (TOKEN_PAGES[page].submit as Record<number, string>)[error.status] : undefined;
	if (isApiError(error) && outcome) {
		const { status, errors } = error;
		if (outcome === "token-expired") throw redirect(TOKEN_EXPIRED_PATH);
		if (outcome === "error-screen") throw data(errors.join("\n") || null, { status });
		return { status, messages: [...errors] };
	}
	return "urlToken" in scope ? judgeFailedLimeSubmit(error, scope) : judgeFailedSubmit(error, scope);
}

// ---------------------------------------------------------------------------------------------
// Contact-detail API (lime)

/** docs/status-rules.md: the message of the 404 shown for an unusable contact-detail link. */
export const INVALID_URL_MESSAGE = "無効なURLです";

export function invalidUrl(): never {
	throw data(INVALID_URL_MESSAGE, { status: 404 });
}

/** What the lime error screen shows for a link whose check failed. */
export type LinkCheckFailure = { status: number; message: string | null };

/**
 * The link check (`GET /users/{urlToken}/check`) failed: what the flow's pages show instead, or
 * null when a form post outlives it (`outlivedByPostedForm`; the API stays the authority on the
 * link: every call of the action is checked there again).
 */
export function linkCheckFailure(error: unknown, request: Request): LinkCheckFailure | null {
	if (request.signal.aborted) throw error;
	if (isApiError(error) && linkCheckScreen(error.status) === "invalid-url") {
		return { status: 404, message: INVALID_URL_MESSAGE };
	}
	if (outlivedByPostedForm(error, request)) return null;
	// The server's words only for its own failures; a 4xx here says nothing useful to the member.
	const message = isApiError(error) && error.status >= 500 ? error.errors.join("\n") : "";
	return { status: 500, message: message || null };
}

/** What a page shows itself: the server's messages and, for contact details, per field. */
type LimeMessages = {
	status: number;
	messages: string[];
	fieldErrors: Readonly<Record<string, readonly string[]>>;
};

/**
 * This browser's identity on the link is refused: forget it (and any draft). Clearing a cookie the
 * browser did not send writes nothing (app/session/cookie-jar.server.ts).
 */
function forgetLimeAccess(context: Context): void {
	const cookies = context.get(cookiesContext);
	cookies.lime.clear();
	cookies.limeDraft.clear();
}

/**
 * The lime table applied (the main API's would send a person who has no account to sign-in):
 * throws what ends the request, returns what the caller may show itself.
 */
function limeFailure(error: unknown, { context, request, urlToken }: LimeScope): LimeMessages {
	passThrough(error, request);
	const { status, errors, fieldErrors } = asApiError(error);
	switch (limeScreen(status)) {
		case "identify":
			forgetLimeAccess(context);
			throw redirect(limePath(urlToken, "auth"));
		case "invalid-url":
			return invalidUrl();
		case "page":
		case "server-failure":
			return { status, messages: [...errors], fieldErrors };
		case "error-screen":
			throw data(errors.join("\n") || null, { status });
	}
}

/** Lime form submit: the messages to show with everything typed kept, a failed server included. */
export function judgeFailedLimeSubmit(error: unknown, scope: LimeScope): LimeMessages {
	const failure = limeFailure(error, scope);
	if (limeScreen(failure.status) === "server-failure") {
		return { ...failure, messages: serverFailureMessages(failure.messages) };
	}
	return failure;
}

/** Lime form submit with a conform form: the failure as the form's reply, placed by `replyToFailure`. */
export function replyToFailedLimeSubmit(
	submission: FormSubmission,
	error: unknown,
	scope: LimeScope,
	placement?: Placement,
) {
	return replyToFailure(submission, judgeFailedLimeSubmit(error, scope), placement);
}

/** Lime page read: whatever the page cannot show ends the request on the lime error screen. */
export function throwFailedLimeRead(error: unknown, scope: LimeScope): never {
	const { status, messages } = limeFailure(error, scope);
	throw data(messages.join("\n") || null, { status });
}

/** Page read of the contact-detail API for the scope's link: what `read` gets, or `throwFailedLimeRead`. */
export async function limePageRead<T>(scope: LimeScope, read: (lime: LimeClient) => Promise<T>): Promise<T> {
	try {
		return await read(api(scope.context).lime(scope.urlToken));
	} catch (error) {
		return throwFailedLimeRead(error, scope);
	}
}
