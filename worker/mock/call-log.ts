/** One call the standalone upstream answered: its arrival and the moment its answer was ready (epoch ms). */
type LoggedCall = { method: string; path: string; status: number; start: number; end: number };

/**
 * What the standalone upstream (worker/mock/standalone.ts) was asked, in order, and how long it makes
 * each call wait. Kept by the one isolate that `wrangler dev` runs; the latency bench reads and clears it.
 */
export class CallLog {
	readonly #calls: LoggedCall[] = [];

	constructor(
		/** Milliseconds every call waits before the mock answers it. */
		public delayMs: number,
		/** Calls kept at most: the oldest are dropped (a load test makes many). */
		readonly limit = 10_000,
	) {}

	record(call: LoggedCall): void {
		this.#calls.push(call);
		if (this.#calls.length > this.limit) this.#calls.shift();
	}

	get calls(): readonly LoggedCall[] {
		return this.#calls;
	}

	clear(): void {
		this.#calls.length = 0;
	}
}

/** A delay given as text (a var, a query): a whole number of ms from 0 to 60 s, or null. */
export function parseDelay(value: unknown): number | null {
	if (typeof value !== "string" || !/^\d{1,5}$/.test(value)) return null;
	const ms = Number(value);
	return ms <= 60_000 ? ms : null;
}
