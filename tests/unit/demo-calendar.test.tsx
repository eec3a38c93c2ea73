import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { GuidanceSection } from "#app/features/content/components/guidance";
import { calendarOn } from "#app/lib/japanese/japan-time";
import { seedDays } from "../../worker/mock/calendar";
import { MEMBER_PROFILES, seriesFor } from "../../worker/mock/seed-members";
import { newsAsOf } from "../../worker/mock/seed-news";

/** The showcase members of the README: sms, email, weak, webview. */
const SHOWCASE = [1001, 1002, 1003, 1004] as const;

/** Days a calendar can trip on: year and fiscal-year ends, a leap day, the day after it, mid-year. */
const DAYS = ["2026-12-31", "2027-01-01", "2027-03-31", "2027-04-01", "2027-06-15", "2028-02-29", "2028-03-01"];

function guidanceText(memberId: number, today: string): string {
	const profile = MEMBER_PROFILES[memberId];
	if (!profile) throw new Error(`no member ${memberId}`);
	const element = <GuidanceSection guidance={profile.specificHealthGuidance(seedDays(today))} today={today} />;
	const html = renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: "*", element }])} />);
	// What the member reads, the dates aside: every state, count, label and word of advice.
	return html
		.replace(/<[^>]+>/g, " ")
		.replace(/\d{4}年\d{1,2}月\d{1,2}日/g, "〈日付〉")
		.replace(/\s+/g, " ");
}

describe("the demo's calendar", () => {
	const today = calendarOn().today();

	it.each(DAYS)("shows the showcase members' guidance in the same states on %s as today", (day) => {
		for (const member of SHOWCASE) expect(guidanceText(member, day)).toBe(guidanceText(member, today));
	});

	it("shows what each showcase member is there to show, today", () => {
		expect(guidanceText(1001, today)).toContain("予定日を過ぎています");
		expect(guidanceText(1001, today)).toMatch(/次の予定： ?中間評価（予定・受付待ち・〈日付〉）/);
		expect(guidanceText(1002, today)).toMatch(/次の予定： ?初回面談（初回面談待ち・〈日付〉）/);
		expect(guidanceText(1004, today)).toContain("すべての支援が終わりました。");
	});

	it("labels every showcase programme 第4期: each begins in FY2024 or later, on any day", () => {
		for (const day of [today, ...DAYS])
			for (const member of SHOWCASE)
				expect(MEMBER_PROFILES[member]?.specificHealthGuidance(seedDays(day)).period).toBe(4);
	});

	it("dates the news, newest first, a few days before today, and names months that agree with them", () => {
		for (const day of [today, ...DAYS]) {
			const news = newsAsOf(day);
			expect(news).toHaveLength(27);
			const published = news.map((item) => item.publishedAt.slice(0, 10));
			expect((published[0] ?? day) < day).toBe(true);
			expect([...published].sort().reverse()).toEqual(published);
			const reports = news.filter((entry) => /^\d{1,2}月の健康レポート/.test(entry.title));
			expect(reports).toHaveLength(6);
			for (const item of reports) {
				const month = Number(/^(\d{1,2})月/.exec(item.title)?.[1]);
				const publishedMonth = Number(item.publishedAt.slice(5, 7));
				// A month's report comes out in the month after it, or late in the same month.
				expect([publishedMonth, ((publishedMonth + 10) % 12) + 1]).toContain(month);
			}
		}
	});

	it("charts the 12 whole weeks before this one, each a Monday", () => {
		const profile = MEMBER_PROFILES[1001];
		if (!profile) throw new Error("no member 1001");
		for (const day of ["2028-02-29", "2027-06-13", "2027-06-14"]) {
			const weeks = seriesFor(profile, day).weightSeries.map((point) => point.date);
			expect(weeks).toHaveLength(12);
			for (const week of weeks) expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(1);
			const last = weeks.at(-1) ?? "";
			expect(last < day).toBe(true);
			// The last is the Monday of the week before `day`'s own.
			expect(Date.parse(day) - Date.parse(last)).toBeGreaterThanOrEqual(7 * 86_400_000);
			expect(Date.parse(day) - Date.parse(last)).toBeLessThan(14 * 86_400_000);
		}
	});
});

describe("calendarOn", () => {
	const real = Date.parse("2026-12-07T15:30:00Z"); // 00:30 on 2026-12-08 in Japan

	it("is the real clock when nothing is set", () => {
		const calendar = calendarOn({}, real);
		expect(calendar.at(real)).toBe(real);
		expect(calendarOn({}).today()).toBe(new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10));
	});

	it("stands on the day set, at the real time of day", () => {
		const calendar = calendarOn({ day: "2028-02-29" }, real);
		expect(new Date(calendar.at(real)).toISOString()).toBe("2028-02-28T15:30:00.000Z");
	});

	it("reads the time of day set, on the day set or today", () => {
		expect(new Date(calendarOn({ day: "2027-06-15", time: "23:59" }, real).at(real)).toISOString()).toBe(
			"2027-06-15T14:59:00.000Z",
		);
		expect(new Date(calendarOn({ time: "00:05" }, real).at(real)).toISOString()).toBe("2026-12-07T15:05:00.000Z");
	});
});
