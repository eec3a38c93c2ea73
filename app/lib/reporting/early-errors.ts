/** Errors before the reporter starts are kept by an inline head script and reported then. */

export const EARLY_ERRORS_KEY = "__earlyErrors";
/** A page that throws in a loop must not fill memory before the reporter starts. */
export const EARLY_ERRORS_LIMIT = 20;

export type EarlyError =
	| { source: "window.error"; error: unknown; message: string }
	| { source: "unhandledrejection"; error: unknown };

type EarlyErrorBuffer = { take(): EarlyError[] };

declare global {
	interface Window {
		[EARLY_ERRORS_KEY]?: EarlyErrorBuffer;
	}
}

/** Self-contained (no outer names): it runs as source in the inline head script. */
function installEarlyErrorBuffer(key: string, limit: number): void {
	const kept: EarlyError[] = [];
	const onError = (event: ErrorEvent) => {
		if (kept.length < limit) kept.push({ source: "window.error", error: event.error, message: event.message });
	};
	const onRejection = (event: PromiseRejectionEvent) => {
		if (kept.length < limit) kept.push({ source: "unhandledrejection", error: event.reason });
	};
	window.addEventListener("error", onError);
	window.addEventListener("unhandledrejection", onRejection);
	const buffer: EarlyErrorBuffer = {
		take() {
			window.removeEventListener("error", onError);
			window.removeEventListener("unhandledrejection", onRejection);
			return kept.splice(0);
		},
	};
	(window as unknown as Record<string, EarlyErrorBuffer>)[key] = buffer;
}

export function earlyErrorBufferScript(): string {
	return `(${installEarlyErrorBuffer.toString()})(${JSON.stringify(EARLY_ERRORS_KEY)},${EARLY_ERRORS_LIMIT});`;
}
