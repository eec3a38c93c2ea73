/*
 * The contact-detail identity check slows down instead of shutting out (decision 046): per link, the
 * first tries are free, then each try waits longer than the one before, up to a few minutes. Anyone
 * holding the link can only slow its member down; nobody can keep them out.
 */

/** The wait after the first try past the free ones; each further try doubles it. */
export const FIRST_DELAY_SECONDS = 5;
/** The longest wait: the link's own member never waits longer than this for their next try. */
export const MAX_DELAY_SECONDS = 300;

/** A link's tries since its last pass: how many, and when the next may be checked (ms since the epoch). */
export type PaceRecord = { tries: number; nextAt: number };

/** How long the next try must wait after `tries` tries (none for the first `freeTries`). */
export function delayAfterSeconds(tries: number, freeTries: number): number {
	if (tries < freeTries) return 0;
	return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (tries - freeTries));
}

/**
 * One try at `now`: waiting (`waitSeconds` > 0, the record unchanged) or let through, counted as a
 * miss until the link's member passes (which forgets the record).
 */
export function paceTry(
	record: PaceRecord | undefined,
	now: number,
	freeTries: number,
): { waitSeconds: number; record: PaceRecord } {
	const current = record ?? { tries: 0, nextAt: 0 };
	if (now < current.nextAt) return { waitSeconds: Math.ceil((current.nextAt - now) / 1000), record: current };
	const tries = current.tries + 1;
	return { waitSeconds: 0, record: { tries, nextAt: now + delayAfterSeconds(tries, freeTries) * 1000 } };
}

/** The wait in words: seconds under a minute, else whole minutes rounded up. */
export function waitInJapanese(waitSeconds: number): string {
	return waitSeconds < 60 ? `${waitSeconds}秒` : `${Math.ceil(waitSeconds / 60)}分`;
}
