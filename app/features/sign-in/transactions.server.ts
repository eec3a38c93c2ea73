import {
	OAUTH_TRANSACTION_MAX_AGE,
	OAUTH_TRANSACTIONS_KEPT,
	type OAuthTransaction,
	type RequestCookies,
} from "#app/session/cookies.server";

const isFresh = (transaction: OAuthTransaction, now: number) =>
	now - transaction.createdAt <= OAUTH_TRANSACTION_MAX_AGE * 1000;

/**
 * The transactions' JSON is kept under this, so the sealed cookie stays well under 4 KB: sign-in
 * starts from a cross-site page cannot push a member's cookies towards the edge's header limit.
 */
const TRANSACTIONS_JSON_BUDGET = 2_400;

/** Keeps a new sign-in beside those other tabs started (bounded in number and bytes), so a second tab does not break the first. */
export function rememberTransaction(cookies: RequestCookies, transaction: OAuthTransaction): void {
	const now = Date.now();
	const kept = (cookies.oauthTransaction.value?.transactions ?? []).filter((other) => isFresh(other, now));
	const transactions = [...kept, transaction].slice(-OAUTH_TRANSACTIONS_KEPT);
	// The newest always stays: its return path is bounded by rememberablePath.
	while (transactions.length > 1 && JSON.stringify({ transactions }).length > TRANSACTIONS_JSON_BUDGET) {
		transactions.shift();
	}
	cookies.oauthTransaction.set({ transactions });
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
