import { describe, expect, it } from "vitest";
import {
	birthYearConversion,
	eraLabel,
	eraOfDate,
	eraOfYear,
	formatBirthDate,
	formatEraYear,
	isCalendarDate,
	isFutureDate,
	todayInJapan,
} from "#app/lib/japanese/era";

describe("Japanese eras", () => {
	it.each([
		[1980, 4, 1, "昭和55年"],
		[1926, 12, 24, "大正15年"],
		[1926, 12, 25, "昭和元年"],
		[1989, 1, 7, "昭和64年"],
		[1989, 1, 8, "平成元年"],
		[1992, 11, 3, "平成4年"],
		[2019, 4, 30, "平成31年"],
		[2019, 5, 1, "令和元年"],
		[1912, 7, 29, "明治45年"],
		[1912, 7, 30, "大正元年"],
		[1900, 1, 1, "明治33年"],
	])("%i-%i-%i is %s", (year, month, day, label) => {
		expect(eraOfDate(year, month, day)).toBe(label);
	});

	it("names both eras of a year in which the era changed", () => {
		expect(eraOfYear(1989)).toBe("昭和64年・平成元年");
		expect(eraOfYear(2019)).toBe("平成31年・令和元年");
		expect(eraOfYear(1926)).toBe("大正15年・昭和元年");
		expect(eraOfYear(1980)).toBe("昭和55年");
	});

	it("is exact once the whole date is known, per year before that", () => {
		expect(eraLabel(1989)).toBe("昭和64年・平成元年");
		expect(eraLabel(1989, 1)).toBe("昭和64年・平成元年");
		expect(eraLabel(1989, 1, 7)).toBe("昭和64年");
		expect(eraLabel(1989, 2, 30)).toBe("昭和64年・平成元年");
		expect(eraLabel(1899)).toBeNull();
		expect(eraLabel(198)).toBeNull();
		expect(eraLabel(Number.NaN)).toBeNull();
	});

	it("writes the first year as 元年", () => {
		expect(formatEraYear("令和", 1)).toBe("令和元年");
		expect(formatEraYear("令和", 7)).toBe("令和7年");
	});

	it("shows the other calendar's year for what the member has typed so far, full-width digits included", () => {
		expect(birthYearConversion({ era: "western", year: "１９８０", month: "4", day: "1" })).toBe("（昭和55年）");
		expect(birthYearConversion({ era: "western", year: "1989", month: "", day: "" })).toBe("（昭和64年・平成元年）");
		expect(birthYearConversion({ era: "showa", year: "55" })).toBe("（西暦1980年）");
		expect(birthYearConversion({ era: "reiwa", year: "元" })).toBe("（西暦2019年）");
		expect(birthYearConversion({ era: "western", year: "198" })).toBe("");
		expect(birthYearConversion({ era: "heisei", year: "x" })).toBe("");
		expect(birthYearConversion({})).toBe("");
	});
});

describe("calendar checks", () => {
	it("refuses days that do not exist", () => {
		expect(isCalendarDate(2024, 2, 29)).toBe(true);
		expect(isCalendarDate(2023, 2, 29)).toBe(false);
		expect(isCalendarDate(1980, 4, 31)).toBe(false);
		expect(isCalendarDate(1980, 13, 1)).toBe(false);
		expect(isCalendarDate(1980, 0, 1)).toBe(false);
	});

	it("counts days in Japan time", () => {
		// 2026-11-22 20:00 UTC is already 2026-11-23 in Japan.
		const now = Date.UTC(2026, 10, 22, 20, 0);
		expect(todayInJapan(now)).toEqual({ year: 2026, month: 11, day: 23 });
		expect(isFutureDate(2026, 11, 23, now)).toBe(false);
		expect(isFutureDate(2026, 11, 24, now)).toBe(true);
	});
});

describe("one calendar for every page", () => {
	it("gives content pages and the lime form the same era, and none before the solar calendar", () => {
		expect(formatBirthDate("1989-01-07")).toBe(`1989年1月7日（${eraOfDate(1989, 1, 7)}）`);
		expect(formatBirthDate("1873-01-01")).toBe("1873年1月1日（明治6年）");
		expect(formatBirthDate("1872-12-31")).toBe("1872年12月31日");
		expect(eraOfYear(1872)).toBeNull();
	});
});
