import { parseDate } from "#app/lib/japanese/dates";

/* The charts' formats, apart from #app/lib/japanese/dates so that every page's first load does not carry them. */

/** A week's first day on a chart axis: `2026-08-31` → `8/31`. */
export function formatShortDate(date: string): string {
	const { month, day } = parseDate(date);
	return `${month}/${day}`;
}

/** `2026-08-31` → `8月31日の週`. */
export function formatWeekOf(date: string): string {
	const { month, day } = parseDate(date);
	return `${month}月${day}日の週`;
}

/** Digits grouped the Japanese way for display: 8123 → `8,123`. */
export function formatInteger(value: number): string {
	return Math.round(value)
		.toString()
		.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Body weight to one decimal: 78.35 → `78.4`. */
export function formatKilograms(value: number): string {
	return (Math.round(value * 10) / 10).toFixed(1);
}
