import { formatShortDate } from "#app/lib/format";

/** One week of a member's record: the week's first day, and null for a week without records. */
export type WeeklyPoint = { date: string; value: number | null };

export type ChartSeries = { labels: string[]; values: number[] };

/**
 * What the chart draws. frappe-charts plots a null as 0, which would show a
 * week without records as a fall to zero kg or steps; such weeks are left out
 * of the drawing instead (their axis label goes with them, so the gap shows)
 * and remain in the table as 「記録なし」.
 */
export function chartSeries(points: readonly WeeklyPoint[]): ChartSeries {
	const recorded = points.filter((point): point is { date: string; value: number } => point.value !== null);
	return { labels: recorded.map((point) => formatShortDate(point.date)), values: recorded.map((point) => point.value) };
}

export type SeriesSummary = {
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
