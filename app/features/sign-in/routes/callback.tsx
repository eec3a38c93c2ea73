import { data, redirect } from "react-router";
import { configContext, cookiesContext, upstreamFetchContext, upstreamTimeoutContext } from "#app/lib/context.server";
import { relayCallback } from "#app/session/auth-relay.server";
import { OAUTH_TRANSACTION_MAX_AGE } from "#app/session/cookies.server";
import { exchangeCode, OAuthError } from "#app/session/oauth.server";
import { DEFAULT_RETURN_PATH, safeReturnPath } from "#app/session/return-path";
import { bindTrustedBrowser } from "#app/session/trusted-browser.server";
import type { Route } from "./+types/callback";

export const CALLBACK_MESSAGES = {
	noTransaction: "ログインの手続きが見つからないか、有効期限が切れています。もう一度ログインしてください。",
	stateMismatch: "ログインの手続きが一致しません。もう一度ログインしてください。",
	denied: "ログインが完了しませんでした。もう一度ログインしてください。",
	tokenFailed: "ログインに失敗しました。時間をおいてから再度お試しください。",
} as const;

function constantTimeEqual(a: string, b: string): boolean {
	if (a.length !== b.length) return false;
	let difference = 0;
	for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
	return difference === 0;
}

/**
 * The IdP sends the member back here: the state must match the one transaction we issued, once.
 * A preview's sign-in arrives here too, on the stable host, and is relayed to the preview.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url);
	// The stable host passes a preview's sign-in on to the preview (or refuses it).
	const relay = await relayCallback(context.get(configContext), url);
	if (relay) throw relay;
	const cookies = context.get(cookiesContext);
	const transaction = cookies.oauthTransaction.value;
	cookies.oauthTransaction.clear(); // single use, whatever happens next

	if (!transaction || Date.now() - transaction.createdAt > OAUTH_TRANSACTION_MAX_AGE * 1000) {
		throw data(CALLBACK_MESSAGES.noTransaction, { status: 400 });
	}
	const state = url.searchParams.get("state") ?? "";
	if (!constantTimeEqual(state, transaction.state)) throw data(CALLBACK_MESSAGES.stateMismatch, { status: 400 });
	const code = url.searchParams.get("code");
	if (url.searchParams.has("error") || !code) throw data(CALLBACK_MESSAGES.denied, { status: 400 });

	try {
		const session = await exchangeCode(
			context.get(configContext),
			context.get(upstreamFetchContext),
			code,
			transaction.codeVerifier,
			context.get(upstreamTimeoutContext),
		);
		cookies.session.set(session);
	} catch (error) {
		if (error instanceof OAuthError) {
			console.warn("code exchange failed:", error.message, error.status ?? "");
			throw data(CALLBACK_MESSAGES.tokenFailed, { status: 502 });
		}
		throw error;
	}
	bindTrustedBrowser(cookies);
	throw redirect(safeReturnPath(transaction.returnTo) ?? DEFAULT_RETURN_PATH);
}
