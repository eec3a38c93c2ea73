/*
 * The rules of a member's sign-in registry (docs/decisions/180-sign-in-registry.md): which sign-ins
 * are kept, how long, and what ending one does. Pure: the Durable Object stores the rows and passes
 * the time in (worker/durable/sign-in-registry.ts).
 */

/** How a sign-in passed two-factor: a code by SMS or e-mail, or a browser trusted earlier; null while owed. */
export type SecondFactor = "sms" | "email" | "trusted";

/** One sign-in as the registry keeps it: no token, no address, no full User-Agent. */
export type SignInRow = {
	/** A digest of the sign-in's id: never the id itself, which names its renewal object. */
	key: string;
	startedAt: number;
	lastUsedAt: number;
	/** The sign-in's absolute end: the row is dropped then. */
	endsAt: number;
	/** 「iPhone・Safari」 */
	device: string;
	/** 「東京都」, 「日本国外」 or 「不明」 */
	place: string;
	trusted: boolean;
	secondFactor: SecondFactor | null;
	/**
	 * Ended from another sign-in: `pending` until its browser is next seen, then `told`;
	 * `signed-out`: its browser signed out (or was signed out) by itself, its tokens already gone.
	 */
	ended?: "pending" | "told" | "signed-out";
};

/** What a sign-in's browser learns when it is next seen. */
export type Standing = "live" | "ended" | "told";

/** The sign-ins shown to the member; older ones are dropped as a new one starts. */
export const LIVE_SIGN_INS_KEPT = 20;
/** Ended sign-ins are remembered (to refuse them) until their end, at most this many. */
const ENDED_SIGN_INS_KEPT = 50;
/** The latest sign-ins the history shows, ended ones too. */
export const HISTORY_SHOWN = 10;
/** A sign-in's last use is written at most once a minute, however often its browser is seen. */
export const LAST_USE_PRECISION_MS = 60_000;

const newestFirst = (a: SignInRow, b: SignInRow) => b.startedAt - a.startedAt;

/** Drops what has passed its end and what is over the bounds, newest kept. */
export function pruned(rows: readonly SignInRow[], now: number): SignInRow[] {
	const current = rows.filter((row) => row.endsAt > now).sort(newestFirst);
	const live = current.filter((row) => row.ended === undefined).slice(0, LIVE_SIGN_INS_KEPT);
	const ended = current.filter((row) => row.ended !== undefined).slice(0, ENDED_SIGN_INS_KEPT);
	return [...live, ...ended].sort(newestFirst);
}

/** A new sign-in, written at the callback (a second write of the same key replaces the first). */
export function recorded(rows: readonly SignInRow[], row: SignInRow, now: number): SignInRow[] {
	return pruned([...rows.filter((kept) => kept.key !== row.key), row], now);
}

/**
 * The browser of `key` used its sign-in now. An ended sign-in is told so once (`ended`: its tokens
 * are to be revoked), then `told`; one the registry does not know (it was down at the sign-in, or
 * the sign-in was pushed out by newer ones) is written from `seen`. `rows` comes back as it was
 * when nothing is to be written (a live sign-in seen again within the minute).
 */
export function touched(
	rows: readonly SignInRow[],
	key: string,
	seen: SignInRow,
	now: number,
): { rows: readonly SignInRow[]; standing: Standing } {
	const row = rows.find((kept) => kept.key === key);
	if (!row) return { rows: recorded(rows, { ...seen, key, lastUsedAt: now }, now), standing: "live" };
	if (row.ended === "pending") return { rows: replaced(rows, { ...row, ended: "told" }, now), standing: "ended" };
	if (row.ended !== undefined) return { rows, standing: "told" };
	const fresh = now - row.lastUsedAt < LAST_USE_PRECISION_MS && row.trusted === seen.trusted;
	if (fresh) return { rows, standing: "live" };
	return { rows: replaced(rows, { ...row, lastUsedAt: now, trusted: seen.trusted }, now), standing: "live" };
}

/** The browser of `key` signed out, or its sign-in was replaced or ran idle: listed no more, nothing to revoke. */
export function signedOut(rows: readonly SignInRow[], key: string, now: number): SignInRow[] {
	const row = rows.find((kept) => kept.key === key);
	if (!row || row.ended !== undefined) return pruned(rows, now);
	return replaced(rows, { ...row, ended: "signed-out", lastUsedAt: now }, now);
}

/** Two-factor passed on the sign-in `key`, by `secondFactor`; `trusted`: the member ticked trust. */
export function passed(
	rows: readonly SignInRow[],
	key: string,
	secondFactor: SecondFactor,
	trusted: boolean,
	now: number,
): SignInRow[] {
	return pruned(
		rows.map((row) => (row.key === key ? { ...row, secondFactor, trusted } : row)),
		now,
	);
}

/**
 * Ends the sign-ins `which` names, never `keep` (the asking browser's own). Ending one already
 * ended changes nothing, so a request sent again ends nothing twice. Returns how many are ended now.
 */
export function ended(
	rows: readonly SignInRow[],
	which: { only: string } | "others",
	keep: string,
	now: number,
): { rows: SignInRow[]; count: number } {
	const chosen = (row: SignInRow) => row.key !== keep && (which === "others" || row.key === which.only);
	const next = rows.map((row) =>
		chosen(row) && row.ended === undefined ? { ...row, ended: "pending" as const } : row,
	);
	// Every chosen row is ended now: those just ended and those ended before.
	return { rows: pruned(next, now), count: next.filter(chosen).length };
}

/** What the member's page shows: the sign-ins still live, last used first, and the latest sign-ins. */
export function listed(rows: readonly SignInRow[], now: number): { signIns: SignInRow[]; history: SignInRow[] } {
	const current = pruned(rows, now);
	return {
		signIns: current.filter((row) => row.ended === undefined).sort((a, b) => b.lastUsedAt - a.lastUsedAt),
		history: current.slice(0, HISTORY_SHOWN),
	};
}

function replaced(rows: readonly SignInRow[], row: SignInRow, now: number): SignInRow[] {
	return pruned(
		rows.map((kept) => (kept.key === row.key ? row : kept)),
		now,
	);
}
