import { formatInteger, formatKilograms, formatWeekOf } from "./chart-format";
import { summarizeSeries, type WeeklyPoint } from "./series";
import { WeeklyChart } from "./weekly-chart";

/* The home page's charts and summaries: a chunk loaded after the first load (through hydrateLater). */

function signed(value: number, format: (value: number) => string): string {
	if (value > 0) return `+${format(value)}`;
	if (value < 0) return `−${format(-value)}`;
	return `±${format(0)}`;
}

function WeightSummary({ points }: { points: readonly WeeklyPoint[] }) {
	const { latest, change } = summarizeSeries(points);
	if (!latest) return null;
	return (
		<>
			最新：{formatKilograms(latest.value)} kg（{formatWeekOf(latest.date)}）
			{change === null ? null : `／記録の初めから ${signed(change, formatKilograms)} kg`}
		</>
	);
}

function StepSummary({ points }: { points: readonly WeeklyPoint[] }) {
	const { latest, average } = summarizeSeries(points);
	if (!latest || average === null) return null;
	return (
		<>
			最新：1日平均 {formatInteger(latest.value)} 歩（{formatWeekOf(latest.date)}）／期間の平均 {formatInteger(average)}{" "}
			歩
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
