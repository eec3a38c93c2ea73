import type { RouterContextProvider } from "react-router";
import { endSessionUrl, revokeSession } from "#app/session/oauth.server";
import { forgetPinCode } from "#app/session/trusted-browser.server";
import { configContext, cookiesContext, upstreamFetchContext, upstreamTimeoutContext } from "./context.server";
import { forgetSignIn } from "./sign-ins.server";

/** Sign-out (docs/session.md): revoke both tokens, forget session and pin code; the IdP's end-session URL or null. */
export async function signOut(context: Readonly<RouterContextProvider>): Promise<URL | null> {
	const cookies = context.get(cookiesContext);
	const session = cookies.session.value;
	cookies.session.clear();
	cookies.oauthTransaction.clear();
	forgetPinCode(cookies);
	const config = context.get(configContext);
	const fetcher = context.get(upstreamFetchContext);
	const timeoutMs = context.get(upstreamTimeoutContext);
	if (session) await Promise.all([revokeSession(config, fetcher, session, timeoutMs), forgetSignIn(context, session)]);
	return endSessionUrl(config, fetcher, session, timeoutMs);
}
