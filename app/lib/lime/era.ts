import { eraOfDate, eraOfYear, isCalendarDate } from "../japanese-era";

/*
 * The era shown beside the birth year on the lime authentication page: the
 * page computes it live in the browser and the server renders the same text.
 */

export { isCalendarDate, isFutureDate } from "../japanese-era";

/** The oldest birth year the form accepts (no living member was born earlier). */
export const MIN_BIRTH_YEAR = 1900;

/** The label shown next to the year: exact when the whole date is known, per year otherwise. */
export function eraLabel(year: number, month?: number, day?: number): string | null {
	if (!Number.isInteger(year) || year < MIN_BIRTH_YEAR || year > 9999) return null;
	if (month !== undefined && day !== undefined && isCalendarDate(year, month, day)) return eraOfDate(year, month, day);
	return eraOfYear(year);
}
