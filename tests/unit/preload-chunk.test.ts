import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadChunk } from "#app/lib/loading/preload-chunk";

/** The browser's window, as far as the helper uses it: an event target. */
function stubWindow(onPreloadError?: (event: Event & { payload?: unknown }) => void) {
	const target = new EventTarget();
	if (onPreloadError) target.addEventListener("vite:preloadError", onPreloadError as EventListener);
	vi.stubGlobal("window", target);
}

afterEach(() => {
	vi.unstubAllGlobals();
});

describe("the preload helper of the browser build (docs/decisions/069-first-load-under-the-template.md)", () => {
	it("hands back the chunk's module", async () => {
		stubWindow(() => {
			throw new Error("no failure expected");
		});
		await expect(preloadChunk(() => Promise.resolve({ answer: 42 }))).resolves.toEqual({ answer: 42 });
	});

	it("announces a chunk that fails as vite:preloadError, then passes the failure on", async () => {
		const failure = new TypeError("Failed to fetch dynamically imported module: /assets/x.js");
		const seen: unknown[] = [];
		stubWindow((event) => seen.push(event.payload));
		await expect(preloadChunk(() => Promise.reject(failure))).rejects.toBe(failure);
		expect(seen).toEqual([failure]);
	});

	it("keeps the import pending when a listener takes the failure on (the page reloads)", async () => {
		stubWindow((event) => event.preventDefault());
		let settled = false;
		preloadChunk(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module"))).then(
			() => {
				settled = true;
			},
			() => {
				settled = true;
			},
		);
		await new Promise((resolve) => setTimeout(resolve, 10));
		expect(settled).toBe(false);
	});
});
