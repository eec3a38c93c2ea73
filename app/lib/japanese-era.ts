import { formatDate, parseDate } from "./format";

/*
 * Japanese eras (和暦), written out rather than left to Intl so that the server
 * (workerd) and the browser produce the same text (a difference would be a
 * hydration mismatch; the Japanese calendar is not in every ICU build). Pure
 * and zod-free: forms compute labels live in the browser. Apart from ./format
 * so that pages without a birth date (the home page) do not load the calendar.
 */

type Era = { name: string; start: { year: number; month: number; day: number } };

/** Newest first. Meiji from the first day of the solar calendar (明治6年): earlier days stay Western only. */
const ERAS: readonly Era[] = [
	{ name: "令和", start: { year: 2019, month: 5, day: 1 } },
	{ name: "平成", start: { year: 1989, month: 1, day: 8 } },
	{ name: "昭和", start: { year: 1926, month: 12, day: 25 } },
	{ name: "大正", start: { year: 1912, month: 7, day: 30 } },
	{ name: "明治", start: { year: 1868, month: 1, day: 25 } },
];

const SOLAR_CALENDAR_START = { year: 1873, month: 1, day: 1 };

function ordinal(year: number, month: number, day: number): number {
	return year * 10_000 + month * 100 + day;
}

/** 「昭和55年」; the first year of an era is 「元年」 as the Japanese calendar writes it. */
export function formatEraYear(name: string, eraYear: number): string {
	return `${name}${eraYear === 1 ? "元" : eraYear}年`;
}

/** Whether year/month/day name a real calendar day (no 2月30日). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
	if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
	if (month < 1 || month > 12 || day < 1) return false;
	const date = new Date(Date.UTC(year, month - 1, day));
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The era of one day, e.g. 1989-01-07 → 昭和64年, 1989-01-08 → 平成元年; null before the solar calendar. */
export function eraOfDate(year: number, month: number, day: number): string | null {
	if (!isCalendarDate(year, month, day)) return null;
	const value = ordinal(year, month, day);
	const { year: y, month: m, day: d } = SOLAR_CALENDAR_START;
	if (value < ordinal(y, m, d)) return null;
	const era = ERAS.find(({ start }) => value >= ordinal(start.year, start.month, start.day));
	return era ? formatEraYear(era.name, year - era.start.year + 1) : null;
}

/**
 * The era(s) of a western year: 「昭和55年」, or both names for a year in
 * which the era changed (「昭和64年・平成元年」).
 */
export function eraOfYear(year: number): string | null {
	if (!Number.isInteger(year) || year < SOLAR_CALENDAR_START.year) return null;
	const labels = [eraOfDate(year, 1, 1), eraOfDate(year, 12, 31)].filter((label): label is string => label !== null);
	return [...new Set(labels)].join("・") || null;
}

/** Today in Japan (the insurer's calendar), as numbers. */
export function todayInJapan(now: number = Date.now()): { year: number; month: number; day: number } {
	const shifted = new Date(now + 9 * 60 * 60 * 1000);
	return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Whether the day is after today in Japan. */
export function isFutureDate(year: number, month: number, day: number, now: number = Date.now()): boolean {
	const today = todayInJapan(now);
	return ordinal(year, month, day) > ordinal(today.year, today.month, today.day);
}

/** The oldest birth year the contact-detail form accepts (no living member was born earlier). */
export const MIN_BIRTH_YEAR = 1900;

/**
 * The era shown beside a birth year while the member types it (the browser
 * computes it live, the server renders the same text): exact when the whole
 * date is known, per year otherwise.
 */
export function eraLabel(year: number, month?: number, day?: number): string | null {
	if (!Number.isInteger(year) || year < MIN_BIRTH_YEAR || year > 9999) return null;
	if (month !== undefined && day !== undefined && isCalendarDate(year, month, day)) return eraOfDate(year, month, day);
	return eraOfYear(year);
}

/** `1980-04-01` → `昭和55年`; the first year of an era is 元年. */
export function japaneseEraYear(date: string): string | null {
	const { year, month, day } = parseDate(date);
	return eraOfDate(year, month, day);
}

/** Birth dates as forms and cards in Japan show them: `1980年4月1日（昭和55年）`. */
export function formatBirthDate(date: string): string {
	const era = japaneseEraYear(date);
	return era ? `${formatDate(date)}（${era}）` : formatDate(date);
}
