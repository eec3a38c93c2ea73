import { afterEach, describe, expect, it, vi } from "vitest";
import { errorFields, log, logLine, MAX_LOG_LINE, MAX_LOG_VALUE, oauthErrorCode } from "#app/lib/logging/log-line";

afterEach(() => vi.restoreAllMocks());

describe("logLine", () => {
	it("is the event first, then each field in its order", () => {
		expect(logLine("[api] call failed", { call: "GET /news", status: 502, ms: 12 })).toBe(
			'{"event":"[api] call failed","call":"GET /news","status":502,"ms":12}',
		);
		expect(logLine("only")).toBe('{"event":"only"}');
	});

	it.each([
		["a newline", "a\nb", "ab"],
		["a carriage return", "a\rb", "ab"],
		["a tab", "a\tb", "ab"],
		["NUL and the last C0 character", "a\u0000b\u001fc", "abc"],
		["an ANSI escape", "\u001b[31mred\u001b[0m", "[31mred[0m"],
		["DEL and C1 controls", "a\u007fb\u0080c\u009fd", "abcd"],
		["Unicode line and paragraph separators", "a\u2028b\u2029c", "abc"],
	])("removes %s from values and the event", (_label, raw, clean) => {
		expect(JSON.parse(logLine(raw, { reason: raw }))).toEqual({ event: clean, reason: clean });
	});

	it("keeps printable characters, Japanese and the space", () => {
		expect(JSON.parse(logLine("e", { reason: " ~ 認証 \u00a0\u00ff" })).reason).toBe(" ~ 認証 \u00a0\u00ff");
	});

	it("cuts every value and the event at the bound", () => {
		const parsed = JSON.parse(logLine("e".repeat(400), { long: "b".repeat(MAX_LOG_VALUE + 1) }));
		expect(parsed.event).toBe("e".repeat(MAX_LOG_VALUE));
		expect(parsed.long).toBe("b".repeat(MAX_LOG_VALUE));
		expect(MAX_LOG_VALUE).toBe(300);
	});

	it("keeps finite numbers, booleans as words, and leaves out everything else", () => {
		expect(
			JSON.parse(
				logLine("e", {
					zero: 0,
					status: 502,
					infinite: Number.POSITIVE_INFINITY,
					nan: Number.NaN,
					yes: true,
					no: false,
					none: null,
					missing: undefined,
					object: { a: 1 },
					list: ["x"],
				}),
			),
		).toEqual({ event: "e", zero: 0, status: 502, yes: "true", no: "false" });
	});

	it("takes only plain field names, never a second `event`", () => {
		expect(
			JSON.parse(
				logLine("e", {
					ok_name2: 1,
					Z: 2,
					"1st": 3,
					"with space": 4,
					"new\nline": 5,
					_under: 6,
					event: "forged",
					[`a${"b".repeat(31)}`]: 7,
					[`a${"b".repeat(32)}`]: 8,
				}),
			),
		).toEqual({ event: "e", ok_name2: 1, Z: 2, [`a${"b".repeat(31)}`]: 7 });
	});

	it("counts only the fields it keeps towards the twelve", () => {
		const left = Object.fromEntries(Array.from({ length: 14 }, (_, index) => [`o${index}`, { object: index }]));
		expect(JSON.parse(logLine("e", { ...left, kept: "yes" }))).toEqual({ event: "e", kept: "yes" });
	});

	it("keeps a line of exactly the bound as it is", () => {
		const fields: Record<string, string> = Object.fromEntries(
			Array.from({ length: 6 }, (_, index) => [`f${index}`, "x".repeat(300)]),
		);
		const room = MAX_LOG_LINE - JSON.stringify({ event: "e", ...fields, p: "" }).length;
		const line = logLine("e", { ...fields, p: "y".repeat(room) });
		expect(line.length).toBe(MAX_LOG_LINE);
		expect(JSON.parse(line).p).toBe("y".repeat(room));
		expect(JSON.parse(line).cut).toBeUndefined();
	});

	it("keeps at most twelve fields", () => {
		const fields = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`f${index}`, index]));
		const parsed = JSON.parse(logLine("e", fields));
		expect(Object.keys(parsed)).toEqual(["event", ...Array.from({ length: 12 }, (_, index) => `f${index}`)]);
	});

	it("drops fields from the end until the line fits, and says so", () => {
		const fields = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`q${index}`, '"'.repeat(300)]));
		const line = logLine("quoted", fields);
		expect(line.length).toBeLessThanOrEqual(MAX_LOG_LINE);
		const parsed = JSON.parse(line);
		expect(parsed.cut).toBe(1);
		expect(parsed.q0).toBe('"'.repeat(300));
		expect(Object.keys(parsed).at(-1)).toBe("cut");
		// One field fewer would have fitted: no more is dropped than needed.
		const kept = Object.keys(parsed).filter((name) => name.startsWith("q")).length;
		const oneMore = Object.fromEntries(Object.entries(fields).slice(0, kept + 1));
		expect(JSON.stringify({ event: "quoted", ...oneMore, cut: 1 }).length).toBeGreaterThan(MAX_LOG_LINE);
		expect(MAX_LOG_LINE).toBe(2048);
	});

	it("leaves a line that fits as it is, without `cut`", () => {
		const fields = Object.fromEntries(Array.from({ length: 6 }, (_, index) => [`q${index}`, "x".repeat(300)]));
		const line = logLine("fits", fields);
		expect(line.length).toBeLessThanOrEqual(MAX_LOG_LINE);
		expect(JSON.parse(line).cut).toBeUndefined();
	});
});

