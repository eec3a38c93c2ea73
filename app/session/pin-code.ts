import { japanDayNumber } from "#app/lib/japanese/japan-time";

/** docs/session.md: a trusted browser's pin code lives 14 calendar days (Japan time). */
export const PIN_CODE_LIFETIME_DAYS = 14;

/** How long a sent code stands before another may be sent; a reload within it sends nothing. */
export const PIN_RESEND_SECONDS = 30;

/** Expired once more than 14 calendar days have begun since the day it was issued. */
export function isPinCodeExpired(pinCodeAt: number, now: number = Date.now()): boolean {
	return japanDayNumber(now) - japanDayNumber(pinCodeAt) > PIN_CODE_LIFETIME_DAYS;
}
