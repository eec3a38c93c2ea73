import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { formatKilograms } from "#app/features/content/charts/chart-format";
import { WeeklyChart } from "#app/features/content/charts/weekly-chart";
import { GuidanceSection } from "#app/features/content/components/guidance";
import { Pagination } from "#app/features/content/components/pagination";

function render(element: React.ReactElement): string {
	const router = createMemoryRouter([{ path: "*", element }]);
	return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("GuidanceSection", () => {
	it("tells a member outside the programme so, kindly, without a table", () => {
		const html = render(<GuidanceSection guidance={null} today="2026-11-27" />);
		expect(html).toContain("現在、特定保健指導の対象ではありません。");
		expect(html).toContain("健康な毎日を続けましょう");
		expect(html).not.toContain("<table");
	});

	it("labels every status and type in Japanese, never the wire value", () => {
		const html = render(
			<GuidanceSection
				guidance={{
					// A 第3期 programme began before April 2024.
					period: 3,
					startedOn: "2023-11-01",
					endsOn: "2024-04-30",
					actions: [
						{ id: 1, type: "continuation_tentative", status: "waiting", scheduledOn: null, completedOn: null },
						{ id: 2, type: "last", status: "done", scheduledOn: "2024-04-01", completedOn: "2024-04-02" },
					],
				}}
				today="2024-03-27"
			/>,
		);
		expect(html).toContain("第3期の特定保健指導");
		expect(html).toContain("継続支援（予定）");
		expect(html).toContain("最終評価");
		expect(html).toContain("次の予定：</strong>継続支援（予定・受付待ち・日程調整中）");
		expect(html).not.toContain("）（");
		expect(html).toContain("2件中1件が報告済み・完了");
		expect(html).not.toMatch(/>(waiting|done|continuation_tentative|last)</);
	});
});

describe("WeeklyChart on the server", () => {
	const points = [
		{ date: "2026-08-31", value: 78.4 },
		{ date: "2026-09-07", value: 78.1 },
		{ date: "2026-09-14", value: null },
	];

	it("renders the reserved box with a server-drawn chart, and the full table", () => {
		const html = render(
			<WeeklyChart
				id="weight"
				title="体重の推移"
				valueHeading="体重（kg）"
				unit="kg"
				points={points}
				kind="line"
				color="#b84f00"
				formatValue={formatKilograms}
			/>,
		);
		expect(html).toContain('class="chart-box" aria-hidden="true"');
		// The server draws the series itself (no JavaScript, or before frappe-charts arrives).
		expect(html).toContain('<svg class="chart-box__drawing"');
		// The line runs between recorded weeks, with the value axis' labels in kg.
		expect(html).toMatch(/<line x1="[\d.]+%" y1="[\d.]+" x2="[\d.]+%"/);
		expect(html).toMatch(/>\d+\.\d kg<\/text>/);
		expect(html).not.toContain("グラフを準備しています");
		expect(html).toContain("<caption>体重の推移（週ごとの平均）</caption>");
		expect(html).toContain(
			'<th scope="row"><time dateTime="2026-08-31">8月31日の週</time></th><td class="numeric">78.4</td>',
		);
		expect(html).toContain('<td class="muted">記録なし</td>');
	});

	it("says when there is nothing to draw", () => {
		const html = render(
			<WeeklyChart
				id="steps"
				title="歩数の推移"
				valueHeading="歩数"
				unit="歩"
				points={[{ date: "2026-08-31", value: null }]}
				kind="bar"
				color="#1d6fb8"
				formatValue={formatKilograms}
			/>,
		);
		expect(html).toContain("この期間の記録はまだありません。");
	});
});

describe("Pagination", () => {
	it("marks the current page and offers only the steps that exist", () => {
		const html = render(<Pagination page={1} totalPages={3} hrefOf={(page) => `/news?page=${page}`} />);
		expect(html).toContain('aria-label="1ページ目" aria-current="page"');
		expect(html).not.toContain("前のページ");
		expect(html).toContain('href="/news?page=2"');
		expect(html).toContain("次のページ");
		expect(render(<Pagination page={1} totalPages={1} hrefOf={String} />)).toBe("");
	});
});
