import type { MemberSession, RequestCookies } from "./cookies.server";
import { sessionEnd } from "./lifetime";
import { newSessionId } from "./session-id.server";
import { bindTrustedBrowser } from "./trusted-browser.server";
import { startTwoFactor } from "./two-factor-state.server";

/**
 * A sign-in's session, whole, in one place: the IdP's tokens with the sign-in's id and absolute end,
 * its first use, and two-factor owed with its arrival mark (docs/session.md).
 */
export function startSession(cookies: RequestCookies, tokens: MemberSession, maxAgeDays: number, now = Date.now()) {
	const session = {
		...tokens,
		sid: newSessionId(),
		session_expires_at: sessionEnd(maxAgeDays, Math.floor(now / 1000)),
		last_seen_at: now,
	};
	cookies.session.set(startTwoFactor(session, now));
	bindTrustedBrowser(cookies);
}
