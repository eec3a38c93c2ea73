import type { Chart } from "frappe-charts";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { formatWeekOf } from "./chart-format";
import { chartSeries, STATIC_CHART, staticChart, type WeeklyPoint } from "./series";

/** The drawing's height; `.chart-box` in content.css reserves the same before the chart arrives (no layout shift). */
const CHART_HEIGHT_PX = 240;

type WeeklyChartProps = {
	/** Prefix for element ids. */
	id: string;
	title: string;
	/** Column heading of the values in the table, with the unit: 「体重（kg）」. */
	valueHeading: string;
	/** Unit after a value in the tooltip: 「kg」. */
	unit: string;
	points: readonly WeeklyPoint[];
	kind: "line" | "bar";
	color: string;
	/** Keep it a stable (module-level) function: a new one each render would redraw the chart. */
	formatValue: (value: number) => string;
	/** One line under the heading (latest value, change…). */
	summary?: ReactNode;
};

/** The chart drawn on the server, shown until frappe-charts takes its place at the same size. */
function StaticChartDrawing({
	points,
	kind,
	color,
	formatValue,
}: Pick<WeeklyChartProps, "points" | "kind" | "color" | "formatValue">) {
	const chart = staticChart(points, kind);
	const { width, height, left, right, bottom } = STATIC_CHART;
	return (
		<svg
			className="chart-box__static"
			viewBox={`0 0 ${width} ${height}`}
			preserveAspectRatio="xMidYMid meet"
			role="presentation"
			focusable="false"
		>
			{chart.ticks.map((tick) => (
				<g key={tick.value}>
					<line x1={left} x2={width - right} y1={tick.y} y2={tick.y} className="chart-box__grid" />
					<text x={left - 4} y={tick.y + 4} textAnchor="end" className="chart-box__tick">
						{formatValue(tick.value)}
					</text>
				</g>
			))}
			{chart.bars.map((bar) => (
				<rect key={bar.x} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={color} />
			))}
			{chart.points.length > 0 ? (
				<polyline
					points={chart.points.map((point) => `${point.x},${point.y}`).join(" ")}
					fill="none"
					stroke={color}
					strokeWidth={2}
				/>
			) : null}
			{chart.points.map((point) => (
				<circle key={point.x} cx={point.x} cy={point.y} r={3} fill={color} />
			))}
			{chart.labels.map((label) => (
				<text
					key={label.anchor}
					x={label.x}
					y={height - bottom + 16}
					textAnchor={label.anchor}
					className="chart-box__tick"
				>
					{label.text}
				</text>
			))}
		</svg>
	);
}

/** A weekly series drawn in the browser, and as a server-rendered table, its text form (docs/decisions/022-charts.md). */
export function WeeklyChart({
	id,
	title,
	valueHeading,
	unit,
	points,
	kind,
	color,
	formatValue,
	summary,
}: WeeklyChartProps) {
	const target = useRef<HTMLDivElement>(null);
	const [drawn, setDrawn] = useState(false);
	const hasRecords = points.some((point) => point.value !== null);

	useEffect(() => {
		const element = target.current;
		// Effects never run on the server; the guard also lets the server bundle drop the chart library.
		if (import.meta.env.SSR || !element || !hasRecords) return;
		let chart: Chart | undefined;
		let cancelled = false;
		const { labels, values } = chartSeries(points);
		// Loaded here only: never on the server, never in the page's first-load bundle.
		import("frappe-charts")
			.then(({ Chart }) => {
				if (cancelled) return;
				const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
				chart = new Chart(element, {
					type: kind,
					height: CHART_HEIGHT_PX,
					colors: [color],
					animate: reducedMotion ? 0 : 1,
					data: { labels, datasets: [{ name: title, values }] },
					axisOptions: { xIsSeries: 1, xAxisMode: "tick" },
					lineOptions: { dotSize: 4, regionFill: 0 },
					barOptions: { spaceRatio: 0.4 },
					tooltipOptions: { formatTooltipY: (value) => `${formatValue(value)} ${unit}` },
				});
				setDrawn(true);
			})
			.catch((error: unknown) => {
				// The table below still has every value; keep the notice in the box.
				console.error("chart could not be drawn", error);
			});
		return () => {
			cancelled = true;
			chart?.destroy();
		};
	}, [points, hasRecords, kind, color, title, unit, formatValue]);

	const headingId = `${id}-heading`;
	return (
		<section aria-labelledby={headingId} className="chart-panel">
			<h3 id={headingId} className="chart-panel__title">
				{title}
			</h3>
			{summary ? <p className="chart-panel__summary">{summary}</p> : null}
			<div className="chart-box" aria-hidden="true" data-drawn={drawn}>
				<div ref={target} className="chart-box__canvas" />
				{drawn ? null : hasRecords ? (
					<StaticChartDrawing points={points} kind={kind} color={color} formatValue={formatValue} />
				) : (
					<p className="chart-box__notice">この期間の記録はまだありません。</p>
				)}
			</div>
			<details className="disclosure chart-panel__table">
				<summary>{title}を表で見る</summary>
				<div className="table-scroll">
					<table className="data-table data-table--compact">
						<caption>{title}（週ごとの平均）</caption>
						<thead>
							<tr>
								<th scope="col">週</th>
								<th scope="col">{valueHeading}</th>
							</tr>
						</thead>
						<tbody>
							{points.map((point) => (
								<tr key={point.date}>
									<th scope="row">
										<time dateTime={point.date}>{formatWeekOf(point.date)}</time>
									</th>
									<td className={point.value === null ? "muted" : "numeric"}>
										{point.value === null ? "記録なし" : formatValue(point.value)}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			</details>
		</section>
	);
}
