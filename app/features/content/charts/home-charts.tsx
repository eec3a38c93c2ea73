import { formatInteger, formatKilograms, formatWeekOf } from "./chart-format";
import { summarizeSeries, type WeeklyPoint } from "./series";
import { WeeklyChart } from "./weekly-chart";

/* The home page's charts and summaries: a chunk loaded after the first load (through hydrateLater). */

function signed(value: number, format: (value: number) => string): string {
	if (value > 0) return `+${format(value)}`;
	if (value < 0) return `−${format(-value)}`;
	return `±${format(0)}`;
}

/** A number and its unit, never split across lines. */
function Quantity({ value, unit }: { value: string; unit: string }) {
	return (
		<span className="quantity">
			{value} {unit}
		</span>
	);
}

function WeightSummary({ points }: { points: readonly WeeklyPoint[] }) {
	const { latest, change } = summarizeSeries(points);
	if (!latest) return null;
	return (
		<>
			最新：
			<Quantity value={formatKilograms(latest.value)} unit="kg" />（{formatWeekOf(latest.date)}）
			{change === null ? null : (
				<>
					／記録の初めから <Quantity value={signed(change, formatKilograms)} unit="kg" />
				</>
			)}
		</>
	);
}

function StepSummary({ points }: { points: readonly WeeklyPoint[] }) {
	const { latest, average } = summarizeSeries(points);
	if (!latest || average === null) return null;
	return (
		<>
			最新：1日平均 <Quantity value={formatInteger(latest.value)} unit="歩" />（{formatWeekOf(latest.date)}
			）／期間の平均 <Quantity value={formatInteger(average)} unit="歩" />
		</>
	);
}

export default function HomeCharts({
	weightSeries,
	stepSeries,
}: {
	weightSeries: readonly WeeklyPoint[];
	stepSeries: readonly WeeklyPoint[];
}) {
	return (
		<div className="chart-grid">
			<WeeklyChart
				id="weight"
				title="体重の推移"
				valueHeading="体重（kg）"
				unit="kg"
				points={weightSeries}
				kind="line"
				color="#b84f00"
				formatValue={formatKilograms}
				summary={<WeightSummary points={weightSeries} />}
			/>
			<WeeklyChart
				id="steps"
				title="歩数の推移"
				valueHeading="1日平均の歩数（歩）"
				unit="歩"
				points={stepSeries}
				kind="bar"
				color="#1d6fb8"
				formatValue={formatInteger}
				summary={<StepSummary points={stepSeries} />}
			/>
		</div>
	);
}
