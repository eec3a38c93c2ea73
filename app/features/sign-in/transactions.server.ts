import {
	OAUTH_TRANSACTION_MAX_AGE,
	OAUTH_TRANSACTIONS_KEPT,
	type OAuthTransaction,
	type RequestCookies,
} from "#app/session/cookies.server";

const isFresh = (transaction: OAuthTransaction, now: number) =>
	now - transaction.createdAt <= OAUTH_TRANSACTION_MAX_AGE * 1000;

/** Keeps a new sign-in beside those other tabs started (bounded), so a second tab does not break the first. */
export function rememberTransaction(cookies: RequestCookies, transaction: OAuthTransaction): void {
	const now = Date.now();
	const kept = (cookies.oauthTransaction.value?.transactions ?? []).filter((other) => isFresh(other, now));
	cookies.oauthTransaction.set({ transactions: [...kept, transaction].slice(-OAUTH_TRANSACTIONS_KEPT) });
}

type TakenTransaction =
	| { found: OAuthTransaction }
	/** `none`: no sign-in is pending in this browser (or all expired); `unknown`: others are, not this one. */
	| { found: null; reason: "none" | "unknown" };

/** Removes the transaction of `state` from the browser (single use) and hands it over when still fresh. */
export function takeTransaction(cookies: RequestCookies, state: string): TakenTransaction {
	const now = Date.now();
	const all = cookies.oauthTransaction.value?.transactions ?? [];
	const fresh = all.filter((transaction) => isFresh(transaction, now));
	const found = fresh.find((transaction) => constantTimeEqual(transaction.state, state)) ?? null;
	const rest = fresh.filter((transaction) => transaction !== found);
	if (rest.length > 0) cookies.oauthTransaction.set({ transactions: rest });
	else cookies.oauthTransaction.clear();
	if (found) return { found };
	return { found: null, reason: fresh.length > 0 ? "unknown" : "none" };
}

function constantTimeEqual(a: string, b: string): boolean {
	if (a.length !== b.length) return false;
	let difference = 0;
	for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
	return difference === 0;
}
