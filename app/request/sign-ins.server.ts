import { type RouterContextProvider, redirect } from "react-router";
import type { MemberSession } from "#app/session/cookies.server";
import { revokeSession } from "#app/session/oauth.server";
import type { SecondFactor, SignInRow } from "#app/session/sign-in-registry";
import {
	closeEndedSignIn,
	registryFailed,
	signInKeyOf,
	signInRegistryContext,
	signInRowOf,
	signInTouchContext,
} from "#app/session/sign-ins.server";
import { isTrustedBrowser } from "#app/session/trusted-browser.server";
import { configContext, cookiesContext, upstreamFetchContext, upstreamTimeoutContext } from "./context.server";
import { loginPath } from "./guard.server";

/* The member's sign-ins as a request sees them (docs/session.md "Sign-ins", decision 180). */

type Context = Readonly<RouterContextProvider>;

/** Ending could not reach the registry (its answer lost twice, or it is down): the page stays and says so. */
export const SIGN_INS_NOT_ENDED = "ログアウトさせることができませんでした。時間をおいて、もう一度お試しください。";
export const OTHER_SIGN_INS_ENDED = "この端末以外からログアウトしました";

/** The registry and the member it is asked about, when both are known. */
function registryOf(context: Context) {
	const registry = context.get(signInRegistryContext);
	const session = context.get(cookiesContext).session.value;
	return registry && session ? { registry, session, sub: session.profile.sub } : null;
}

/** The callback writes the new sign-in; an unreachable registry is logged and the sign-in goes on. */
export async function recordThisSignIn(context: Context, request: Request, now = Date.now()): Promise<void> {
	const asked = registryOf(context);
	if (!asked) return;
	const cookies = context.get(cookiesContext);
	// A browser trusted earlier is let past two-factor by its pin code.
	const secondFactor = isTrustedBrowser(cookies, now) ? "trusted" : null;
	const row = await signInRowOf(request, cookies, asked.session, now, secondFactor);
	await asked.registry.record(asked.sub, row, now).catch((error: unknown) => registryFailed("record", error));
}

/** A sign-in that ends on this browser (sign-out, a new sign-in over it): the member's list shows it no more. */
export async function forgetSignIn(context: Context, ended: MemberSession, now = Date.now()): Promise<void> {
	const registry = context.get(signInRegistryContext);
	if (!registry) return;
	await registry
		.signedOut(ended.profile.sub, await signInKeyOf(ended), now)
		.catch((error: unknown) => registryFailed("signedOut", error));
}

/** A correct code: the history names its channel, and the list whether the member trusted the browser. */
export async function recordTwoFactor(context: Context, secondFactor: SecondFactor, now = Date.now()): Promise<void> {
	const asked = registryOf(context);
	if (!asked) return;
	const trusted = isTrustedBrowser(context.get(cookiesContext), now);
	await asked.registry
		.passed(asked.sub, await signInKeyOf(asked.session), secondFactor, trusted, now)
		.catch((error: unknown) => registryFailed("passed", error));
}

/**
 * The member check's touch, asked beside the member's load: when the member ended this sign-in
 * from another browser, it is signed out here (tokens revoked once) and the redirect to /login is returned.
 */
export async function endedSignInRedirect(context: Context, request: Request): Promise<Response | null> {
	const touch = context.get(signInTouchContext);
	if (!touch) return null;
	const config = context.get(configContext);
	const fetcher = context.get(upstreamFetchContext);
	const timeoutMs = context.get(upstreamTimeoutContext);
	const closed = await closeEndedSignIn(context.get(cookiesContext), touch, (session) =>
		revokeSession(config, fetcher, session, timeoutMs),
	);
	return closed ? redirect(loginPath(request.url)) : null;
}

export type SignInList = { thisKey: string; signIns: SignInRow[]; history: SignInRow[] };

/** How many live sign-ins the member has besides this browser's; 0 when the registry cannot say. */
export function otherSignIns(list: SignInList | null): number {
	return list ? list.signIns.filter((row) => row.key !== list.thisKey).length : 0;
}

/** The member's sign-ins for their page, or null when the registry cannot be read just now. */
export async function listSignIns(context: Context, now = Date.now()): Promise<SignInList | null> {
	const asked = registryOf(context);
	if (!asked) return null;
	try {
		const [thisKey, list] = await Promise.all([signInKeyOf(asked.session), asked.registry.list(asked.sub, now)]);
		return { thisKey, ...list };
	} catch (error) {
		registryFailed("list", error);
		return null;
	}
}

/**
 * Ends one sign-in (`only`) or every other one, never this browser's own. Resolves to how many are
 * ended, or null when the registry could not be reached (the page says so and stays).
 */
export async function endSignIns(
	context: Context,
	which: { only: string } | "others",
	now = Date.now(),
): Promise<number | null> {
	const asked = registryOf(context);
	if (!asked) return null;
	try {
		return await asked.registry.end(asked.sub, which, await signInKeyOf(asked.session), now);
	} catch (error) {
		registryFailed("end", error);
		return null;
	}
}
