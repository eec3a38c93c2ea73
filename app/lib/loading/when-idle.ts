/** Runs `task` when the browser is idle, at the latest after `timeoutMs` (a plain delay where idle callbacks are missing). */
export function whenIdle(task: () => void, timeoutMs = 10_000): void {
	if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: timeoutMs });
	else setTimeout(task, Math.min(timeoutMs, 3_000));
}
