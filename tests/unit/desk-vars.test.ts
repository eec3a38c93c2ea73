import { describe, expect, it } from "vitest";
import { DEMO_DESK } from "#app/lib/member-desk";
import { deskVars } from "../../scripts/vite/desk-vars";
import { REAL_DESK } from "../fixtures/desk";

/* A real env's build carries the desk its deploy supplies, and stops without a real-looking one. */

describe("the desk a build writes into a real env's config", () => {
	it.each(["qa", "staging", "rev", "production"])("%s: the deploy's values, as given", (env) => {
		expect(deskVars(env, REAL_DESK)).toEqual(REAL_DESK);
	});

	it.each([
		[{}, /MEMBER_DESK_PHONE is empty.*MEMBER_DESK_HOURS is empty/],
		[DEMO_DESK, /MEMBER_DESK_PHONE is the default env's demo number/],
		[{ ...REAL_DESK, MEMBER_DESK_PHONE: "0120-000-000" }, /MEMBER_DESK_PHONE is a placeholder/],
		[{ ...REAL_DESK, MEMBER_DESK_PHONE: "03 5219 0841" }, /MEMBER_DESK_PHONE is not a phone number/],
		[{ ...REAL_DESK, MEMBER_DESK_HOURS: "未定" }, /MEMBER_DESK_HOURS is a placeholder/],
	])("production stops the build: %j", (given, message) => {
		expect(() => deskVars("production", given)).toThrow(message);
		// Names and rules only: a value never reaches the build log.
		try {
			deskVars("production", given);
		} catch (error) {
			for (const value of Object.values(given)) if (value) expect(String(error)).not.toContain(value);
		}
	});

	it("adds nothing to the default env's build (its demo comes with the mock) or local's", () => {
		expect(deskVars(undefined, {})).toBeUndefined();
		expect(deskVars("local", {})).toBeUndefined();
	});
});
