import { describe, expect, it } from "vitest";
import { guidanceSchedule } from "#app/features/content/data/guidance-schedule";

type Action = Parameters<typeof guidanceSchedule>[0][number];
const action = (id: number, status: Action["status"], scheduledOn: string | null): Action => ({
	id,
	type: "continuation",
	status,
	scheduledOn,
	completedOn: null,
});

describe("what is overdue and what is next on the guidance programme", () => {
	const today = "2026-11-27";

	it("an open action whose day has passed is overdue, never next; next is the first one ahead", () => {
		const actions = [
			action(1, "done", "2026-06-01"),
			action(2, "unreported", "2026-09-01"),
			action(3, "before", "2026-12-21"),
			action(4, "waiting", "2026-11-30"),
		];
		const { overdue, next } = guidanceSchedule(actions, today);
		expect(overdue.map((a) => a.id)).toEqual([2]);
		expect(next?.id).toBe(4);
	});

	it("today's action is next, not overdue", () => {
		const { overdue, next } = guidanceSchedule([action(1, "first", today)], today);
		expect(overdue).toEqual([]);
		expect(next?.id).toBe(1);
	});

	it("settled actions are neither, whatever their date", () => {
		const { overdue, next } = guidanceSchedule(
			[action(1, "reported", "2026-01-01"), action(2, "done", "2027-01-01")],
			today,
		);
		expect(overdue).toEqual([]);
		expect(next).toBeNull();
	});

	it("an action without a date is next only when no dated one lies ahead, and never overdue", () => {
		expect(guidanceSchedule([action(1, "before", null), action(2, "before", "2026-12-01")], today).next?.id).toBe(2);
		const onlyUndated = guidanceSchedule([action(1, "unreported", "2026-10-01"), action(2, "before", null)], today);
		expect(onlyUndated.next?.id).toBe(2);
		expect(onlyUndated.overdue.map((a) => a.id)).toEqual([1]);
	});
});
