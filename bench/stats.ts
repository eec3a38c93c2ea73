// The arithmetic of `npm run bench:compare`: medians over rounds, ratios to the template, and
// whether a ratio keeps its limit. Plain TypeScript (erasable syntax) so Node runs it as it is and
// the unit tests import it.

/** Middle value; the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number {
	if (values.length === 0) throw new Error("median of no values");
	const sorted = values.toSorted((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 === 1
		? (sorted[middle] as number)
		: ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** ours / template unrounded, as a limit is judged; null when there is nothing to divide by. */
export function exactRatio(ours: number, template: number): number | null {
	if (!Number.isFinite(ours) || !Number.isFinite(template) || template <= 0) return null;
	return ours / template;
}

/**
 * The median of each pair's ours / theirs: two builds measured in the same round share that round's
 * machine, so a round slower for both cancels (docs/decisions/124-guards-against-their-own-build.md).
 */
export function pairedRatio(pairs: readonly (readonly [number, number])[]): number | null {
	const ratios = pairs.map(([ours, theirs]) => exactRatio(ours, theirs)).filter((r) => r !== null);
	return ratios.length > 0 ? median(ratios) : null;
}

/** ours / template, to `digits` decimals, as it is printed. */
export function ratio(ours: number, template: number, digits = 2): number | null {
	const exact = exactRatio(ours, template);
	if (exact === null) return null;
	const factor = 10 ** digits;
	return Math.round(exact * factor) / factor;
}

/** A ratio's acceptance line: lower is better (`atMost`, CPU and bytes) or higher is (`atLeast`, req/s). */
export type Limit = { atMost: number } | { atLeast: number };

export function keeps(value: number | null, limit: Limit): boolean {
	if (value === null) return false;
	return "atMost" in limit ? value <= limit.atMost : value >= limit.atLeast;
}
