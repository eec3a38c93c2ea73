import type { GuidanceAction } from "../../../app/contract/orange/current-user";
import { formatDate } from "../../../app/lib/japanese/dates";
import { seedDays } from "../../../worker/mock/calendar";
import { healthSupportsAsOf } from "../../../worker/mock/seed-health-supports";
import { MEMBER_PROFILES, seriesFor } from "../../../worker/mock/seed-members";
import { newsAsOf } from "../../../worker/mock/seed-news";

/*
 * What the demo shows on the run's day (playwright.config.ts sets DEMO_TODAY before the servers start):
 * specs take their dates from the seeds the mock serves, never from a literal that is right on some days only.
 */

const today = process.env.DEMO_TODAY;
if (!today) throw new Error("DEMO_TODAY is set by playwright.config.ts");

/** The run's demo day, YYYY-MM-DD. */
export const DEMO_TODAY = today;
const days = seedDays(today);

/** `2027年6月15日` for the demo day `offset` days from today. */
export const shownDay = (offset: number) => formatDate(days.day(offset));

function profile(memberId: number) {
	const found = MEMBER_PROFILES[memberId];
	if (!found) throw new Error(`no demo member ${memberId}`);
	return found;
}

/** A demo member's guidance programme as the mock serves it today. */
export const guidanceOf = (memberId: number) => profile(memberId).specificHealthGuidance(days);

/** A demo member's recipe setting as seeded, dated from today. */
export const recipeSettingOf = (memberId: number) => profile(memberId).recipeSetting(days);

/** The Mondays of a demo member's chart weeks, oldest first. */
export const chartWeeksOf = (memberId: number) =>
	seriesFor(profile(memberId), today).weightSeries.map((point) => point.date);

export const newsToday = () => newsAsOf(today);
export const healthSupportsToday = () => healthSupportsAsOf(today);

/** A scheduled or completed day of an action, as the page writes it (「未定」 when none). */
export const shownOrUndecided = (day: GuidanceAction["scheduledOn"]) => (day === null ? "未定" : formatDate(day));

/** `8/31` for `2026-08-31`, as the chart axis writes a week. */
export const axisDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;
/** `8月31日の週`, as the chart tables and tooltips name a week. */
export const weekName = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日の週`;
