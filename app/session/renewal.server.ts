import type { MemberSession } from "./cookies.server";
import { OAuthError } from "./oauth.server";

/*
 * One renewal per refresh token, shared by every request carrying it, so the provider sees it once;
 * a blip at the provider never signs the member out (docs/decisions/009-session-renewal.md,
 * docs/decisions/130-renewal-survives-blips.md).
 */

/** Requests still carrying the old cookie within this time receive the same new tokens. */
export const RENEWAL_GRACE_MS = 30_000;
/** A second try needs at least this much of the request's time left to be worth sending. */
export const MIN_RETRY_MS = 500;

export type RenewalOutcome =
	| { status: "renewed"; session: MemberSession }
	/** `refused`: the grant is gone (invalid_grant), the only failure that ends the sign-in. */
	| { status: "failed"; reason: string; refused: boolean };

type RenewalDependencies = {
	/** One token request, given the milliseconds it may take. */
	refresh(session: MemberSession, timeoutMs: number): Promise<MemberSession>;
	now(): number;
};

/** The provider refused the refresh token (spent, revoked or expired): signing in again is the only way on. */
export function isRefusedGrant(error: unknown): boolean {
	return error instanceof OAuthError && error.failure === "refused";
}

function failed(error: unknown): RenewalOutcome {
	const reason = error instanceof Error ? error.message : "renewal failed";
	return { status: "failed", reason, refused: isRefusedGrant(error) };
}

/**
 * One renewal within `timeoutMs`: a transient failure (5xx, timeout, cut) is tried once more at
 * once with the same refresh token, which the provider's reuse interval accepts when its rotated
 * answer was lost on the way; a refusal is final.
 */
export async function renewWithRetry(
	session: MemberSession,
	deps: RenewalDependencies,
	timeoutMs: number,
): Promise<RenewalOutcome> {
	const deadline = deps.now() + timeoutMs;
	let lastError: unknown;
	for (let attempt = 1; attempt <= 2; attempt++) {
		const left = deadline - deps.now();
		if (attempt > 1 && left < MIN_RETRY_MS) break;
		try {
			return { status: "renewed", session: await deps.refresh(session, left) };
		} catch (error) {
			lastError = error;
			if (isRefusedGrant(error)) break;
		}
	}
	return failed(lastError);
}

type Entry = { outcome: Promise<RenewalOutcome>; settledAt?: number };

/** Renewals in flight and settled, by refresh token; in memory only, dropped after the grace. */
export class RenewalCoordinator {
	readonly #entries = new Map<string, Entry>();

	constructor(private readonly deps: RenewalDependencies) {}

	renew(session: MemberSession, timeoutMs: number): Promise<RenewalOutcome> {
		this.#forgetSettled();
		const key = session.refresh_token ?? session.access_token;
		const existing = this.#entries.get(key);
		if (existing) return existing.outcome;
		const entry: Entry = {
			outcome: renewWithRetry(session, this.deps, timeoutMs).then((outcome) => {
				entry.settledAt = this.deps.now();
				// A failure is not kept: the next request asks the provider again.
				if (outcome.status === "failed") this.#entries.delete(key);
				// Memory hygiene: the new tokens do not outlive the grace even if no request comes again.
				else setTimeout(() => this.#forgetSettled(), RENEWAL_GRACE_MS + 1);
				return outcome;
			}),
		};
		this.#entries.set(key, entry);
		return entry.outcome;
	}

	/** How many renewals are held: tests prove the tokens go after the grace. */
	get size(): number {
		return this.#entries.size;
	}

	#forgetSettled(): void {
		const now = this.deps.now();
		for (const [key, entry] of this.#entries) {
			// Stryker disable next-line ConditionalExpression: equivalent, for an entry in flight `now - undefined` is NaN, which is never >= the grace below.
			if (entry.settledAt === undefined) continue;
			if (now - entry.settledAt >= RENEWAL_GRACE_MS) this.#entries.delete(key);
		}
	}
}
