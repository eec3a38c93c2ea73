import { formatDate, parseDate } from "./dates";
import { japanDayParts } from "./japan-time";

/* Japanese eras written out so workerd and the browser agree; apart from ./format for pages without dates. */

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

/** The era(s) of a western year: 「昭和55年」, or both names for a year in which the era changed (「昭和64年・平成元年」). */
export function eraOfYear(year: number): string | null {
	if (!Number.isInteger(year) || year < SOLAR_CALENDAR_START.year) return null;
	const labels = [eraOfDate(year, 1, 1), eraOfDate(year, 12, 31)].filter((label): label is string => label !== null);
	return [...new Set(labels)].join("・") || null;
}

/** Today in Japan (the insurer's calendar), as numbers. */
export function todayInJapan(now: number = Date.now()): { year: number; month: number; day: number } {
	return japanDayParts(now);
}

/** Whether the day is after today in Japan. */
export function isFutureDate(year: number, month: number, day: number, now: number = Date.now()): boolean {
	const today = todayInJapan(now);
	return ordinal(year, month, day) > ordinal(today.year, today.month, today.day);
}

/** The oldest birth year the contact-detail form accepts (no living member was born earlier). */
const MIN_BIRTH_YEAR = 1900;

/** The era shown beside a birth year as it is typed (the server renders the same): exact with the whole date. */
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

/** The calendars a birth date may be typed in, in the order the select offers them. */
export const BIRTH_DATE_ERAS = [
	{ value: "western", label: "西暦" },
	{ value: "showa", label: "昭和" },
	{ value: "heisei", label: "平成" },
	{ value: "reiwa", label: "令和" },
] as const;
type BirthDateEra = (typeof BIRTH_DATE_ERAS)[number]["value"];

function eraLabelOf(era: BirthDateEra): string {
	return BIRTH_DATE_ERAS.find((choice) => choice.value === era)?.label ?? "";
}

function isBirthDateEra(value: unknown): value is BirthDateEra {
	return BIRTH_DATE_ERAS.some((choice) => choice.value === value);
}

/** An era year as typed: 「元」 (the first year), digits of any width; null for anything else. */
export function parseEraYear(value: string): number | null {
	const text = value.normalize("NFKC").trim().replace(/年$/, "");
	if (text === "元") return 1;
	return /^\d{1,2}$/.test(text) ? Number(text) : null;
}

/** The western year of an era's year (昭和55 → 1980); null when the era is unknown. */
export function westernYearOf(era: string, eraYear: number): number | null {
	const start = ERAS.find((candidate) => candidate.name === era)?.start;
	return start ? start.year + eraYear - 1 : null;
}

/** A birth date as the form's parts hold it: the calendar, and year, month and day as typed. */
export type BirthDateParts = { era?: string; year?: string; month?: string; day?: string };

/** The boxes of a birth date, in the order the form shows them. */
export const BIRTH_DATE_PARTS = ["era", "year", "month", "day"] as const;
export type BirthDatePart = (typeof BIRTH_DATE_PARTS)[number];

/** A problem names the boxes to correct (only those turn red); every box when it cannot tell which. */
type BirthDateReading =
	| { kind: "empty" }
	| { kind: "date"; date: string }
	| { kind: "problem"; message: string; parts: readonly BirthDatePart[] };

const BIRTH_DATE_PART_NAMES = { year: "年", month: "月", day: "日" } as const;

function typedNumber(value: string): number | null {
	const text = value.normalize("NFKC").trim();
	return /^\d{1,2}$/.test(text) ? Number(text) : null;
}