describe("log", () => {
	it.each(["info", "warn", "error"] as const)("writes one string to console.%s", (level) => {
		const spy = vi.spyOn(console, level).mockImplementation(() => {});
		log(level, "e\n", { requestId: "r1" });
		expect(spy).toHaveBeenCalledTimes(1);
		expect(spy).toHaveBeenCalledWith('{"event":"e","requestId":"r1"}');
	});

	it("writes no field when none is given", () => {
		const spy = vi.spyOn(console, "warn").mockImplementation(() => {});
		log("warn", "bare");
		expect(spy).toHaveBeenCalledWith('{"event":"bare"}');
	});
});

describe("errorFields", () => {
	it("names an error's class, message and the first five frames, one value", () => {
		const error = new TypeError("bad\nthing");
		error.stack = [
			"TypeError: bad",
			...Array.from({ length: 8 }, (_, index) => `    at frame${index} (x.js:1:1)`),
		].join("\n");
		expect(errorFields(error)).toEqual({
			error: "TypeError",
			message: "bad\nthing",
			stack:
				"at frame0 (x.js:1:1) | at frame1 (x.js:1:1) | at frame2 (x.js:1:1) | at frame3 (x.js:1:1) | at frame4 (x.js:1:1)",
		});
	});

	it("copes with an error without a stack, and with what is not an error", () => {
		const error = new Error("plain");
		error.stack = undefined;
		expect(errorFields(error)).toEqual({ error: "Error", message: "plain", stack: "" });
		expect(errorFields("a string")).toEqual({ error: "string" });
		expect(errorFields(undefined)).toEqual({ error: "undefined" });
	});
});

describe("oauthErrorCode", () => {
	it.each([
		["access_denied", "access_denied"],
		["invalid_request", "invalid_request"],
		[" !#[]~", " !#[]~"],
		["x".repeat(65), "x".repeat(64)],
		["x".repeat(64), "x".repeat(64)],
	])("keeps %j as %j (RFC 6749's characters)", (value, expected) => {
		expect(oauthErrorCode(value)).toBe(expected);
	});

	it.each([
		["a quote", 'access_denied"'],
		["a backslash", "access\\denied"],
		["a newline", "access_denied\n"],
		["a tab", "a\tb"],
		["DEL", "a\u007f"],
		["non-ASCII", "認証"],
		["an empty value", ""],
	])("refuses %s", (_label, value) => {
		expect(oauthErrorCode(value)).toBe("invalid");
	});

	it("refuses what is not a string", () => {
		expect(oauthErrorCode(undefined)).toBe("invalid");
		expect(oauthErrorCode(42)).toBe("invalid");
	});
});
