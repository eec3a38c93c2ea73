import { describe, expect, it } from "vitest";
import { exactRatio, keeps, median, pairedRatio, ratio } from "../../bench/stats.ts";

describe("bench:compare arithmetic", () => {
	it("takes the middle of an odd count whatever the order", () => {
		expect(median([8.38, 4.24, 9.06])).toBe(8.38);
		expect(median([3])).toBe(3);
		expect(median([140, 130, 312, 511, 371])).toBe(312);
	});

	it("averages the two middle values of an even count", () => {
		expect(median([1, 4, 2, 3])).toBe(2.5);
	});

	it("refuses an empty series instead of inventing a figure", () => {
		expect(() => median([])).toThrow();
	});

	it("leaves the input untouched", () => {
		const rounds = [3, 1, 2];
		median(rounds);
		expect(rounds).toEqual([3, 1, 2]);
	});

	it("divides ours by the template's, rounded to two decimals", () => {
		expect(ratio(8.38, 4.24)).toBe(1.98);
		expect(ratio(130, 312)).toBe(0.42);
		expect(ratio(126.8, 112.3)).toBe(1.13);
		expect(ratio(1, 3, 3)).toBe(0.333);
	});

	it("has no ratio without a template figure", () => {
		expect(ratio(5, 0)).toBeNull();
		expect(ratio(5, Number.NaN)).toBeNull();
		expect(ratio(Number.POSITIVE_INFINITY, 2)).toBeNull();
	});

	it("judges the unrounded ratio: a size 0.4% over the template's is over a 1.0 line", () => {
		// A lime page once measured 111,199 B against the template's 110,799 B prints as 1.00.
		expect(ratio(111_199, 110_799)).toBe(1);
		expect(keeps(exactRatio(111_199, 110_799), { atMost: 1.0 })).toBe(false);
		expect(keeps(exactRatio(110_799, 110_799), { atMost: 1.0 })).toBe(true);
		expect(exactRatio(1, 0)).toBeNull();
	});

	it("judges lower-is-better and higher-is-better limits at their boundary", () => {
		expect(keeps(1.25, { atMost: 1.25 })).toBe(true);
		expect(keeps(1.26, { atMost: 1.25 })).toBe(false);
		expect(keeps(0.8, { atLeast: 0.8 })).toBe(true);
		expect(keeps(0.79, { atLeast: 0.8 })).toBe(false);
		expect(keeps(null, { atLeast: 0 })).toBe(false);
	});
});

describe("pairedRatio", () => {
	it("takes the median of each round's own ratio, so a round slower for both sides cancels", () => {
		// Round 3 is slow for both builds: the ratio of the medians (24.6 / 23.06) would blame ours.
		const rounds: [number, number][] = [
			[19.8, 21.38],
			[19.02, 23.06],
			[24.6, 26.42],
		];
		expect(pairedRatio(rounds)).toBeCloseTo(19.8 / 21.38, 10);
	});

	it("leaves out a round without a figure, and has none when no round has one", () => {
		expect(
			pairedRatio([
				[3, 0],
				[3, 2],
				[4, 2],
				[5, 2],
			]),
		).toBe(2);
		expect(pairedRatio([[1, 0]])).toBeNull();
	});
});
