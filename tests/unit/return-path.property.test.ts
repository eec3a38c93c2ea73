import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rememberablePath, safeReturnPath } from "#app/session/return-path";

const ORIGIN = "https://portal.example.jp";

/** Pieces an attacker strings together to make a path leave the origin after normalisation. */
const PIECES = [
	"/",
	"//",
	"\\",
	"/\\",
	".",
	"..",
	"./",
	"../",
	"/./",
	"/../",
	"%2f",
	"%2F",
	"%5c",
	"%252f",
	"%2e",
	"%2e%2e",
	"@",
	":",
	"evil.example",
	"http:",
	"https:",
	"javascript:",
	"data:",
	"\t",
	"\n",
	"\r",
	" ",
	"?",
	"#",
	"&",
	"\uff0f",
	"\u2215",
	"\u2044",
	"\u29f8",
	"\ufe68",
	"\uff3c",
	"\u3002",
	"\u0000",
	"\u007f",
	"\u200b",
	"news",
	"1",
];

const piece = fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 3 }), fc.webSegment());
const hostilePath = fc.array(piece, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(""));
const slashFirst = hostilePath.map((path) => `/${path}`);

/** How a browser resolves a Location header on our origin. */
function resolvedOrigin(location: string): string {
	return new URL(location, ORIGIN).origin;
}

describe("safeReturnPath (property-based)", () => {
	it("never answers a path that leaves the origin", () => {
		fc.assert(
			fc.property(fc.oneof(hostilePath, slashFirst), (value) => {
				const result = safeReturnPath(value);
				if (result === null) return;
				expect(resolvedOrigin(result)).toBe(ORIGIN);
				expect(result.startsWith("/")).toBe(true);
				expect(result.startsWith("//")).toBe(false);
				expect(result.startsWith("/\\")).toBe(false);
			}),
			{ numRuns: 5000 },
		);
	});

	it("answers a fixed point: its own answer is accepted unchanged", () => {
		fc.assert(
			fc.property(fc.oneof(hostilePath, slashFirst, fc.webPath()), (value) => {
				const result = safeReturnPath(value);
				if (result !== null) expect(safeReturnPath(result)).toBe(result);
			}),
			{ numRuns: 5000 },
		);
	});

	it("keeps ordinary same-site paths, queries and hashes", () => {
		fc.assert(
			fc.property(fc.array(fc.webSegment(), { maxLength: 5 }), fc.webQueryParameters(), (segments, query) => {
				const path = `/${segments.filter((s) => s !== "." && s !== "..").join("/")}${query ? `?${query}` : ""}`;
				const result = safeReturnPath(path);
				if (result !== null) expect(resolvedOrigin(result)).toBe(ORIGIN);
			}),
		);
	});
});

describe("safeReturnPath: dot segments that collapse into an authority", () => {
	it.each([
		"/.//evil.com",
		"/./\\evil.com",
		"/a/..//evil.com",
		"/%2e//evil.com",
		"/%2E%2E//evil.com",
		"/.././/evil.com",
		"/x/.././/evil.com/path?q=1",
	])("refuses %j", (value) => {
		expect(safeReturnPath(value)).toBeNull();
		expect(rememberablePath(value)).toBeNull();
	});
});
