import type { MemberSession, RequestCookies } from "./cookies.server";

/**
 * How long after the sign-in callback the two-factor page still counts as its arrival: the
 * callback's redirects (the page asked for, then two-factor) take a second or two; anything later
 * is another visit, which shows the send button instead of texting the member by itself.
 */
export const PIN_ARRIVAL_WINDOW_MS = 2 * 60 * 1000;

/** The callback's one-time mark: the next two-factor page may send a code by itself (docs/decisions/105-pin-sent-only-on-arrival.md). */
export function markPinArrival(session: MemberSession, now = Date.now()): MemberSession {
	return { ...session, pinArrivalUntil: now + PIN_ARRIVAL_WINDOW_MS };
}

/**
 * Consumes the mark: true only for the first two-factor GET after the callback, within the window.
 * A cross-site link, a reload or a later visit finds no mark and sends nothing.
 */
export function takePinArrival(cookies: RequestCookies, now = Date.now()): boolean {
	const session = cookies.session.value;
	if (session?.pinArrivalUntil === undefined) return false;
	const { pinArrivalUntil, ...rest } = session;
	cookies.session.set(rest);
	return now <= pinArrivalUntil;
}

/** A member whose pages load has passed two-factor: the mark is dropped unused. */
export function settlePinArrival(cookies: RequestCookies): void {
	const session = cookies.session.value;
	if (session?.pinArrivalUntil === undefined) return;
	const { pinArrivalUntil: _, ...rest } = session;
	cookies.session.set(rest);
}