/** A birth date from its parts, a real past day in its calendar: one message, or `YYYY-MM-DD`. */
export function readBirthDate(parts: BirthDateParts, now: number = Date.now()): BirthDateReading {
	const typed = {
		year: parts.year?.trim() ?? "",
		month: parts.month?.trim() ?? "",
		day: parts.day?.trim() ?? "",
	};
	const problem = (message: string, wrong: readonly BirthDatePart[] = BIRTH_DATE_PARTS): BirthDateReading => ({
		kind: "problem",
		message,
		parts: wrong,
	});
	const missing = (Object.keys(BIRTH_DATE_PART_NAMES) as (keyof typeof typed)[]).filter((key) => typed[key] === "");
	if (missing.length === 3) return { kind: "empty" };
	if (missing.length > 0) {
		const names = missing.map((key) => BIRTH_DATE_PART_NAMES[key]).join("・");
		return problem(`生年月日の${names}を入力してください`, missing);
	}
	const era = isBirthDateEra(parts.era) ? parts.era : null;
	if (!era) return problem("生年月日の西暦・和暦（元号）を選択してください", ["era"]);
	let year: number;
	let yearLabel: string;
	if (era === "western") {
		const text = typed.year.normalize("NFKC");
		if (!/^\d{4}$/.test(text)) return problem("西暦の年は4桁の数字で入力してください（例：1980）", ["year"]);
		year = Number(text);
		yearLabel = `${year}年`;
	} else {
		const eraYear = parseEraYear(typed.year);
		if (eraYear === null || eraYear < 1) {
			return problem("和暦の年は数字で入力してください（元年は「1」または「元」）", ["year"]);
		}
		year = westernYearOf(eraLabelOf(era), eraYear) ?? Number.NaN;
		yearLabel = formatEraYear(eraLabelOf(era), eraYear);
	}
	const month = typedNumber(typed.month);
	if (month === null || month < 1 || month > 12) {
		return problem("生年月日の月は1から12までの数字で入力してください", ["month"]);
	}
	const day = typedNumber(typed.day);
	const lastDay = daysInMonth(year, month);
	if (day === null || day < 1) return problem(`生年月日の日は1から${lastDay}までの数字で入力してください`, ["day"]);
	// 「2026年2月は28日までです」: the day is the box to correct, and the member learns why.
	if (day > lastDay) return problem(`${yearLabel}${month}月は${lastDay}日までです`, ["day"]);
	if (era !== "western") {
		const actual = eraOfDate(year, month, day);
		if (actual && !actual.startsWith(eraLabelOf(era))) {
			return problem(`${yearLabel}${month}月${day}日は${actual}${month}月${day}日です。元号と年をご確認ください`, [
				"era",
				"year",
			]);
		}
	}
	if (isFutureDate(year, month, day, now)) return problem("生年月日に未来の日付は入力できません");
	if (year < MIN_BIRTH_YEAR) return problem(`生年月日は${MIN_BIRTH_YEAR}年以降の日付を入力してください`, ["year"]);
	const pad = (value: number) => String(value).padStart(2, "0");
	return { kind: "date", date: `${year}-${pad(month)}-${pad(day)}` };
}

/** The days of a month of the Gregorian calendar (February 29 in leap years). */
function daysInMonth(year: number, month: number): number {
	return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * What the form shows beside the year as the member types: the other calendar's year
 * (「（昭和55年）」 for 1980, 「（西暦1980年）」 for 昭和55年); exact once the whole date is known.
 */
export function birthYearConversion(parts: BirthDateParts): string {
	const month = typedNumber(parts.month ?? "") ?? undefined;
	const day = typedNumber(parts.day ?? "") ?? undefined;
	if (parts.era === "western") {
		const text = (parts.year ?? "").normalize("NFKC").trim();
		const label = /^\d{4}$/.test(text) ? eraLabel(Number(text), month, day) : null;
		return label ? `（${label}）` : "";
	}
	if (!isBirthDateEra(parts.era)) return "";
	const eraYear = parseEraYear(parts.year ?? "");
	const year = eraYear === null || eraYear < 1 ? null : westernYearOf(eraLabelOf(parts.era), eraYear);
	return year === null ? "" : `（西暦${year}年）`;
}
