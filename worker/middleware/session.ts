import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { errorFields, log } from "#app/lib/logging/log-line";
import {
	loadRequestCookies,
	type MemberSession,
	type RequestCookies,
	setCookieLines,
} from "#app/session/cookies.server";
import { applyIdleLimit } from "#app/session/idle.server";
import { sessionEnd } from "#app/session/lifetime";
import { needsRefresh, refreshSession, revokeSession } from "#app/session/oauth.server";
import { type RenewalOutcome, renewWithRetry } from "#app/session/renewal.server";
import { sessionIdOf } from "#app/session/session-id.server";
import type { Standing } from "#app/session/sign-in-registry";
import {
	closeEndedSignIn,
	registryFailed,
	type SignInTouch,
	signInKeyOf,
	signInRowOf,
} from "#app/session/sign-ins.server";
import { bindTrustedBrowser } from "#app/session/trusted-browser.server";
import { twoFactorStateOf } from "#app/session/two-factor-state.server";
import type { SessionRenewal } from "../durable/session-renewal";
import { signInRegistryOf } from "../durable/sign-in-registry";
import type { WorkerEnv } from "../types";
import { timeLeft } from "./upstream";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The access token still works: a failed renewal can wait for the next request. */
function stillValid(session: MemberSession): boolean {
	return session.expires_at > nowSeconds();
}

/**
 * A token that still works gives its renewal this share of the request's deadline: a slow identity
 * provider must leave the page's own reads their time; the next request tries again.
 */
const STILL_VALID_SHARE = 0.3;

function renewalBudget(c: Context<WorkerEnv>, session: MemberSession): number {
	const left = timeLeft(c);
	return stillValid(session) ? Math.floor(left * STILL_VALID_SHARE) : left;
}

function renewHere(c: Context<WorkerEnv>, session: MemberSession): Promise<RenewalOutcome> {
	const refresh = (current: MemberSession, timeoutMs: number) =>
		refreshSession(c.get("config"), c.get("upstreamFetch"), current, timeoutMs);
	return renewWithRetry(session, { refresh, now: Date.now }, renewalBudget(c, session));
}

const outOfTime: RenewalOutcome = { status: "failed", reason: "the request's deadline passed", refused: false };

/** The renewal object's answer, or a transient failure once the request's deadline (or `budgetMs`) has passed. */
function withinDeadline(
	c: Context<WorkerEnv>,
	renewal: Promise<RenewalOutcome>,
	budgetMs: number,
): Promise<RenewalOutcome> {
	const { signal } = c.get("deadline");
	if (signal.aborted) return Promise.resolve(outOfTime);
	let timer: ReturnType<typeof setTimeout> | undefined;
	return Promise.race([
		renewal,
		new Promise<RenewalOutcome>((resolve) => {
			signal.addEventListener("abort", () => resolve(outOfTime), { once: true });
			timer = setTimeout(() => resolve(outOfTime), budgetMs);
		}),
	]).finally(() => clearTimeout(timer));
}

/** Renewal through the session's Durable Object, so parallel requests share one refresh (decision 009). */
async function renew(c: Context<WorkerEnv>, session: MemberSession & { sid: string }): Promise<RenewalOutcome> {
	const namespace = c.env.SESSION_RENEWAL as DurableObjectNamespace<SessionRenewal> | undefined;
	if (!namespace) return renewHere(c, session);
	try {
		const budget = renewalBudget(c, session);
		return await withinDeadline(c, namespace.get(namespace.idFromName(session.sid)).renew(session, budget), budget);
	} catch (error) {
		log("warn", "session renewal object unreachable", { requestId: c.get("requestId"), ...errorFields(error) });
		if (stillValid(session)) return { status: "failed", reason: "renewal object unreachable", refused: false };
		return renewHere(c, session);
	}
}

/**
 * This request's touch of the member's registry: it notes the use (the object writes it at most
 * once a minute) and answers whether the member ended this sign-in from another browser. Started
 * when first asked; never rejects: an unreachable registry is logged and the sign-in stands (decision 180).
 */
