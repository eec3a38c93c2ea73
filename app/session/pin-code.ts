/** docs/session.md: a trusted browser's pin code lives 14 calendar days (Japan time). */
const PIN_CODE_LIFETIME_DAYS = 14;

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function jstCalendarDay(epochMs: number): number {
	return Math.floor((epochMs + JST_OFFSET_MS) / DAY_MS);
}

/** Expired once more than 14 calendar days have begun since the day it was issued. */
export function isPinCodeExpired(pinCodeAt: number, now: number = Date.now()): boolean {
	return jstCalendarDay(now) - jstCalendarDay(pinCodeAt) > PIN_CODE_LIFETIME_DAYS;
}
