import { redirect, redirectDocument } from "react-router";
import { configContext, cookiesContext } from "#app/lib/context.server";
import { beginSignIn } from "#app/session/oauth.server";
import { DEFAULT_RETURN_PATH, rememberablePath } from "#app/session/return-path";
import type { Route } from "./+types/login";

/**
 * Starts sign-in: a signed-in member goes straight back; otherwise a fresh
 * state + PKCE transaction replaces any stale one and the browser goes to the IdP.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url);
	const returnTo = rememberablePath(url.searchParams.get("returnTo")) ?? DEFAULT_RETURN_PATH;
	const cookies = context.get(cookiesContext);
	if (cookies.session.value) throw redirect(returnTo);
	const signIn = await beginSignIn(context.get(configContext), returnTo, {
		unauthorized: url.searchParams.get("unauthorized") === "true",
	});
	cookies.oauthTransaction.set(signIn.transaction);
	// A document navigation even from a client-side one: the IdP is never a route of ours (the mock's
	// sits on our origin, where the router would otherwise look for it and answer 404).
	throw redirectDocument(signIn.url.toString());
}
