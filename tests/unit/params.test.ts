import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { optionalNonZeroIntegerQuery, requireNonZeroInteger } from "#app/lib/urls/params";

const request = new Request("http://localhost/news/x");

function thrownBy(run: () => unknown): unknown {
	try {
		run();
	} catch (error) {
		return error;
	}
	throw new Error("did not throw");
}

describe("requireNonZeroInteger", () => {
	it.each(["1", "42", "9007199254740991"])("accepts %s", (value) => {
		expect(requireNonZeroInteger(value, request)).toBe(Number(value));
	});

	it.each(["0", "-1", "1.5", "abc", "", "01", "1e3", " 1", "+1", "9007199254740993", undefined, null])(
		"answers 404 Page Not Found with the path for %j",
		(value) => {
			const error = thrownBy(() => requireNonZeroInteger(value, request)) as { data: unknown; init: ResponseInit };
			expect(error.init?.status).toBe(404);
			expect(error.data).toBe("Page Not Found: /news/x");
		},
	);
});

describe("optionalNonZeroIntegerQuery", () => {
	it("is undefined when absent", () => {
		expect(optionalNonZeroIntegerQuery(new Request("http://localhost/"), "kenpo_user")).toBeUndefined();
	});
	it("parses a present value", () => {
		expect(optionalNonZeroIntegerQuery(new Request("http://localhost/?kenpo_user=7"), "kenpo_user")).toBe(7);
	});
	it.each(["0", "-1", "1.5", "abc", ""])("rejects kenpo_user=%j", (value) => {
		const error = thrownBy(() =>
			optionalNonZeroIntegerQuery(new Request(`http://localhost/?kenpo_user=${value}`), "kenpo_user"),
		);
		expect(isRouteErrorResponse(error) || (error as { init?: ResponseInit }).init?.status === 404).toBe(true);
	});
});
