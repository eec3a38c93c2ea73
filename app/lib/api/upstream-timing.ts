import type { UpstreamFetch } from "./upstream-fetch";

/** When one upstream call started and ended (milliseconds on one clock). */
export type CallSpan = { start: number; end: number };

/** Calls that overlap are one round; the time is what the rounds cover end to end, gaps left out. */
export type UpstreamTiming = { rounds: number; durationMs: number };

/** The rounds a request waited for: overlapping calls merged, each group one round. */
export function upstreamTiming(spans: readonly CallSpan[]): UpstreamTiming {
	const sorted = [...spans].sort((a, b) => a.start - b.start);
	let rounds = 0;
	let durationMs = 0;
	let groupStart = 0;
	let groupEnd = Number.NEGATIVE_INFINITY;
	for (const span of sorted) {
		if (span.start < groupEnd) {
			groupEnd = Math.max(groupEnd, span.end);
			continue;
		}
		if (rounds > 0) durationMs += groupEnd - groupStart;
		rounds++;
		groupStart = span.start;
		groupEnd = span.end;
	}
	if (rounds > 0) durationMs += groupEnd - groupStart;
	return { rounds, durationMs };
}

/** `fetch`, with every call's span kept (a call that failed still took its time). */
export function recordingSpans(
	fetch: UpstreamFetch,
	now: () => number = () => performance.now(),
): { fetch: UpstreamFetch; spans: CallSpan[] } {
	const spans: CallSpan[] = [];
	const recorded: UpstreamFetch = async (input, init) => {
		const start = now();
		try {
			return await fetch(input, init);
		} finally {
			spans.push({ start, end: now() });
		}
	};
	return { fetch: recorded, spans };
}

/** The `Server-Timing` value of a page: upstream time and rounds, nothing about the member. */
export function serverTimingHeader({ rounds, durationMs }: UpstreamTiming): string {
	return `upstream;dur=${durationMs.toFixed(1)}, rounds;desc="${rounds}"`;
}
