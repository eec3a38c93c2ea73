import { data, redirect } from "react-router";
import { CALLBACK_MESSAGES, isWellFormedCallback } from "#app/features/sign-in/callback-failure";
import { SignInErrorScreen } from "#app/features/sign-in/sign-in-error-screen";
import { takeTransaction } from "#app/features/sign-in/transactions.server";
import { log } from "#app/lib/logging/log-line";
import {
	configContext,
	cookiesContext,
	requestIdContext,
	upstreamFetchContext,
	upstreamTimeoutContext,
} from "#app/request/context.server";
import { claimOwnerlessDraft } from "#app/request/form-draft.server";
import { forgetSignIn, recordThisSignIn } from "#app/request/sign-ins.server";
import { relayCallback } from "#app/session/auth-relay.server";
import { completeSignIn, OAuthError, revokeSession } from "#app/session/oauth.server";
import { DEFAULT_RETURN_PATH, safeReturnPath } from "#app/session/return-path";
import { startSession } from "#app/session/session-start.server";
import { stateLedgerContext } from "#app/session/state-ledger.server";
import type { Route } from "./+types/callback";

export { CALLBACK_MESSAGES };

const FAILURE_MESSAGE = {
	denied: CALLBACK_MESSAGES.denied,
	issuer: CALLBACK_MESSAGES.issuerMismatch,
	refused: CALLBACK_MESSAGES.codeRefused,
	upstream: CALLBACK_MESSAGES.tokenFailed,
} as const;

/** The IdP's redirect: the state must match one of this browser's transactions, once, and the issuer too. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url);
	// The stable host passes a preview's sign-in on to the preview (or refuses it).
	const relay = await relayCallback(context.get(configContext), url);
	if (relay) throw relay;
	const cookies = context.get(cookiesContext);
	const state = url.searchParams.get("state") ?? "";
	const taken = takeTransaction(cookies, state);
	if (!taken.found) {
		const message = taken.reason === "none" ? CALLBACK_MESSAGES.noTransaction : CALLBACK_MESSAGES.stateMismatch;
		throw data(message, { status: 400 });
	}
	const transaction = taken.found;
	// Taken above, so the cookie is cleared: a malformed callback is the member's to start over, not an IdP failure.
	if (!isWellFormedCallback(url.searchParams)) throw data(CALLBACK_MESSAGES.malformed, { status: 400 });
	if (!(await context.get(stateLedgerContext).consume(transaction.state))) {
		throw data(CALLBACK_MESSAGES.replayed, { status: 400 });
	}

	const config = context.get(configContext);
	const fetcher = context.get(upstreamFetchContext);
	const timeoutMs = context.get(upstreamTimeoutContext);
	let session: Awaited<ReturnType<typeof completeSignIn>>;
	try {
		session = await completeSignIn(config, fetcher, transaction, url, timeoutMs);
	} catch (error) {
		if (!(error instanceof OAuthError)) throw error;
		log("warn", "sign-in failed at the callback", {
			requestId: context.get(requestIdContext),
			reason: error.message,
			status: error.status,
		});
		// Only the IdP failing is a server error; a refused code is the member's sign-in to start over.
		throw data(FAILURE_MESSAGE[error.failure], { status: error.failure === "upstream" ? 502 : 400 });
	}
	// A session already in this browser (another member's, or an older one of the same) ends here.
	const replaced = cookies.session.value;
	if (replaced)
		await Promise.all([revokeSession(config, fetcher, replaced, timeoutMs), forgetSignIn(context, replaced)]);
	startSession(cookies, session, config.SESSION_MAX_AGE_DAYS);
	claimOwnerlessDraft(cookies, transaction.state, session.profile.sub);
	await recordThisSignIn(context, request);
	throw redirect(safeReturnPath(transaction.returnTo) ?? DEFAULT_RETURN_PATH);
}

export const ErrorBoundary = SignInErrorScreen;