async function signInTouchOf(
	c: Context<WorkerEnv>,
	cookies: RequestCookies,
	due: boolean,
): Promise<SignInTouch | undefined> {
	const session = cookies.session.value;
	const registry = signInRegistryOf(c.env);
	if (!session || !registry) return undefined;
	const now = Date.now();
	const seen = await signInRowOf(c.req.raw, cookies, session, now);
	let started: Promise<Standing> | undefined;
	const standing = () => {
		started ??= registry.touch(session.profile.sub, seen.key, seen, now).catch((error: unknown) => {
			registryFailed("touch", error);
			return "live" as const;
		});
		return started;
	};
	return { key: seen.key, due, standing };
}

/** An idle sign-in ended here: the member's list shows it no more (its tokens are not revoked, decision 135). */
async function forgetIdleSignIn(c: Context<WorkerEnv>, ended: MemberSession): Promise<void> {
	const registry = signInRegistryOf(c.env);
	if (!registry) return;
	await registry
		.signedOut(ended.profile.sub, await signInKeyOf(ended), Date.now())
		.catch((error: unknown) => registryFailed("signedOut", error));
}

/**
 * Opens the sealed cookies, renews a token expiring within 60 s, writes every changed cookie back.
 * Only a refused grant ends the sign-in; a provider that falters leaves the session as it is, and an
 * expired token then marks the request `sessionUnavailable` (docs/decisions/130-renewal-survives-blips.md).
 */
export const session = () =>
	createMiddleware<WorkerEnv>(async (c, next) => {
		const config = c.get("config");
		const cookies = await loadRequestCookies(
			c.req.raw,
			config.SESSION_SECRET,
			config.LOCAL_HTTP_COOKIES ? "local-http" : "secure",
		);
		const sealed = cookies.session.value;
		// A cookie sealed before sessions had an id and an end gets them once (its id derived: see session-id).
		if (sealed && sealed.session_expires_at === undefined) {
			cookies.session.set({
				...sealed,
				sid: await sessionIdOf(sealed),
				session_expires_at: sessionEnd(config.SESSION_MAX_AGE_DAYS),
			});
		}
		// An idle sign-in ends before anything is renewed for it.
		const before = cookies.session.value;
		if (applyIdleLimit(cookies) === "ended" && before) await forgetIdleSignIn(c, before);
		const current = cookies.session.value;
		// Asked by the member check beside its own load; after the page below when the minute's use is noted.
		const touch = current ? await signInTouchOf(c, cookies, current.last_seen_at !== before?.last_seen_at) : undefined;
		if (touch) c.set("signInTouch", touch);
		if (current && needsRefresh(current)) {
			const sid = await sessionIdOf(current);
			const outcome = await renew(c, { ...current, sid });
			if (outcome.status === "renewed") {
				// Renewal changes the tokens, never the sign-in: its id, absolute end and two-factor state stay.
				cookies.session.set({
					...outcome.session,
					...twoFactorStateOf(current),
					last_seen_at: current.last_seen_at,
					sid,
					session_expires_at: current.session_expires_at,
				});
			} else {
				const { reason, refused } = outcome;
				log("warn", "session renewal failed", { requestId: c.get("requestId"), reason, refused });
				if (!stillValid(current)) {
					if (outcome.refused) cookies.session.clear();
					else c.set("sessionUnavailable", true);
				}
			}
		}
		bindTrustedBrowser(cookies);
		c.set("cookies", cookies);

		await next();

		// A page without the member check (the proxy, a public page) still signs an ended sign-in out.
		if (touch?.due) {
			await closeEndedSignIn(cookies, touch, (ended) =>
				revokeSession(c.get("config"), c.get("upstreamFetch"), ended, timeLeft(c)),
			);
		}
		const lines = await setCookieLines(cookies);
		if (lines.length === 0) return;
		c.res = new Response(c.res.body, c.res);
		for (const line of lines) c.res.headers.append("Set-Cookie", line);
	});
