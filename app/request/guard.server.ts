import { data, type MiddlewareFunction, redirect } from "react-router";
import { holdPostedForm } from "#app/lib/forms/form.server";
import { pagePath } from "#app/lib/urls/page-url";
import { DEFAULT_RETURN_PATH, rememberablePath } from "#app/session/return-path";
import { cookiesContext, sessionUnavailableContext } from "./context.server";

/**
 * What a member reads when the sign-in could not be renewed just now. The error screen's own line
 * says to reload later, so the message does not say it a second time.
 */
export const SESSION_UNAVAILABLE_MESSAGE = "一時的にログイン状態を確認できませんでした。ログインは続いています。";

import { keepPostedFormAsDraft } from "./form-draft.server";

/** `target`, carrying the page asked for (when it may be remembered) as `returnTo`. */
export function withReturnTo(target: string, requestUrl: string | URL): string {
	const path = rememberablePath(pagePath(requestUrl));
	return path && path !== "/" ? `${target}?returnTo=${encodeURIComponent(path)}` : target;
}

/** Where sign-in starts, remembering the page asked for. */
export function loginPath(requestUrl: string | URL): string {
	return withReturnTo("/login", requestUrl);
}

/** The remembered page of a step in the sign-in (two-factor, forced change), or "/". */
export function returnToOf(requestUrl: string | URL): string {
	return rememberablePath(new URL(requestUrl).searchParams.get("returnTo")) ?? DEFAULT_RETURN_PATH;
}

/**
 * docs/session.md: pages without the no-auth flag need a signed-in member; a form posted meanwhile
 * is kept, and so is one whose action later meets a 401 (its body is read here, before the action).
 */
export const requireMember: MiddlewareFunction<Response> = async ({ request, context }) => {
	if (context.get(cookiesContext).session.value) {
		if (!context.get(sessionUnavailableContext)) return holdPostedForm(request);
		// The provider faltered while renewing: the member stays signed in, a form posted comes back.
		await keepPostedFormAsDraft(context, request);
		throw data(SESSION_UNAVAILABLE_MESSAGE, { status: 503 });
	}
	await keepPostedFormAsDraft(context, request);
	throw redirect(loginPath(request.url));
};
