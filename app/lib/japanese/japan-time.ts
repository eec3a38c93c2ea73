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
