/** frappe-charts ships no types: only what app/features/content/charts uses, imported in the browser alone. */
declare module "frappe-charts" {
	export type ChartType = "line" | "bar" | "axis-mixed" | "pie" | "percentage" | "heatmap" | "donut";

	export interface ChartDataset {
		name?: string;
		values: ReadonlyArray<number | null>;
		chartType?: "line" | "bar";
	}

	export interface ChartData {
		labels: readonly string[];
		datasets: readonly ChartDataset[];
		yMarkers?: ReadonlyArray<{ label: string; value: number; options?: { labelPos?: "left" | "right" } }>;
	}

	export interface ChartOptions {
		data: ChartData;
		type?: ChartType;
		title?: string;
		height?: number;
		colors?: readonly string[];
		animate?: 0 | 1 | boolean;
		truncateLegends?: 0 | 1 | boolean;
		valuesOverPoints?: 0 | 1 | boolean;
		axisOptions?: {
			xIsSeries?: 0 | 1 | boolean;
			xAxisMode?: "span" | "tick";
			yAxisMode?: "span" | "tick";
		};
		lineOptions?: {
			dotSize?: number;
			hideDots?: 0 | 1 | boolean;
			hideLine?: 0 | 1 | boolean;
			regionFill?: 0 | 1 | boolean;
			spline?: 0 | 1 | boolean;
			heatline?: 0 | 1 | boolean;
		};
		barOptions?: { spaceRatio?: number; stacked?: 0 | 1 | boolean };
		tooltipOptions?: {
			formatTooltipX?: (label: string) => string;
			/** null for a missing value (frappe passes the dataset's value as it is). */
			formatTooltipY?: (value: number | null) => string;
		};
	}

	/** frappe's inner margins around the plot (px); not an option, but read on every draw. */
	export interface ChartMeasures {
		margins: { top: number; bottom: number; left: number; right: number };
		paddings: { top: number; bottom: number; left: number; right: number };
	}

	export class Chart {
		constructor(parent: HTMLElement | string, options: ChartOptions);
		measures: ChartMeasures;
		/** Redraws at the parent's width (what frappe does on a resize). */
		draw(onlyWidthChange?: boolean): void;
		update(data: ChartData): void;
		destroy(): void;
	}
}
