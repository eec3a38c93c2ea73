import type {
	CurrentUserDetail,
	GuidanceAction,
	SeriesPoint,
	SpecificHealthGuidance,
} from "#app/contract/orange/current-user";
import { addDays, japanDayNumber } from "#app/lib/japanese/japan-time";
import type { SeedDays } from "./calendar";

/** What the insurer knows of each demo member beyond members.ts; together they cover every action status and type. */
type MemberProfile = Omit<
	CurrentUserDetail,
	"id" | "weightSeries" | "stepSeries" | "recipeSetting" | "specificHealthGuidance"
> & {
	/** Dated from the day they are read on (worker/mock/calendar.ts). */
	recipeSetting: Dated<RecipeSetting>;
	specificHealthGuidance: Dated<SpecificHealthGuidance>;
	/** Basis of the generated weekly series. */
	baseWeightKg: number;
	baseSteps: number;
	/** A week without records, to show a gap in the chart. */
	missingWeek?: number;
};

function action(
	id: number,
	type: GuidanceAction["type"],
	status: GuidanceAction["status"],
	scheduledOn: string | null,
	completedOn: string | null = null,
): GuidanceAction {
	return { id, type, status, scheduledOn, completedOn };
}

/** 第4期 covers programmes begun from FY2024 (April 2024) on; an earlier start is 第3期. */
function periodOf(startedOn: string): SpecificHealthGuidance["period"] {
	return startedOn >= "2024-04-01" ? 4 : 3;
}

function programme(startedOn: string, endsOn: string, actions: GuidanceAction[]): SpecificHealthGuidance {
	return { period: periodOf(startedOn), startedOn, endsOn, actions };
}

/** Mid-programme: done, reported, one overdue unreported, one waiting for the desk ahead, two to come. */
const GUIDANCE_1001 = ({ day }: SeedDays) =>
	programme(day(-175), day(38), [
		action(1, "first", "done", day(-175), day(-175)),
		action(2, "continuation", "done", day(-145), day(-143)),
		action(3, "middle", "reported", day(-112), day(-110)),
		action(4, "continuation", "unreported", day(-83)),
		action(5, "middle_tentative", "waiting", day(7)),
		action(6, "continuation_tentative", "before", day(14)),
		action(7, "last_tentative", "before", day(28)),
	]);

/** Just begun: the first interview is booked a week ahead, the rest without a date. */
const GUIDANCE_1002 = ({ day }: SeedDays) =>
	programme(day(-22), day(158), [
		action(11, "first", "first", day(8)),
		action(12, "continuation_tentative", "before", null),
		action(13, "middle_tentative", "before", null),
		action(14, "last_tentative", "before", null),
	]);

const GUIDANCE_1003 = ({ day }: SeedDays) =>
	programme(day(-53), day(128), [
		action(21, "first", "done", day(-53), day(-53)),
		action(22, "continuation", "waiting", day(8)),
		action(23, "last_tentative", "before", null),
	]);

/** Ended some weeks ago, every action done. */
const GUIDANCE_1004 = ({ day }: SeedDays) =>
	programme(day(-267), day(-54), [
		action(31, "first", "done", day(-266), day(-266)),
		action(32, "continuation", "done", day(-231), day(-231)),
		action(33, "middle", "done", day(-175), day(-174)),
		action(34, "last", "done", day(-83), day(-80)),
	]);

type Dated<T> = (days: SeedDays) => T;
type RecipeSetting = NonNullable<CurrentUserDetail["recipeSetting"]>;

/** Set `updatedDaysAgo` at `time`, delivered until `expiresInDays` from today. */
const recipe =
	(type: RecipeSetting["type"], updatedDaysAgo: number, time: string, expiresInDays: number): Dated<RecipeSetting> =>
	({ day, instant }) => ({ type, updatedAt: instant(-updatedDaysAgo, time), expiresOn: day(expiresInDays) });

const NO_RECIPE: Dated<RecipeSetting> = () => ({ type: "none", updatedAt: null, expiresOn: null });

