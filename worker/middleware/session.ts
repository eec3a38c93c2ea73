import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { loadRequestCookies, type MemberSession, setCookieLines } from "#app/session/cookies.server";
import { applyIdleLimit } from "#app/session/idle.server";
import { sessionEnd } from "#app/session/lifetime";
import { needsRefresh, refreshSession } from "#app/session/oauth.server";
import { type RenewalOutcome, renewWithRetry } from "#app/session/renewal.server";
import { sessionIdOf } from "#app/session/session-id.server";
import { bindTrustedBrowser } from "#app/session/trusted-browser.server";
import { twoFactorStateOf } from "#app/session/two-factor-state.server";
import type { SessionRenewal } from "../durable/session-renewal";
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
		console.warn("session renewal object unreachable", error instanceof Error ? error.message : "");
		if (stillValid(session)) return { status: "failed", reason: "renewal object unreachable", refused: false };
		return renewHere(c, session);
	}
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
		applyIdleLimit(cookies);
		const current = cookies.session.value;
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
				console.warn(
					JSON.stringify({ event: "session renewal failed", requestId: c.get("requestId"), reason, refused }),
				);
				if (!stillValid(current)) {
					if (outcome.refused) cookies.session.clear();
					else c.set("sessionUnavailable", true);
				}
			}
		}
		bindTrustedBrowser(cookies);
		c.set("cookies", cookies);

		await next();

		const lines = await setCookieLines(cookies);
		if (lines.length === 0) return;
		c.res = new Response(c.res.body, c.res);
		for (const line of lines) c.res.headers.append("Set-Cookie", line);
	});
