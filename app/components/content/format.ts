/*
 * Date and number formatting for members. Written out rather than left to
 * Intl so that the server (workerd) and the browser produce the same text:
 * a difference would be a hydration mismatch, and the Japanese calendar is not
 * guaranteed in every ICU build.
 */

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

type YearMonthDay = { year: number; month: number; day: number };

function parseDate(date: string): YearMonthDay {
	const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
	if (!match) throw new RangeError(`not a date: ${date}`);
	return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** `2026-11-20` → `2026年11月20日`. */
export function formatDate(date: string): string {
	const { year, month, day } = parseDate(date);
	return `${year}年${month}月${day}日`;
}

/** An instant with offset (`2026-11-20T10:00:00+09:00`) as its calendar day in Japan. */
export function jstDateOf(instant: string): string {
	const time = Date.parse(instant);
	if (Number.isNaN(time)) throw new RangeError(`not an instant: ${instant}`);
	return new Date(time + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/** `2026-11-20T10:00:00+09:00` → `2026年11月20日` (Japan time). */
export function formatPublishedAt(instant: string): string {
	return formatDate(jstDateOf(instant));
}

/** Eras from their first day; a date before Meiji 6 (the solar calendar) is left Western only. */
const ERAS = [
	{ name: "令和", start: { year: 2019, month: 5, day: 1 } },
	{ name: "平成", start: { year: 1989, month: 1, day: 8 } },
	{ name: "昭和", start: { year: 1926, month: 12, day: 25 } },
	{ name: "大正", start: { year: 1912, month: 7, day: 30 } },
	{ name: "明治", start: { year: 1873, month: 1, day: 1 } },
] as const;

function compare(a: YearMonthDay, b: YearMonthDay): number {
	return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** `1980-04-01` → `昭和55年`; the first year of an era is 元年. */
export function japaneseEraYear(date: string): string | null {
	const ymd = parseDate(date);
	const era = ERAS.find((candidate) => compare(ymd, candidate.start) >= 0);
	if (!era) return null;
	const year = ymd.year - era.start.year + 1;
	return `${era.name}${year === 1 ? "元" : year}年`;
}

/** Birth dates as forms and cards in Japan show them: `1980年4月1日（昭和55年）`. */
export function formatBirthDate(date: string): string {
	const era = japaneseEraYear(date);
	return era ? `${formatDate(date)}（${era}）` : formatDate(date);
}

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
