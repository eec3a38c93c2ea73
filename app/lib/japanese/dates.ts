/* Dates and numbers written out, not Intl, so workerd and the browser print the same text. */

import { japanClockTime, japanDate } from "./japan-time";

type YearMonthDay = { year: number; month: number; day: number };

export function parseDate(date: string): YearMonthDay {
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
	return japanDate(time);
}

/** `2026-11-20T10:00:00+09:00` → `2026年11月20日` (Japan time). */
export function formatPublishedAt(instant: string): string {
	return formatDate(jstDateOf(instant));
}

/** An instant in ms as Japan's wall clock: `2026年11月20日 13:45`. */
export function formatJapanTime(epochMs: number): string {
	return `${formatDate(japanDate(epochMs))} ${japanClockTime(epochMs)}`;
}
