import { formatShortDate } from "./chart-format";

/** One week of a member's record: the week's first day, and null for a week without records. */
export type WeeklyPoint = { date: string; value: number | null };

type Recorded = { date: string; value: number };

function recordedWeeks(points: readonly WeeklyPoint[]): Recorded[] {
	return points.filter((point): point is Recorded => point.value !== null);
}

type SeriesSummary = {
	/** The most recent week with a record. */
	latest: Recorded | null;
	/** Latest minus the earliest recorded week; null with fewer than two records. */
	change: number | null;
	/** Mean of the recorded weeks; null without records. */
	average: number | null;
	recordedWeeks: number;
};

export function summarizeSeries(points: readonly WeeklyPoint[]): SeriesSummary {
	const recorded = recordedWeeks(points);
	const first = recorded[0];
	const latest = recorded.at(-1);
	return {
		latest: latest ?? null,
		change: first && latest && recorded.length > 1 ? latest.value - first.value : null,
		average: recorded.length > 0 ? recorded.reduce((sum, point) => sum + point.value, 0) / recorded.length : null,
		recordedWeeks: recorded.length,
	};
}

/** The smallest of 1, 2, 2.5, 5 × 10ⁿ that splits `span` into at most `intervals` parts. */
function roundStep(span: number, intervals: number): number {
	const raw = span / intervals;
	const power = 10 ** Math.floor(Math.log10(raw));
	const factor = [1, 2, 2.5, 5].find((candidate) => candidate * power >= raw) ?? 10;
	return factor * power;
}

/** The value axis at round numbers: bars stand on zero, a line spans its own values (a flat one sits mid-box). */
export function valueTicks(values: readonly number[], kind: "line" | "bar"): number[] {
	if (values.length === 0) return [];
	const highest = Math.max(...values);
	const lowest = kind === "bar" ? Math.min(0, ...values) : Math.min(...values);
	const span = highest - lowest || Math.abs(highest) / 10 || 1;
	const step = roundStep(span, kind === "bar" ? 4 : 3);
	let floor = Math.floor(lowest / step) * step;
	let ceiling = Math.ceil(highest / step) * step;
	if (ceiling === floor) {
		if (kind === "line") floor -= step;
		ceiling += step;
	}
	const count = Math.round((ceiling - floor) / step);
	// toPrecision drops float noise such as 77.10000000000001.
	return Array.from({ length: count + 1 }, (_, index) => Number((floor + index * step).toPrecision(12)));
}

/** About four weeks to label, evenly spaced, always the first and the last. */
export function labelledWeeks(count: number): number[] {
	const every = Math.max(1, Math.ceil((count - 1) / 3));
	const indices: number[] = [];
	for (let index = 0; index < count; index += every) indices.push(index);
	const last = count - 1;
	const previous = indices.at(-1) ?? 0;
	if (count > 0 && previous !== last) {
		// A last label too close to the one before would overlap it.
		if (last - previous < every / 2) indices.pop();
		indices.push(last);
	}
	return indices;
}

/** The drawing's box in CSS pixels: its height is fixed (no layout shift), its width follows the page. */
export const CHART_BOX = { height: 240, top: 24, bottom: 28 } as const;

type ChartDrawing = {
	/** Grid lines at round values; y in px from the top. */
	ticks: { y: number; value: number }[];
	/** One bar per recorded week; x and width in % of the box. */
	bars: { x: number; width: number; y: number; height: number }[];
	/** The line between consecutive recorded weeks only: a week without records is a gap. */
	segments: { x1: number; y1: number; x2: number; y2: number }[];
	/** One dot per recorded week, so a week between two gaps still shows. */
	dots: { x: number; y: number }[];
};

const round = (value: number) => Math.round(value * 100) / 100;

/** The middle of a week's slot, in % of the box: frappe-charts centres its bars the same way. */
const slotCentre = (index: number, count: number) => round((100 / count) * (index + 0.5));

type WeekLabel = { x: number; text: string; anchor: "start" | "middle" | "end" };

/** The week labels (labelledWeeks) at their slots, the first and last held inside the box. */
export function weekLabels(points: readonly WeeklyPoint[]): WeekLabel[] {
	const labelled = new Set(labelledWeeks(points.length));
	const last = points.length - 1;
	return points.flatMap((point, index): WeekLabel[] => {
		if (!labelled.has(index)) return [];
		const text = formatShortDate(point.date);
		if (index === 0) return [{ x: 0, text, anchor: "start" }];
		if (index === last) return [{ x: 100, text, anchor: "end" }];
		return [{ x: slotCentre(index, points.length), text, anchor: "middle" }];
	});
}

/**
 * A weekly series on a time axis: every week has its slot, recorded or not, so the distance between
 * two points is the time between them (decision 118).
 */
export function drawWeeklyChart(points: readonly WeeklyPoint[], kind: "line" | "bar"): ChartDrawing {
	const ticks = valueTicks(
		recordedWeeks(points).map((point) => point.value),
		kind,
	);
	const floor = ticks[0];
	const ceiling = ticks.at(-1);
	if (floor === undefined || ceiling === undefined) return { ticks: [], bars: [], segments: [], dots: [] };
	const { height, top, bottom } = CHART_BOX;
	const plotHeight = height - top - bottom;
	const yOf = (value: number) => round(top + plotHeight - ((value - floor) / (ceiling - floor)) * plotHeight);
	const slot = 100 / points.length;
	const xOf = (index: number) => slotCentre(index, points.length);
	const placed = points.map((point, index) => (point.value === null ? null : { x: xOf(index), y: yOf(point.value) }));
	return {
		ticks: ticks.map((value) => ({ y: yOf(value), value })),
		bars:
			kind === "bar"
				? placed.flatMap((point) =>
						point
							? [
									{
										x: round(point.x - slot * 0.3),
										width: round(slot * 0.6),
										y: point.y,
										height: round(yOf(floor) - point.y),
									},
								]
							: [],
					)
				: [],
		segments:
			kind === "line"
				? placed.flatMap((point, index) => {
						const next = placed[index + 1];
						return point && next ? [{ x1: point.x, y1: point.y, x2: next.x, y2: next.y }] : [];
					})
				: [],
		dots: kind === "line" ? placed.filter((point) => point !== null) : [],
	};
}
