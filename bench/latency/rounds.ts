/**
 * Upstream rounds of one page: the calls its request made, grouped where they overlap in time. Calls
 * that run side by side cost the member one wait, so a page's latency floor is its number of rounds
 * times the upstream's answer time (docs/performance.md, "Latency").
 */

import { type Round as LibRound, upstreamRounds } from "../../app/lib/api/upstream-timing.ts";

/** One call as the upstream saw it: when it arrived and when its answer was ready (ms, one clock). */
export type UpstreamCall = { start: number; end: number; method?: string; path?: string };

export type Round = LibRound<UpstreamCall>;

export type RoundsSummary = {
	/** Rounds on the critical path: groups of calls that overlap, one after another. */
	rounds: number;
	/** Calls counted (those that started before `until`). */
	calls: number;
	/** Time the page waited for the upstream: the rounds' spans added up. */
	upstreamMs: number;
	detail: Round[];
};

/**
 * Groups calls into rounds as the worker's Server-Timing does (app/lib/api/upstream-timing.ts).
 * `until`: calls that started at or after this time (the page's last byte) were not waited for
 * (work after the answer) and are left out.
 */
export function roundsOf(calls: readonly UpstreamCall[], until = Number.POSITIVE_INFINITY): RoundsSummary {
	const waited = calls.filter((call) => call.start < until);
	for (const call of waited) {
		if (call.end < call.start) throw new Error(`a call cannot end (${call.end}) before it starts (${call.start})`);
	}
	const detail = upstreamRounds(waited);
	return {
		rounds: detail.length,
		calls: waited.length,
		upstreamMs: detail.reduce((sum, round) => sum + (round.end - round.start), 0),
		detail,
	};
}
