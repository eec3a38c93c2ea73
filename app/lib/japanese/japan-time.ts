/* The insurer's clock: Japan has no daylight saving, so Japan time is UTC+9 all year, written out
   without Intl so workerd and the browser print the same text. */

const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A Date whose UTC fields read as the wall clock in Japan at that instant. */
function japanWallClock(epochMs: number): Date {
	return new Date(epochMs + JAPAN_OFFSET_MS);
}

/** `2026-11-20` for the calendar day in Japan. */
export function japanDate(epochMs: number): string {
	return japanWallClock(epochMs).toISOString().slice(0, 10);
}

/** `13:45` in Japan time. */
export function japanClockTime(epochMs: number): string {
	return japanWallClock(epochMs).toISOString().slice(11, 16);
}

/** The calendar day in Japan as numbers. */
export function japanDayParts(epochMs: number): { year: number; month: number; day: number } {
	const wall = japanWallClock(epochMs);
	return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** Days since 1970-01-01 in Japan's calendar: two instants on the same Japanese day share it. */
export function japanDayNumber(epochMs: number): number {
	return Math.floor((epochMs + JAPAN_OFFSET_MS) / DAY_MS);
}

/** `2026-11-20T13:45:00+09:00`: an instant as the APIs write it. */
export function japanInstant(epochMs: number): string {
	return `${japanWallClock(epochMs).toISOString().slice(0, 19)}+09:00`;
}

/** A Japanese calendar day, `2027-06-15`, that exists (not 2027-02-29). */
export function isCalendarDay(value: string): boolean {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
	if (!match) return false;
	const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
	return new Date(time).toISOString().slice(0, 10) === value;
}

/** `09:00` or `23:59`: a time of day on the 24-hour clock. */
export function isClockTime(value: string): boolean {
	return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/**
 * The member's calendar: what day and time it is for what a page shows and judges (a due date, the
 * time a code went out). Durations (token lives, resend waits, idle limits) read the real clock
 * instead: a moved calendar changes no duration (docs/decisions/156-one-calendar.md).
 */
export type Calendar = {
	/** The calendar's instant now. */
	now(): number;
	/** The calendar's reading of a real instant (one recorded with `Date.now()`). */
	at(realMs: number): number;
	/** Today in Japan on this calendar, `2027-06-15`. */
	today(): string;
};

/**
 * A calendar on `day` (YYYY-MM-DD) at the real time of day, or at `time` (HH:MM) when given; the
 * real calendar when neither is set. The shift is fixed when it is made, so one request reads one day.
 */
export function calendarOn(setting: { day?: string; time?: string } = {}, realNow: number = Date.now()): Calendar {
	const realDayStart = japanDayNumber(realNow) * DAY_MS - JAPAN_OFFSET_MS;
	const dayStart = setting.day ? Date.parse(`${setting.day}T00:00:00+09:00`) : realDayStart;
	const [hours = 0, minutes = 0] = setting.time ? setting.time.split(":").map(Number) : [];
	const intoDay = setting.time ? (hours * 60 + minutes) * 60 * 1000 : realNow - realDayStart;
	const shift = dayStart + intoDay - realNow;
	return {
		now: () => Date.now() + shift,
		at: (realMs) => realMs + shift,
		today: () => japanDate(Date.now() + shift),
	};
}

/** The calendar day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
	return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
