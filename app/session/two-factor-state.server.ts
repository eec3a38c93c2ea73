import type { MemberSession, RequestCookies } from "./cookies.server";
import { PIN_RESEND_SECONDS } from "./pin-code";
import { newSessionId } from "./session-id.server";
import type { StateLedger } from "./state-ledger.server";

/*
 * The session's two-factor state, owned here: the sign-in's one-time arrival mark (the next
 * two-factor page may send a code by itself, docs/decisions/105-pin-sent-only-on-arrival.md),
 * whether the member has passed two-factor on this browser (it gates the API proxy), and the code
 * this browser last had sent (when, and how many wrong tries since).
 */

/**
 * How long after the sign-in callback the two-factor page still counts as its arrival: the
 * callback's redirects take a second or two; anything later is another visit, which shows the
 * send button instead of texting the member by itself.
 */
export const PIN_ARRIVAL_WINDOW_MS = 2 * 60 * 1000;

/** The ledger's name of an arrival mark: apart from the OAuth states it also holds. */
const ledgerName = (id: string) => `pin-arrival:${id}`;

/** Two-factor is owed from here on, and the next two-factor page is its arrival: a new sign-in, or trust cleared. */
export function startTwoFactor(session: MemberSession, now = Date.now()): MemberSession {
	const { twoFactorPassed: _, ...rest } = session;
	return { ...rest, pinArrival: { id: newSessionId(), until: now + PIN_ARRIVAL_WINDOW_MS } };
}

/**
 * Consumes the mark: true only for the first two-factor GET after the callback, within the window.
 * The ledger makes it single-use across copies of the cookie and parallel requests.
 */
export async function takeArrival(cookies: RequestCookies, ledger: StateLedger, now = Date.now()): Promise<boolean> {
	const session = cookies.session.value;
	if (session?.pinArrival === undefined) return false;
	const { pinArrival, ...rest } = session;
	cookies.session.set(rest);
	if (now > pinArrival.until) return false;
	return ledger.consume(ledgerName(pinArrival.id));
}

/** The member's pages load (the API answered their detail): two-factor is passed, the mark dropped unused. */
export function markTwoFactorPassed(cookies: RequestCookies): void {
	const session = cookies.session.value;
	if (!session || (session.twoFactorPassed && session.pinArrival === undefined)) return;
	const { pinArrival: _, ...rest } = session;
	cookies.session.set({ ...rest, twoFactorPassed: true });
}

/** The API asked for two-factor again (401-002): the proxy serves nothing until it is passed. */
export function markTwoFactorOwed(cookies: RequestCookies): void {
	const session = cookies.session.value;
	if (!session?.twoFactorPassed) return;
	const { twoFactorPassed: _, ...rest } = session;
	cookies.session.set(rest);
}

/** The two-factor state a renewed session carries over: renewal changes the tokens, never the sign-in. */
export function twoFactorStateOf(session: MemberSession): Pick<MemberSession, "pinArrival" | "twoFactorPassed"> {
	const { pinArrival, twoFactorPassed } = session;
	return { ...(pinArrival ? { pinArrival } : {}), ...(twoFactorPassed ? { twoFactorPassed } : {}) };
}

export function hasPassedTwoFactor(session: MemberSession | null | undefined): boolean {
	return session?.twoFactorPassed === true;
}

/** The code this browser last had sent for this member (null: never, or too long ago to matter). */
export function lastSentCode(cookies: RequestCookies, sub: string): { at: number; wrong?: number | undefined } | null {
	const sent = cookies.pinSent.value;
	return sent && sent.sub === sub ? sent : null;
}

export function recordCodeSent(cookies: RequestCookies, sub: string, now = Date.now()): void {
	cookies.pinSent.set({ sub, at: now });
}

/** Counts a code the API refused as wrong; the wrong codes so far, or null when no send of ours is known. */
export function countWrongCode(cookies: RequestCookies, sub: string): number | null {
	const sent = lastSentCode(cookies, sub);
	if (!sent) return null;
	const wrong = (sent.wrong ?? 0) + 1;
	cookies.pinSent.set({ sub, at: sent.at, wrong });
	return wrong;
}

/** Whole seconds until another code may be asked for; 0 when it may now. */
export function secondsToWait(sentAt: number | null, now = Date.now()): number {
	if (sentAt === null) return 0;
	return Math.max(0, Math.ceil((sentAt + PIN_RESEND_SECONDS * 1000 - now) / 1000));
}
