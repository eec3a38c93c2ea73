import { describe, expect, it } from "vitest";
import { PIN_TRIES } from "#app/contract/orange/two-factors";
import { triesLeftMessage } from "#app/features/two-factor/tries";
import { createRequestCookies } from "#app/session/cookies.server";
import {
	markPinArrival,
	PIN_ARRIVAL_WINDOW_MS,
	settlePinArrival,
	takePinArrival,
} from "#app/session/pin-arrival.server";

const SECRET = ["s".repeat(32)];
const session = { access_token: "at", token_type: "Bearer", scope: "public", profile: { sub: "1" }, expires_at: 1 };

describe("the sign-in's one-time mark for the two-factor page", () => {
	it("is taken once, within its window", () => {
		const cookies = createRequestCookies(SECRET);
		cookies.session.set(markPinArrival(session, 1_000));
		expect(takePinArrival(cookies, 1_000 + PIN_ARRIVAL_WINDOW_MS)).toBe(true);
		expect(cookies.session.value).toEqual(session);
		expect(takePinArrival(cookies, 1_001)).toBe(false);
	});

	it("past its window it is dropped and sends nothing", () => {
		const cookies = createRequestCookies(SECRET);
		cookies.session.set(markPinArrival(session, 1_000));
		expect(takePinArrival(cookies, 1_001 + PIN_ARRIVAL_WINDOW_MS)).toBe(false);
		expect(cookies.session.value?.pinArrivalUntil).toBeUndefined();
	});

	it("no session or no mark: nothing to take, nothing written", () => {
		const cookies = createRequestCookies(SECRET);
		expect(takePinArrival(cookies)).toBe(false);
		cookies.session.set(session);
		const before = cookies.session.value;
		expect(takePinArrival(cookies)).toBe(false);
		settlePinArrival(cookies);
		expect(cookies.session.value).toBe(before);
	});

	it("is settled unused once the member's pages load", () => {
		const cookies = createRequestCookies(SECRET);
		cookies.session.set(markPinArrival(session));
		settlePinArrival(cookies);
		expect(takePinArrival(cookies)).toBe(false);
	});
});

describe("the tries left before a code is refused for good", () => {
	it("counts down from the API's limit", () => {
		expect(triesLeftMessage(1)).toBe(`あと${PIN_TRIES - 1}回間違えると、この認証コードは使えなくなります。`);
		expect(triesLeftMessage(PIN_TRIES - 1)).toBe("あと1回間違えると、この認証コードは使えなくなります。");
	});

	it("at the limit says to ask for a new code", () => {
		expect(triesLeftMessage(PIN_TRIES)).toContain("認証コードを再送する");
		expect(triesLeftMessage(PIN_TRIES + 2)).toContain("使えなくなりました");
	});

	it("unknown count: the rule itself", () => {
		expect(triesLeftMessage(null)).toBe(
			`認証コードを${PIN_TRIES}回続けて間違えると、その認証コードは使えなくなります。`,
		);
	});
});
