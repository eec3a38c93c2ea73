import type { RouterContextProvider } from "react-router";
import { configContext, cookiesContext, upstreamFetchContext, upstreamTimeoutContext } from "#app/lib/context.server";
import { revokeSession } from "./oauth.server";
import { forgetPinCode } from "./trusted-browser.server";

/** SPEC §4 sign-out: revoke the tokens, forget the session and the pin code (not the guid). */
export async function signOut(context: Readonly<RouterContextProvider>): Promise<void> {
	const cookies = context.get(cookiesContext);
	const session = cookies.session.value;
	cookies.session.clear();
	cookies.oauthTransaction.clear();
	forgetPinCode(cookies);
	if (!session) return;
	const timeoutMs = context.get(upstreamTimeoutContext);
	await revokeSession(context.get(configContext), context.get(upstreamFetchContext), session, timeoutMs);
}
