/** The weight chart's box on the home page. */
export const WEIGHT_CHART = 'section[aria-labelledby="weight-heading"] .chart-box';
/** The steps chart's box on the home page. */
export const STEPS_CHART = 'section[aria-labelledby="steps-heading"] .chart-box';

export type ChartReading = {
	labels: string[];
	smallestFontPx: number;
	dotsX: number[];
	segments: number;
	overflows: boolean;
};

/**
 * What a chart shows a member: its labels (text and rendered size) and where the weeks' marks stand.
 * Self-contained, as it runs in the page through Playwright and the WebKit and Firefox drivers alike.
 */
export function readChart(selector: string): ChartReading {
	const box = document.querySelector(selector);
	const texts = [...(box?.querySelectorAll("svg text") ?? [])].filter((text) => text.getBoundingClientRect().width > 0);
	return {
		labels: texts.map((text) => text.textContent ?? ""),
		smallestFontPx: Math.min(...texts.map((text) => Number.parseFloat(getComputedStyle(text).fontSize))),
		dotsX: [...(box?.querySelectorAll("circle") ?? [])].map((dot) => dot.getBoundingClientRect().x),
		segments: box?.querySelectorAll("svg line:not(.chart-box__grid)").length ?? 0,
		overflows: document.documentElement.scrollWidth > window.innerWidth,
	};
}
