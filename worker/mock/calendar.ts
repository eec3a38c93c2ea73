import { addDays, type Calendar, calendarOn } from "#app/lib/japanese/japan-time";

/*
 * The demo's one "today": every dated thing the mock serves is written as days from it
 * (docs/mock-backend.md, "Dates"), so the demo shows the same states on any day. DEMO_TODAY sets it in
 * the default env; otherwise it is today in Japan.
 */

let calendar: Calendar = calendarOn();

/** Reads DEMO_TODAY for this request (worker/mock/index.ts): the product reads the same var. */
export function useDemoCalendarOf(env: Record<string, unknown>): void {
	const day = typeof env.DEMO_TODAY === "string" && env.DEMO_TODAY !== "" ? env.DEMO_TODAY : undefined;
	calendar = calendarOn({ day });
}

/** The demo's calendar: its today, and what a write made now records as its time. */
export function demoCalendar(): Calendar {
	return calendar;
}

/** A seed's dates, relative to the day they are read on. */
export type SeedDays = {
	/** The day `offset` days from today (negative: before). */
	day(offset: number): string;
	/** That day at `time` (HH:MM) as the API writes an instant. */
	instant(offset: number, time: string): string;
};

export function seedDays(today: string): SeedDays {
	return {
		day: (offset) => addDays(today, offset),
		instant: (offset, time) => `${addDays(today, offset)}T${time}:00+09:00`,
	};
}