export const MEMBER_PROFILES: Readonly<Record<number, MemberProfile>> = {
	1001: {
		kenpoUserId: 50001,
		kigou: "1234",
		number: "5678",
		birthDate: "1980-04-01",
		address: {
			postalCode: "100-0005",
			prefecture: "東京都",
			city: "千代田区",
			street: "丸の内1-1-1",
			building: "みらいビル10階",
		},
		phoneNumber: "0312345678",
		recipeSetting: recipe("diet", 83, "10:00", 128),
		specificHealthGuidance: GUIDANCE_1001,
		baseWeightKg: 78.4,
		baseSteps: 6200,
		missingWeek: 5,
	},
	1002: {
		kenpoUserId: 50002,
		kigou: "1234",
		number: "1122",
		birthDate: "1975-08-15",
		address: { postalCode: "530-0001", prefecture: "大阪府", city: "大阪市北区", street: "梅田2-2-2", building: null },
		phoneNumber: null,
		recipeSetting: recipe("blood_pressure", 42, "21:15", 158),
		specificHealthGuidance: GUIDANCE_1002,
		baseWeightKg: 61.2,
		baseSteps: 7800,
	},
	1003: {
		kenpoUserId: 50003,
		kigou: "5678",
		number: "3344",
		birthDate: "1968-12-24",
		address: null,
		phoneNumber: "0456789012",
		recipeSetting: recipe("expired", 601, "09:00", -237),
		specificHealthGuidance: GUIDANCE_1003,
		baseWeightKg: 84.0,
		baseSteps: 4300,
	},
	1004: {
		kenpoUserId: 50004,
		kigou: "1234",
		number: "9012",
		birthDate: "1992-11-03",
		address: {
			postalCode: "220-0012",
			prefecture: "神奈川県",
			city: "横浜市西区",
			street: "みなとみらい3-3-3",
			building: "ハーバーレジデンス1203",
		},
		phoneNumber: "07011112222",
		recipeSetting: NO_RECIPE,
		specificHealthGuidance: GUIDANCE_1004,
		baseWeightKg: 52.6,
		baseSteps: 9100,
	},
	...testMemberProfiles(),
};

/** Profiles of the test-only members 1005–1012: like 1002's, each with its own ids. */
function testMemberProfiles(): Record<number, MemberProfile> {
	const profiles: Record<number, MemberProfile> = {};
	for (const [index, id] of [1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012].entries()) {
		profiles[id] = {
			kenpoUserId: 50005 + index,
			kigou: "2468",
			number: String(7000 + index),
			birthDate: `1985-06-${10 + index}`,
			address: {
				postalCode: "460-0008",
				prefecture: "愛知県",
				city: "名古屋市中区",
				street: `栄${index + 1}-1-1`,
				building: null,
			},
			phoneNumber: null,
			recipeSetting: recipe("diet", 83, "10:00", 128),
			specificHealthGuidance: GUIDANCE_1002,
			baseWeightKg: 65 + index,
			baseSteps: 7000 + index * 300,
		};
	}
	// A landline with a 4-digit area code (Seto, 0561): /users/detail groups it by the national table (decision 121).
	profiles[1005] = {
		...(profiles[1005] as MemberProfile),
		address: { postalCode: "489-0805", prefecture: "愛知県", city: "瀬戸市", street: "陶原町1-1", building: null },
		phoneNumber: "0561851234",
	};
	return profiles;
}

/** Mondays of the 12 whole weeks before this one, oldest first. */
function seriesWeeks(today: string): string[] {
	// Day 0 of japanDayNumber, 1970-01-01, was a Thursday: Monday is 3 days later in the cycle.
	const sinceMonday = (japanDayNumber(Date.parse(`${today}T12:00:00+09:00`)) + 3) % 7;
	const thisMonday = addDays(today, -sinceMonday);
	return Array.from({ length: 12 }, (_, index) => addDays(thisMonday, (index - 12) * 7));
}

/** A gently falling weight and a rising step count, with a deterministic wobble. */
export function seriesFor(
	profile: MemberProfile,
	today: string,
): { weightSeries: SeriesPoint[]; stepSeries: SeriesPoint[] } {
	const weeks = seriesWeeks(today);
	const weightSeries = weeks.map((date, week) => ({
		date,
		value:
			week === profile.missingWeek
				? null
				: Math.round((profile.baseWeightKg - week * 0.15 + (((week * 7) % 5) - 2) * 0.1) * 10) / 10,
	}));
	const stepSeries = weeks.map((date, week) => ({
		date,
		value: week === profile.missingWeek ? null : profile.baseSteps + week * 80 + ((week * 37) % 11) * 120,
	}));
	return { weightSeries, stepSeries };
}
