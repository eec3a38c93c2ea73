import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SpecificHealthGuidance } from "#app/contract/orange/current-user";
import { GuidanceSection } from "#app/features/content/components/guidance";

/* Home's overdue list: what to do next follows each action's status, never one line for all. */

const TODAY = "2026-12-07";

function overdueItems(statuses: SpecificHealthGuidance["actions"][number]["status"][]): string[] {
	const guidance: SpecificHealthGuidance = {
		period: 4,
		startedOn: "2026-06-01",
		endsOn: "2026-12-31",
		actions: statuses.map((status, index) => ({
			id: index + 1,
			type: index === 0 ? "first" : "continuation",
			status,
			scheduledOn: `2026-0${index + 6}-01`,
			completedOn: null,
		})),
	};
	const html = renderToStaticMarkup(<GuidanceSection guidance={guidance} today={TODAY} />);
	const list = /<div class="guidance-overdue">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
	return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => match[1]?.replace(/<[^>]+>/g, "") ?? "");
}

describe("overdue guidance advice", () => {
	it("asks to report only what waits on the member, and to wait when the staff have it", () => {
		const [first, waiting, unreported, before] = overdueItems(["first", "waiting", "unreported", "before"]);
		expect(first).toContain("初回面談（初回面談待ち・");
		expect(first).toContain("面談の日程を改めて決めるため、担当者にご連絡ください。");
		expect(first).not.toContain("アプリから報告");
		expect(waiting).toContain("受付待ち");
		expect(waiting).toContain("担当者からの連絡をお待ちください。");
		expect(waiting).not.toContain("アプリから報告");
		expect(unreported).toContain("未報告");
		expect(unreported).toContain("取り組みの結果をアプリから報告してください。");
		expect(before).toContain("実施した場合は、取り組みの結果をアプリから報告してください。");
	});
});
