import { describe, expect, it } from "vitest";
import { isPinCodeExpired } from "#app/session/pin-code";

const jst = (iso: string) => new Date(`${iso}+09:00`).getTime();

describe("isPinCodeExpired (14 calendar days, Japan time)", () => {
	it("keeps a pin code through the 14th calendar day", () => {
		expect(isPinCodeExpired(jst("2026-11-01T23:59:00"), jst("2026-11-15T23:59:59"))).toBe(false);
	});
	it("drops it on the 15th calendar day, however few hours later", () => {
		expect(isPinCodeExpired(jst("2026-11-01T23:59:00"), jst("2026-11-16T00:00:00"))).toBe(true);
	});
	it("counts days in Japan, not UTC", () => {
		// 2026-11-01 08:00 JST is still 2026-10-31 in UTC.
		expect(isPinCodeExpired(jst("2026-11-01T08:00:00"), jst("2026-11-15T10:00:00"))).toBe(false);
	});
});
