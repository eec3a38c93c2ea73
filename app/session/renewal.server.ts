import type { MemberSession } from "./cookies.server";

/** One renewal per refresh token, shared by every request carrying it, so the provider sees it once (decision 009). */

/** Requests still carrying the old cookie within this time receive the same new tokens. */
export const RENEWAL_GRACE_MS = 30_000;
/** A renewal that timed out is tried once more after this pause (docs/decisions/009-session-renewal.md). */
export const RENEWAL_RETRY_DELAY_MS = 5_000;

export type RenewalOutcome = { status: "renewed"; session: MemberSession } | { status: "failed"; reason: string };

type RenewalDependencies = {
	refresh(session: MemberSession): Promise<MemberSession>;
	sleep(milliseconds: number): Promise<void>;
	now(): number;
};

export const sleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** A request that ran out of time, as our OAuth client reports it (an OAuthError "network timeout"). */
export function isTimeout(error: unknown): boolean {
	return error instanceof Error && (error.name === "TimeoutError" || /timeout/i.test(error.message));
}

function failed(error: unknown): RenewalOutcome {
	return { status: "failed", reason: error instanceof Error ? error.message : "renewal failed" };
}

/** One renewal: a timeout is retried once after 5 s; anything else is final. */
export async function renewWithRetry(session: MemberSession, deps: RenewalDependencies): Promise<RenewalOutcome> {
	try {
		return { status: "renewed", session: await deps.refresh(session) };
	} catch (error) {
		if (!isTimeout(error)) return failed(error);
	}
	await deps.sleep(RENEWAL_RETRY_DELAY_MS);
	try {
		return { status: "renewed", session: await deps.refresh(session) };
	} catch (error) {
		return failed(error);
	}
}

type Entry = { outcome: Promise<RenewalOutcome>; settledAt?: number };

/** Renewals in flight and settled, by refresh token; in memory only, dropped after the grace. */
export class RenewalCoordinator {
	readonly #entries = new Map<string, Entry>();

	constructor(private readonly deps: RenewalDependencies) {}

	renew(session: MemberSession): Promise<RenewalOutcome> {
		this.#forgetSettled();
		const key = session.refresh_token ?? session.access_token;
		const existing = this.#entries.get(key);
		if (existing) return existing.outcome;
		const entry: Entry = {
			outcome: renewWithRetry(session, this.deps).then((outcome) => {
				entry.settledAt = this.deps.now();
				// Memory hygiene: the new tokens do not outlive the grace even if no request comes again.
				setTimeout(() => this.#forgetSettled(), RENEWAL_GRACE_MS + 1);
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
