import { describe, expect, it } from "vitest";
import { BoundedMap } from "#app/lib/collections/bounded-map";

describe("BoundedMap", () => {
	it("keeps at most its limit, dropping the key set longest ago", () => {
		const map = new BoundedMap<string, number>(2);
		map.set("a", 1).set("b", 2).set("c", 3);
		expect([...map]).toEqual([
			["b", 2],
			["c", 3],
		]);
	});

	it("replaces a key it holds without dropping another", () => {
		const map = new BoundedMap<string, number>(2);
		map.set("a", 1).set("b", 2).set("a", 10);
		expect([...map.entries()].sort()).toEqual([
			["a", 10],
			["b", 2],
		]);
		map.set("c", 3);
		expect(map.has("a")).toBe(true);
		expect(map.has("b")).toBe(false);
	});
});
