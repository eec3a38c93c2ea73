import { data, redirect, redirectDocument } from "react-router";
import { Notification } from "#app/components/notification";
import { PageTitle } from "#app/components/page-title";
import { CALLBACK_MESSAGES } from "#app/features/sign-in/callback-failure";
import { SignInErrorScreen } from "#app/features/sign-in/sign-in-error-screen";
import { rememberTransaction } from "#app/features/sign-in/transactions.server";
import { log } from "#app/lib/logging/log-line";
import {
	configContext,
	cookiesContext,
	upstreamFetchContext,
	upstreamTimeoutContext,
} from "#app/request/context.server";
import { takeQueuedToasts } from "#app/request/flash.server";
import { bindOwnerlessDraft } from "#app/request/form-draft.server";
import { beginSignIn, OAuthError } from "#app/session/oauth.server";
import { DEFAULT_RETURN_PATH, rememberablePath } from "#app/session/return-path";
import type { Route } from "./+types/login";

/** Starts sign-in: a member goes straight back; else a new state + PKCE transaction, and off to the IdP. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url);
	const returnTo = rememberablePath(url.searchParams.get("returnTo")) ?? DEFAULT_RETURN_PATH;
	const cookies = context.get(cookiesContext);
	if (cookies.session.value) throw redirect(returnTo);
	// A message for a visitor who is about to sign in (「パスワードを再設定しました」): the identity
	// provider's page cannot show it, so this page does, with the button that goes on.
	const notices = takeQueuedToasts(context);
	if (notices.length > 0) {
		return { notices, returnTo: returnTo === DEFAULT_RETURN_PATH ? null : returnTo };
	}
	const signIn = await beginSignIn(context.get(configContext), context.get(upstreamFetchContext), returnTo, {
		unauthorized: url.searchParams.get("unauthorized") === "true",
		timeoutMs: context.get(upstreamTimeoutContext),
	}).catch((error: unknown) => {
		if (!(error instanceof OAuthError)) throw error;
		log("warn", "sign-in could not start", { reason: error.message });
		throw data(CALLBACK_MESSAGES.providerUnavailable, { status: 502 });
	});
	rememberTransaction(cookies, signIn.transaction);
	bindOwnerlessDraft(cookies, signIn.transaction.state);
	// A document navigation even from a client-side one: the IdP is never a route of ours (the mock's
	// sits on our origin, where the router would otherwise look for it and answer 404).
	throw redirectDocument(signIn.url.toString());
}

export const ErrorBoundary = SignInErrorScreen;

/** Only rendered when there is something to tell before sign-in (otherwise the loader redirects). */
export default function LoginNoticePage({ loaderData }: Route.ComponentProps) {
	const { notices, returnTo } = loaderData;
	return (
		<>
			<PageTitle>ログイン</PageTitle>
			<h1>ログイン</h1>
			{/* One message, under the heading: no toast repeats it. */}
			{notices.map((notice) => (
				<Notification key={notice.text} type={notice.type === "success" ? "success" : "error"} title={notice.text} />
			))}
			{/* A plain GET form: the flash is spent, so this request goes on to the identity provider. */}
			<form method="get" action="/login" className="form-actions">
				{returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
				<button type="submit" className="button button--primary">
					ログインする
				</button>
			</form>
		</>
	);
}
