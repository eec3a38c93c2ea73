import type { MemberSession, RequestCookies } from "./cookies.server";
import { newSessionId } from "./session-id.server";
import type { StateLedger } from "./state-ledger.server";

/*
 * The session's two-factor state, owned here: the sign-in's one-time arrival mark (the next
 * two-factor page may send a code by itself, docs/decisions/105-pin-sent-only-on-arrival.md) and
 * whether the member has passed two-factor on this browser, which gates the API proxy.
 */

/**
 * How long after the sign-in callback the two-factor page still counts as its arrival: the
 * callback's redirects take a second or two; anything later is another visit, which shows the
 * send button instead of texting the member by itself.
 */
export const PIN_ARRIVAL_WINDOW_MS = 2 * 60 * 1000;

/** The ledger's name of an arrival mark: apart from the OAuth states it also holds. */
const ledgerName = (id: string) => `pin-arrival:${id}`;

/** The callback's one-time mark; two-factor is owed again from here on. */
export function markPinArrival(session: MemberSession, now = Date.now()): MemberSession {
	const { twoFactorPassed: _, ...rest } = session;
	return { ...rest, pinArrival: { id: newSessionId(), until: now + PIN_ARRIVAL_WINDOW_MS } };
}

/**
 * Consumes the mark: true only for the first two-factor GET after the callback, within the window.
 * The ledger makes it single-use across copies of the cookie and parallel requests.
 */
export async function takePinArrival(cookies: RequestCookies, ledger: StateLedger, now = Date.now()): Promise<boolean> {
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
