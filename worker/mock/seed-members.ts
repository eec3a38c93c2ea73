import type {
	CurrentUserDetail,
	GuidanceAction,
	SeriesPoint,
	SpecificHealthGuidance,
} from "#app/contract/orange/current-user";

/** What the insurer knows of each demo member beyond members.ts; together they cover every action status and type. */
type MemberProfile = Omit<CurrentUserDetail, "id" | "weightSeries" | "stepSeries" | "recipeSetting"> & {
	recipeSetting: NonNullable<CurrentUserDetail["recipeSetting"]>;
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

const GUIDANCE_1001: SpecificHealthGuidance = {
	period: 4,
	startedOn: "2026-06-01",
	endsOn: "2026-12-31",
	actions: [
		action(1, "first", "done", "2026-06-01", "2026-06-01"),
		action(2, "continuation", "done", "2026-07-01", "2026-07-03"),
		action(3, "middle", "reported", "2026-08-03", "2026-08-05"),
		action(4, "continuation", "unreported", "2026-09-01"),
		action(5, "middle_tentative", "waiting", "2026-11-30"),
		action(6, "continuation_tentative", "before", "2026-12-07"),
		action(7, "last_tentative", "before", "2026-12-21"),
	],
};

const GUIDANCE_1002: SpecificHealthGuidance = {
	period: 3,
	startedOn: "2026-11-01",
	endsOn: "2027-04-30",
	actions: [
		action(11, "first", "first", "2026-12-01"),
		action(12, "continuation_tentative", "before", null),
		action(13, "middle_tentative", "before", null),
		action(14, "last_tentative", "before", null),
	],
};

const GUIDANCE_1003: SpecificHealthGuidance = {
	period: 4,
	startedOn: "2026-10-01",
	endsOn: "2027-03-31",
	actions: [
		action(21, "first", "done", "2026-10-01", "2026-10-01"),
		action(22, "continuation", "waiting", "2026-12-01"),
		action(23, "last_tentative", "before", null),
	],
};

const GUIDANCE_1004: SpecificHealthGuidance = {
	period: 3,
	startedOn: "2026-03-01",
	endsOn: "2026-09-30",
	actions: [
		action(31, "first", "done", "2026-03-02", "2026-03-02"),
		action(32, "continuation", "done", "2026-04-06", "2026-04-06"),
		action(33, "middle", "done", "2026-06-01", "2026-06-02"),
		action(34, "last", "done", "2026-09-01", "2026-09-04"),
	],
};

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
		recipeSetting: { type: "diet", updatedAt: "2026-09-01T10:00:00+09:00", expiresOn: "2027-03-31" },
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
		recipeSetting: { type: "blood_pressure", updatedAt: "2026-10-12T21:15:00+09:00", expiresOn: "2027-04-30" },
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
		recipeSetting: { type: "expired", updatedAt: "2025-04-01T09:00:00+09:00", expiresOn: "2026-03-31" },
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
		recipeSetting: { type: "none", updatedAt: null, expiresOn: null },
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
			recipeSetting: { type: "diet", updatedAt: "2026-09-01T10:00:00+09:00", expiresOn: "2027-03-31" },
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

/** Mondays of the 12 weeks the charts show, oldest first (fixed so screens and tests are stable). */
const SERIES_WEEKS: readonly string[] = Array.from({ length: 12 }, (_, index) => {
	const date = new Date(Date.UTC(2026, 7, 31 + index * 7));
	return date.toISOString().slice(0, 10);
});

/** A gently falling weight and a rising step count, with a deterministic wobble. */
export function seriesFor(profile: MemberProfile): { weightSeries: SeriesPoint[]; stepSeries: SeriesPoint[] } {
	const weightSeries = SERIES_WEEKS.map((date, week) => ({
		date,
		value:
			week === profile.missingWeek
				? null
				: Math.round((profile.baseWeightKg - week * 0.15 + (((week * 7) % 5) - 2) * 0.1) * 10) / 10,
	}));
	const stepSeries = SERIES_WEEKS.map((date, week) => ({
		date,
		value: week === profile.missingWeek ? null : profile.baseSteps + week * 80 + ((week * 37) % 11) * 120,
	}));
	return { weightSeries, stepSeries };
}
