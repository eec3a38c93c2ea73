/** How far below the screen an element counts as about to be seen: a flick's distance on a phone. */
const AHEAD = "400px 0px";

/**
 * Runs `task` once `element` is on the screen or about to be, and returns a cancel. Work that only
 * matters where the member looks (a chart's tooltips far down the page) then costs nothing on load.
 */
export function whenNearViewport(element: Element, task: () => void): () => void {
	if (!("IntersectionObserver" in window)) {
		task();
		return () => {};
	}
	const observer = new IntersectionObserver(
		(entries) => {
			if (!entries.some((entry) => entry.isIntersecting)) return;
			observer.disconnect();
			task();
		},
		{ rootMargin: AHEAD },
	);
	observer.observe(element);
	return () => observer.disconnect();
}
