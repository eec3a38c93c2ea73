import type { UpstreamFetch } from "./upstream-fetch";

/**
 * When one upstream call started and ended, in milliseconds. `order` places the same two events
 * among all calls' events: a Worker's clock stands still between I/O, so two calls that did
 * overlap can show equal times.
 */
export type CallSpan = { start: number; end: number; order?: { start: number; end: number } };

/** Calls that overlap are one round; the time is what the rounds cover end to end, gaps left out. */
export type UpstreamTiming = { rounds: number; durationMs: number };

/** The rounds a request waited for: overlapping calls merged, each group one round. */
export function upstreamTiming(spans: readonly CallSpan[]): UpstreamTiming {
	const at = (span: CallSpan) => span.order ?? span;
	const sorted = [...spans].sort((a, b) => at(a).start - at(b).start);
	let rounds = 0;
	let durationMs = 0;
	let group: { until: number; start: number; end: number } | null = null;
	for (const span of sorted) {
		if (group && at(span).start < group.until) {
			group.until = Math.max(group.until, at(span).end);
			group.end = Math.max(group.end, span.end);
			continue;
		}
		if (group) durationMs += group.end - group.start;
		rounds++;
		group = { until: at(span).end, start: span.start, end: span.end };
	}
	if (group) durationMs += group.end - group.start;
	return { rounds, durationMs };
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

/** The `Server-Timing` value of a page: upstream time and rounds, nothing about the member. */
export function serverTimingHeader({ rounds, durationMs }: UpstreamTiming): string {
	return `upstream;dur=${durationMs.toFixed(1)}, rounds;desc="${rounds}"`;
}
