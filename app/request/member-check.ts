import type { MemberCheckOutcome } from "./context.server";

/** What a failed member check threw: every layer passes these on untouched (see `isCheckOutcome`). */
const checkOutcomes = new WeakSet<object>();

/** Throws what a failed check decided; returns when it passed. */
export function throwIfCheckFailed(outcome: MemberCheckOutcome): void {
	if (outcome.passed) return;
	if (typeof outcome.thrown === "object" && outcome.thrown !== null) checkOutcomes.add(outcome.thrown);
	throw outcome.thrown;
}

/** A failed member check's redirect or error screen, travelling through a page's own error handling. */
export function isCheckOutcome(error: unknown): boolean {
	return typeof error === "object" && error !== null && checkOutcomes.has(error);
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A promise that never rejects: its value or its error, to be judged later. */
export function asSettled<T>(promise: Promise<T>): Promise<Settled<T>> {
	return promise.then(
		(value) => ({ ok: true as const, value }),
		(error: unknown) => ({ ok: false as const, error }),
	);
}

/**
 * A call started beside the member check: it runs now, its answer is handed over once the check
 * has passed, and a failed check's outcome replaces it.
 */
export async function answerAfterCheck<T>(check: Promise<MemberCheckOutcome>, call: Promise<T>): Promise<T> {
	const result = asSettled(call);
	throwIfCheckFailed(await check);
	const settled = await result;
	if (settled.ok) return settled.value;
	throw settled.error;
}

/** A write waits for the check: it never starts for a member the check turns away. */
export async function startAfterCheck<T>(check: Promise<MemberCheckOutcome>, call: () => Promise<T>): Promise<T> {
	throwIfCheckFailed(await check);
	return call();
}
