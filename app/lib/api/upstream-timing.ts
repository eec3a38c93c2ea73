import type { UpstreamFetch } from "./upstream-fetch";

/**
 * When one upstream call started and ended, in milliseconds. `order` places the same two events
 * among all calls' events: a Worker's clock stands still between I/O, so two calls that did
 * overlap can show equal times.
 */
export type CallSpan = { start: number; end: number; order?: { start: number; end: number } };

/** Calls that overlap are one round; the time is what the rounds cover end to end, gaps left out. */
type UpstreamTiming = { rounds: number; durationMs: number; calls: number };

/** A round: calls that overlapped, and when the first started and the last ended. */
export type Round<S extends CallSpan = CallSpan> = { start: number; end: number; calls: S[] };

/** The rounds a request waited for: overlapping calls merged, each group one round, in order. */
export function upstreamRounds<S extends CallSpan>(spans: readonly S[]): Round<S>[] {
	const at = (span: CallSpan) => span.order ?? span;
	const sorted = [...spans].sort((a, b) => at(a).start - at(b).start || at(a).end - at(b).end);
	const rounds: (Round<S> & { until: number })[] = [];
	for (const span of sorted) {
		const current = rounds.at(-1);
		if (current && at(span).start < current.until) {
			current.calls.push(span);
			current.until = Math.max(current.until, at(span).end);
			current.end = Math.max(current.end, span.end);
		} else {
			rounds.push({ start: span.start, end: span.end, until: at(span).end, calls: [span] });
		}
	}
	return rounds.map(({ until: _, ...round }) => round);
}

/** How many rounds, and the time they cover end to end (gaps left out). */
export function upstreamTiming(spans: readonly CallSpan[]): UpstreamTiming {
	const rounds = upstreamRounds(spans);
	return {
		rounds: rounds.length,
		durationMs: rounds.reduce((sum, round) => sum + (round.end - round.start), 0),
		calls: spans.length,
	};
}

/** `fetch`, with every call's span kept (a call that failed still took its time). */
export function recordingSpans(
	fetch: UpstreamFetch,
	now: () => number = () => performance.now(),
): { fetch: UpstreamFetch; spans: CallSpan[] } {
	const spans: CallSpan[] = [];
	let events = 0;
	const recorded: UpstreamFetch = async (input, init) => {
		const start = now();
		const first = events++;
		try {
			return await fetch(input, init);
		} finally {
			spans.push({ start, end: now(), order: { start: first, end: events++ } });
		}
	};
	return { fetch: recorded, spans };
}

/** The `Server-Timing` value of a page: upstream time, rounds and calls, nothing about the member. */
export function serverTimingHeader({ rounds, durationMs, calls }: UpstreamTiming): string {
	return `upstream;dur=${durationMs.toFixed(1)}, rounds;desc="${rounds}", calls;desc="${calls}"`;
}
