import { describe, expect, it } from "vitest";
import { japanClockTime, japanDate, japanDayNumber, japanDayParts, japanInstant } from "#app/lib/japanese/japan-time";

// 2026-11-20 15:30 UTC is 2026-11-21 00:30 in Japan: the day has turned there, not in UTC.
const AFTER_MIDNIGHT_IN_JAPAN = Date.UTC(2026, 10, 20, 15, 30);

describe("Japan time", () => {
	it("reads the wall clock nine hours ahead of UTC", () => {
		expect(japanDate(AFTER_MIDNIGHT_IN_JAPAN)).toBe("2026-11-21");
		expect(japanClockTime(AFTER_MIDNIGHT_IN_JAPAN)).toBe("00:30");
		expect(japanDayParts(AFTER_MIDNIGHT_IN_JAPAN)).toEqual({ year: 2026, month: 11, day: 21 });
		expect(japanInstant(AFTER_MIDNIGHT_IN_JAPAN)).toBe("2026-11-21T00:30:00+09:00");
	});

	it("puts two instants on one day number only when Japan's calendar does", () => {
		const lateEvening = Date.UTC(2026, 10, 20, 14, 59); // 23:59 on the 20th in Japan
		expect(japanDayNumber(AFTER_MIDNIGHT_IN_JAPAN) - japanDayNumber(lateEvening)).toBe(1);
		expect(japanDayNumber(Date.UTC(2026, 10, 20, 0, 0))).toBe(japanDayNumber(lateEvening));
	});
});
