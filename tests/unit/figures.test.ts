import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderFigures, withFigures } from "../../bench/figures.ts";

const read = (path: string) => readFileSync(path, "utf8");

describe("docs/performance.md's figures", () => {
	it("are bench/results.json's, as bench/figures.ts writes them", () => {
		const doc = read("docs/performance.md");
		expect(withFigures(doc, JSON.parse(read("bench/results.json")))).toBe(doc);
	});

	it("show each judged line with its limit and verdict", () => {
		const figures = renderFigures({
			generated_at: "2026-01-02T03:04:05.000Z",
			compare: {
				generated_at: "2026-01-02T01:00:00.000Z",
				guards_commit: "abc1234",
				errors: 0,
				acceptance: {
					js_home: { ratio: 0.99, atMost: 1, pass: true },
					guard_rps_home: { ratio: 0.8, atLeast: 0.9, pass: false },
				},
			},
			client_js: [],
			worker_bundle: { gzip_bytes: 2048, files: 1 },
		});
		expect(figures).toContain("| js_home | 0.99 | ≤ 1 | pass |");
		expect(figures).toContain("| guard_rps_home | 0.8 | ≥ 0.9 | fail |");
		expect(figures).toContain("Worker bundle: 2.0 KB gzip in 1 file(s).");
	});
});
