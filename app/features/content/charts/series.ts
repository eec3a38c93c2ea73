import { formatShortDate } from "./chart-format";

/** One week of a member's record: the week's first day, and null for a week without records. */
export type WeeklyPoint = { date: string; value: number | null };

type ChartSeries = { labels: string[]; values: number[] };

/** frappe-charts plots null as 0, so empty weeks are left out of the drawing and shown as 「記録なし」. */
export function chartSeries(points: readonly WeeklyPoint[]): ChartSeries {
	const recorded = points.filter((point): point is { date: string; value: number } => point.value !== null);
	return { labels: recorded.map((point) => formatShortDate(point.date)), values: recorded.map((point) => point.value) };
}

type SeriesSummary = {
	/** The most recent week with a record. */
	latest: { date: string; value: number } | null;
	/** Latest minus the earliest recorded week; null with fewer than two records. */
	change: number | null;
	/** Mean of the recorded weeks; null without records. */
	average: number | null;
	recordedWeeks: number;
};

export function summarizeSeries(points: readonly WeeklyPoint[]): SeriesSummary {
	const recorded = points.filter((point): point is { date: string; value: number } => point.value !== null);
	const first = recorded[0];
	const latest = recorded.at(-1);
	return {
		latest: latest ?? null,
		change: first && latest && recorded.length > 1 ? latest.value - first.value : null,
		average: recorded.length > 0 ? recorded.reduce((sum, point) => sum + point.value, 0) / recorded.length : null,
		recordedWeeks: recorded.length,
	};
}

/** The server-drawn chart's coordinate box (SVG user units); it scales to the box's width. */
export const STATIC_CHART = { width: 320, height: 240, left: 40, right: 8, top: 12, bottom: 24 } as const;

type StaticChart = {
	/** Line: one point per recorded week, "x,y" pairs for a polyline. */
	points: { x: number; y: number }[];
	/** Bars: one per recorded week. */
	bars: { x: number; y: number; width: number; height: number }[];
	/** The value axis' two labels (lowest and highest drawn value) at their heights. */
	ticks: { y: number; value: number }[];
	/** The first and last week's labels at their x. */
	labels: { x: number; text: string; anchor: "start" | "end" }[];
};

/** The same series as plain SVG, what shows before or without frappe-charts; empty weeks left out as there. */
export function staticChart(points: readonly WeeklyPoint[], kind: "line" | "bar"): StaticChart {
	const { labels, values } = chartSeries(points);
	const { width, height, left, right, top, bottom } = STATIC_CHART;
	if (values.length === 0) return { points: [], bars: [], ticks: [], labels: [] };
	const plotWidth = width - left - right;
	const plotHeight = height - top - bottom;
	const highest = Math.max(...values);
	const lowest = kind === "bar" ? 0 : Math.min(...values);
	let floor = lowest;
	let range = highest - lowest;
	if (range === 0) {
		// A flat line still needs a span: it is drawn across the middle.
		range = Math.abs(highest) || 1;
		if (kind === "line") floor = highest - range / 2;
	}
	const yOf = (value: number) => top + plotHeight - ((value - floor) / range) * plotHeight;
	const slot = plotWidth / values.length;
	const xOf = (index: number) => left + slot * index + slot / 2;
	const round = (value: number) => Math.round(value * 10) / 10;
	const last = values.length - 1;
	return {
		points: kind === "line" ? values.map((value, index) => ({ x: round(xOf(index)), y: round(yOf(value)) })) : [],
		bars:
			kind === "bar"
				? values.map((value, index) => ({
						x: round(xOf(index) - slot * 0.3),
						y: round(yOf(value)),
						width: round(slot * 0.6),
						height: round(top + plotHeight - yOf(value)),
					}))
				: [],
		ticks: [...new Set([lowest, highest])].map((value) => ({ y: round(yOf(value)), value })),
		labels: [
			{ x: round(xOf(0) - slot / 2), text: labels[0] ?? "", anchor: "start" as const },
			...(last > 0 ? [{ x: round(xOf(last) + slot / 2), text: labels[last] ?? "", anchor: "end" as const }] : []),
		],
	};
}
