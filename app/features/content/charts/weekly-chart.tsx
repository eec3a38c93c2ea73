import type { Chart } from "frappe-charts";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { optionalImport } from "#app/lib/loading/optional-import";
import { whenNearViewport } from "#app/lib/loading/when-near-viewport";
import { formatShortDate, formatWeekOf } from "./chart-format";
import { CHART_BOX, drawWeeklyChart, valueTicks, type WeeklyPoint, weekLabels } from "./series";

type WeeklyChartProps = {
	/** Prefix for element ids. */
	id: string;
	title: string;
	/** Column heading of the values in the table, with the unit: 「体重（kg）」. */
	valueHeading: string;
	/** Unit after a value on the axis and in the tooltip: 「kg」. */
	unit: string;
	points: readonly WeeklyPoint[];
	kind: "line" | "bar";
	color: string;
	/** Keep it a stable (module-level) function: a new one each render would redraw the chart. */
	formatValue: (value: number) => string;
	/** One line under the heading (latest value, change…). */
	summary?: ReactNode;
};

/** The chart as plain SVG in CSS pixels, so its labels keep their size at any width (decision 118). */
function ChartDrawing({
	points,
	kind,
	color,
	tickLabel,
}: Pick<WeeklyChartProps, "points" | "kind" | "color"> & { tickLabel: (value: number) => string }) {
	const drawing = drawWeeklyChart(points, kind);
	return (
		<svg className="chart-box__drawing" width="100%" height={CHART_BOX.height} role="presentation" focusable="false">
			{drawing.ticks.map((tick) => (
				<line key={tick.value} x1="0" x2="100%" y1={tick.y} y2={tick.y} className="chart-box__grid" />
			))}
			{drawing.bars.map((bar) => (
				<rect key={bar.x} x={`${bar.x}%`} y={bar.y} width={`${bar.width}%`} height={bar.height} fill={color} />
			))}
			{drawing.segments.map((segment) => (
				<line
					key={segment.x1}
					x1={`${segment.x1}%`}
					y1={segment.y1}
					x2={`${segment.x2}%`}
					y2={segment.y2}
					stroke={color}
					strokeWidth={2}
				/>
			))}
			{drawing.dots.map((dot) => (
				<circle key={dot.x} cx={`${dot.x}%`} cy={dot.y} r={3.5} fill={color} />
			))}
			{drawing.ticks.map((tick) => (
				<text
					key={tick.value}
					x="-6"
					y={tick.y - 4}
					textAnchor="end"
					className="chart-box__label chart-box__label--value"
				>
					{tickLabel(tick.value)}
				</text>
			))}
		</svg>
	);
}

/** The week labels under either drawing: frappe's own skip labels by its own rule and run together at 12 px. */
function WeekLabels({ points }: Pick<WeeklyChartProps, "points">) {
	return (
		<svg className="chart-box__weeks" width="100%" height={CHART_BOX.bottom} role="presentation" focusable="false">
			{weekLabels(points).map((label) => (
				<text
					key={label.x}
					x={`${label.x}%`}
					y={CHART_BOX.bottom - 8}
					textAnchor={label.anchor}
					className="chart-box__label"
				>
					{label.text}
				</text>
			))}
		</svg>
	);
}

/**
 * A weekly series: drawn on the server, and for bars redrawn by frappe-charts in the browser for its
 * tooltips; the server-rendered table is its text form (docs/decisions/022-charts.md, 118).
 */
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
	// frappe-charts plots a missing week as zero, which a line would show as a fall: lines stay ours.
	const redrawnInBrowser = kind === "bar" && hasRecords;
	const tickLabel = useCallback((value: number) => `${formatValue(value)} ${unit}`, [formatValue, unit]);

	useEffect(() => {
		const element = target.current;
		// Effects never run on the server; the guard also lets the server bundle drop the chart library.
		if (import.meta.env.SSR || !element || !redrawnInBrowser) return;
		let chart: Chart | undefined;
		let cancelled = false;
		const weekOfLabel = new Map(points.map((point) => [formatShortDate(point.date), point.date]));
		const ticks = valueTicks(
			points.flatMap((point) => (point.value === null ? [] : [point.value])),
			kind,
		);
		// Loaded only once the chart is about to be seen, never on the first load; optional, so a load cut off
		// by leaving the page never reloads it.
		const redraw = () =>
			optionalImport(() => import("frappe-charts"))
				.then(({ Chart }) => {
					if (cancelled) return;
					const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
					chart = new Chart(element, {
						type: kind,
						height: CHART_BOX.height,
						colors: [color],
						animate: reducedMotion ? 0 : 1,
						data: {
							labels: [...weekOfLabel.keys()],
							datasets: [{ name: title, values: points.map((point) => point.value) }],
							// frappe's own axis writes 8000 as it is; our round values carry the separators and the unit.
							yMarkers: ticks.map((value) => ({ label: tickLabel(value), value, options: { labelPos: "left" } })),
						},
						axisOptions: { xIsSeries: 1, xAxisMode: "tick" },
						barOptions: { spaceRatio: 0.7 },
						tooltipOptions: {
							formatTooltipX: (label) => {
								const date = weekOfLabel.get(label);
								return date ? formatWeekOf(date) : label;
							},
							formatTooltipY: (value) => (value === null ? "記録なし" : tickLabel(value)),
						},
					});
					// frappe keeps 50 px left and 30 px right for the value axis we hide: its plot, and the room its
					// tooltips stay within, take the whole box instead, like our drawing (decision 118).
					Object.assign(chart.measures.margins, { left: 0, right: 0 });
					Object.assign(chart.measures.paddings, { left: 0, right: 0 });
					chart.draw(true);
					setDrawn(true);
				})
				.catch((error: unknown) => {
					// The server's drawing and the table stay.
					console.error("chart could not be drawn", error);
				});
		// The empty canvas has no height before frappe draws: its box (our drawing) is what the member sees.
		const stopWatching = whenNearViewport(element.parentElement ?? element, redraw);
		return () => {
			cancelled = true;
			stopWatching();
			chart?.destroy();
		};
	}, [points, redrawnInBrowser, kind, color, title, tickLabel]);

	const headingId = `${id}-heading`;
	return (
		<section aria-labelledby={headingId} className="chart-panel">
			<h3 id={headingId} className="chart-panel__title">
				{title}
			</h3>
			{summary ? <p className="chart-panel__summary">{summary}</p> : null}
			<div className="chart-box" aria-hidden="true" data-drawn={drawn}>
				{redrawnInBrowser ? <div ref={target} className="chart-box__canvas" /> : null}
				{hasRecords ? <WeekLabels points={points} /> : null}
				{drawn ? null : hasRecords ? (
					<ChartDrawing points={points} kind={kind} color={color} tickLabel={tickLabel} />
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
