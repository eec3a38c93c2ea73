import { eraOfDate } from "../../lib/japanese-era";
import { formatDate, parseDate } from "./format";

/*
 * Birth dates with their era, apart from ./format so that pages without a
 * birth date (the home page) do not load the calendar.
 */

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
