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
	/** Value labels that a bar or a dot covers, as 「7,500 歩 under a bar」. */
	coveredLabels: string[];
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
		coveredLabels: [...(box?.querySelectorAll(".chart-box__label--value, .chart-label") ?? [])].flatMap((label) => {
			const text = label.getBoundingClientRect();
			if (text.width === 0) return [];
			const covering = [...(box?.querySelectorAll("svg rect, svg circle") ?? [])].find((mark) => {
				const area = mark.getBoundingClientRect();
				return (
					area.width > 0 &&
					area.height > 0 &&
					area.left < text.right &&
					area.right > text.left &&
					area.top < text.bottom &&
					area.bottom > text.top
				);
			});
			return covering ? [`${label.textContent} under a ${covering.tagName}`] : [];
		}),
	};
}
