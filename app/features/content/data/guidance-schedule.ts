import type { SpecificHealthGuidance } from "#app/contract/orange/current-user";
import { SETTLED_ACTION_STATUSES } from "./guidance";

type Action = SpecificHealthGuidance["actions"][number];

type GuidanceSchedule = {
	/** Not settled, and the day has passed: named overdue, never 「次の予定」. */
	overdue: Action[];
	/** The first unsettled action dated today or later; failing that, the first still without a date. */
	next: Action | null;
};

/**
 * Splits the actions still open into overdue and next, against `today` (YYYY-MM-DD in Japan). An
 * action waiting for a date (`scheduledOn` null) is never overdue; it is next only when no dated one
 * lies ahead, as its date will come after those already set.
 */
export function guidanceSchedule(actions: readonly Action[], today: string): GuidanceSchedule {
	const open = actions.filter((action) => !SETTLED_ACTION_STATUSES.has(action.status));
	const overdue = open.filter((action) => action.scheduledOn !== null && action.scheduledOn < today);
	const ahead = open
		.filter((action) => action.scheduledOn !== null && action.scheduledOn >= today)
		// ISO dates sort as plain strings; `localeCompare` would load ICU's collator during hydration (about 6 ms).
		.sort((a, b) => compareIsoDates(a.scheduledOn ?? "", b.scheduledOn ?? ""));
	const undated = open.find((action) => action.scheduledOn === null);
	return { overdue, next: ahead[0] ?? undated ?? null };
}

function compareIsoDates(a: string, b: string): number {
	if (a === b) return 0;
	return a < b ? -1 : 1;
}
