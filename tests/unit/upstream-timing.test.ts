import { describe, expect, it } from "vitest";
import { recordingSpans, serverTimingHeader, upstreamTiming } from "#app/lib/api/upstream-timing";

describe("upstreamTiming (rounds on a page's critical path)", () => {
	it("counts no round for a page without calls", () => {
		expect(upstreamTiming([])).toEqual({ rounds: 0, durationMs: 0, calls: 0 });
	});

	it("counts overlapping calls as one round, however they overlap", () => {
		const spans = [
			{ start: 0, end: 100 },
			{ start: 2, end: 104 },
			{ start: 99, end: 150 },
		];
		expect(upstreamTiming(spans)).toEqual({ rounds: 1, durationMs: 150, calls: 3 });
	});

	it("counts a call that starts after another ended as a second round, and leaves the gap out of the time", () => {
		const spans = [
			{ start: 200, end: 300 },
			{ start: 0, end: 100 },
			{ start: 1, end: 102 },
		];
		expect(upstreamTiming(spans)).toEqual({ rounds: 2, durationMs: 202, calls: 3 });
	});

	it("counts a call that starts exactly when the previous ended as its own round", () => {
		expect(
			upstreamTiming([
				{ start: 0, end: 10 },
				{ start: 10, end: 20 },
			]).rounds,
		).toBe(2);
	});
});

describe("recordingSpans", () => {
	it("keeps the span of every call, failed ones included", async () => {
		let clock = 0;
		const { fetch, spans } = recordingSpans(
			async (input) => {
				clock += 5;
				if (String(input).endsWith("/fail")) throw new TypeError("network");
				return new Response("ok");
			},
			() => clock,
		);
		await fetch("https://api.test/ok");
		await expect(fetch("https://api.test/fail")).rejects.toThrow("network");
		expect(spans).toEqual([
			{ start: 0, end: 5, order: { start: 0, end: 1 } },
			{ start: 5, end: 10, order: { start: 2, end: 3 } },
		]);
	});

	it("tells calls that overlapped from calls made one after the other when the clock stood still", async () => {
		const { fetch, spans } = recordingSpans(
			async () => new Response("ok"),
			() => 7,
		);
		await Promise.all([fetch("https://api.test/a"), fetch("https://api.test/b")]);
		await fetch("https://api.test/c");
		expect(upstreamTiming(spans)).toEqual({ rounds: 2, durationMs: 0, calls: 3 });
	});
});

describe("serverTimingHeader", () => {
	it("says the upstream time, the rounds and the calls, and nothing else", () => {
		expect(serverTimingHeader({ rounds: 1, durationMs: 103.26, calls: 3 })).toBe(
			'upstream;dur=103.3, rounds;desc="1", calls;desc="3"',
		);
	});
});
