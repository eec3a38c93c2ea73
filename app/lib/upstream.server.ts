import type { RouterContextProvider } from "react-router";
import { createLimeClient, type LimeClient } from "./api/lime.server";
import { createOrangeClient, type OrangeClient } from "./api/orange.server";
import { configContext, cookiesContext, upstreamFetchContext, upstreamTimeoutContext } from "./context.server";

type Context = Readonly<RouterContextProvider>;

/** Logs call failures by name and status only: never URLs with tokens, never bodies. */
function log(message: string, details: Record<string, unknown>) {
	const { call, status, attempt } = details;
	console.warn(message, JSON.stringify({ call, status, attempt }));
}

/** The main API as this browser's member: bearer token plus trusted-browser headers. */
export function orangeClient(context: Context): OrangeClient {
	const cookies = context.get(cookiesContext);
	const trusted = cookies.trustedBrowser.value;
	return createOrangeClient({
		baseUrl: context.get(configContext).API_BASE_URL,
		fetch: context.get(upstreamFetchContext) as typeof fetch,
		auth: {
			accessToken: cookies.session.value?.access_token,
			pinCode: trusted?.pinCode,
			guid: trusted?.guid,
		},
		timeoutMs: context.get(upstreamTimeoutContext),
		log,
	});
}

/** The contact-detail API for the link `urlToken`, with its access token when this browser holds one. */
export function limeClient(context: Context, urlToken: string): LimeClient {
	const lime = context.get(cookiesContext).lime.value;
	return createLimeClient({
		baseUrl: context.get(configContext).API_BASE_URL,
		fetch: context.get(upstreamFetchContext) as typeof fetch,
		session: lime?.urlToken === urlToken ? lime : undefined,
		timeoutMs: context.get(upstreamTimeoutContext),
		log,
	});
}
