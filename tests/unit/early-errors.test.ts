import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { EARLY_ERRORS_KEY, EARLY_ERRORS_LIMIT, earlyErrorBufferScript } from "#app/lib/reporting/early-errors";

/** The inline head script run as the browser would, on a window that is only an event target. */
function pageWithBuffer() {
	const window = new EventTarget() as EventTarget & Record<string, unknown>;
	runInNewContext(earlyErrorBufferScript(), { window });
	const buffer = window[EARLY_ERRORS_KEY] as { take(): unknown[] };
	const raise = (message: string) => {
		const event = Object.assign(new Event("error"), { error: new Error(message), message });
		window.dispatchEvent(event);
	};
	const reject = (reason: unknown) => window.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason }));
	return { buffer, raise, reject };
}

describe("early error buffer (inline head script)", () => {
	it("keeps errors and rejections in order until taken, then stops listening", () => {
		const { buffer, raise, reject } = pageWithBuffer();
		raise("first");
		reject("second");
		expect(buffer.take()).toEqual([
			{ source: "window.error", error: new Error("first"), message: "first" },
			{ source: "unhandledrejection", error: "second" },
		]);
		raise("after");
		expect(buffer.take()).toEqual([]);
	});

	it(`keeps at most ${EARLY_ERRORS_LIMIT}: a page throwing in a loop cannot fill memory`, () => {
		const { buffer, raise } = pageWithBuffer();
		for (let index = 0; index < EARLY_ERRORS_LIMIT * 5; index += 1) raise(`error ${index}`);
		expect(buffer.take()).toHaveLength(EARLY_ERRORS_LIMIT);
	});
});
