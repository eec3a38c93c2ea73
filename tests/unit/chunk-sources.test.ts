import { describe, expect, it } from "vitest";
import { sourcesOf } from "../../scripts/vite/chunk-sources";

describe("scripts/vite/chunk-sources.ts (chunk rules that follow the code)", () => {
	it("matches a named module by its id, with its query, on either separator", () => {
		const test = sourcesOf(["app/root.tsx", "app/features/content/content.css?url"]);
		expect(test.test("/work/app/root.tsx")).toBe(true);
		expect(test.test("C:\\work\\app\\root.tsx")).toBe(true);
		expect(test.test("/work/app/features/content/content.css?url")).toBe(true);
		expect(test.test("/work/app/features/content/content.css")).toBe(false);
		expect(test.test("/work/app/root.tsx.map")).toBe(false);
		expect(test.test("/work/app/my-root.tsx")).toBe(false);
	});

	it("fails on a path that does not exist, naming it, so a rename cannot move code between chunks", () => {
		expect(() => sourcesOf(["app/root.tsx", "app/layouts/renamed.tsx"])).toThrow(/app\/layouts\/renamed\.tsx/);
	});
});
