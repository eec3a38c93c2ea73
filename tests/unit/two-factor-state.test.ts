import { describe, expect, it } from "vitest";
import { PIN_TRIES } from "#app/contract/orange/two-factors";
import { isCodeSpent, triesLeftMessage } from "#app/features/two-factor/tries";
import { createRequestCookies } from "#app/session/cookies.server";
import type { StateLedger } from "#app/session/state-ledger.server";
import {
	countWrongCode,
	hasPassedTwoFactor,
	lastSentCode,
	markTwoFactorOwed,
	markTwoFactorPassed,
	PIN_ARRIVAL_WINDOW_MS,
	recordCodeSent,
	secondsToWait,
	startTwoFactor,
	takeArrival,
	twoFactorStateOf,
} from "#app/session/two-factor-state.server";

const SECRET = ["s".repeat(32)];
const session = { access_token: "at", token_type: "Bearer", scope: "public", profile: { sub: "1" }, expires_at: 1 };

/** The Durable Object's promise in memory: each name is consumed once. */
function memoryLedger(): StateLedger & { names: string[] } {
	const names: string[] = [];
	return {
		names,
		consume: async (name) => {
			if (names.includes(name)) return false;
			names.push(name);
			return true;
		},
	};
}

describe("the sign-in's one-time mark for the two-factor page", () => {
	it("is taken once, within its window", async () => {
		const cookies = createRequestCookies(SECRET);
		const ledger = memoryLedger();
		cookies.session.set(startTwoFactor(session, 1_000));
		expect(await takeArrival(cookies, ledger, 1_000 + PIN_ARRIVAL_WINDOW_MS)).toBe(true);
		expect(cookies.session.value).toEqual(session);
		expect(await takeArrival(cookies, ledger, 1_001)).toBe(false);
		expect(ledger.names).toHaveLength(1);
		expect(ledger.names[0]).toMatch(/^pin-arrival:[\w-]{22}$/);
	});

	it("a copy of the cookie taken before the arrival finds the mark already used in the ledger", async () => {
		const ledger = memoryLedger();
		const marked = startTwoFactor(session, 1_000);
		const results = await Promise.all(
			Array.from({ length: 8 }, () => {
				const copy = createRequestCookies(SECRET);
				copy.session.set(marked);
				return takeArrival(copy, ledger, 31_000);
			}),
		);
		expect(results.filter(Boolean)).toHaveLength(1);
	});

	it("each sign-in's mark is its own", () => {
		expect(startTwoFactor(session).pinArrival?.id).not.toBe(startTwoFactor(session).pinArrival?.id);
	});

	it("past its window it is dropped and sends nothing, without asking the ledger", async () => {
		const cookies = createRequestCookies(SECRET);
		const ledger = memoryLedger();
		cookies.session.set(startTwoFactor(session, 1_000));
		expect(await takeArrival(cookies, ledger, 1_001 + PIN_ARRIVAL_WINDOW_MS)).toBe(false);
		expect(cookies.session.value?.pinArrival).toBeUndefined();
		expect(ledger.names).toEqual([]);
	});

	it("no session or no mark: nothing to take, nothing written", async () => {
		const cookies = createRequestCookies(SECRET);
		expect(await takeArrival(cookies, memoryLedger())).toBe(false);
		cookies.session.set({ ...session, twoFactorPassed: true });
		const before = cookies.session.value;
		expect(await takeArrival(cookies, memoryLedger())).toBe(false);
		markTwoFactorPassed(cookies);
		expect(cookies.session.value).toBe(before);
	});

	it("is settled unused once the member's pages load, and two-factor counts as passed", async () => {
		const cookies = createRequestCookies(SECRET);
		cookies.session.set(startTwoFactor(session));
		expect(hasPassedTwoFactor(cookies.session.value)).toBe(false);
		markTwoFactorPassed(cookies);
		expect(await takeArrival(cookies, memoryLedger())).toBe(false);
		expect(hasPassedTwoFactor(cookies.session.value)).toBe(true);
	});
});

describe("two-factor passed on this browser", () => {
	it("a member whose pages load with a mark still pending: passed, the mark dropped", () => {
		const cookies = createRequestCookies(SECRET);
		const marked = startTwoFactor(session);
		cookies.session.set({ ...marked, twoFactorPassed: true });
		markTwoFactorPassed(cookies);
		expect(cookies.session.value).toEqual({ ...session, twoFactorPassed: true });
	});

	it("a session that never had the mark is marked passed on its first member load", () => {
		const cookies = createRequestCookies(SECRET);
		cookies.session.set(session);
		markTwoFactorPassed(cookies);
		expect(cookies.session.value).toEqual({ ...session, twoFactorPassed: true });
	});

	it("renewal carries the two-factor state over, and nothing when there is none", () => {
		const marked = startTwoFactor(session, 5);
		expect(twoFactorStateOf(marked)).toEqual({ pinArrival: marked.pinArrival });
		expect(twoFactorStateOf({ ...session, twoFactorPassed: true })).toEqual({ twoFactorPassed: true });
		expect(twoFactorStateOf(session)).toEqual({});
	});

	it("is owed again after a new mark or the API's 401-002", () => {
		const cookies = createRequestCookies(SECRET);
		cookies.session.set({ ...session, twoFactorPassed: true });
		expect(hasPassedTwoFactor(startTwoFactor({ ...session, twoFactorPassed: true }))).toBe(false);
		markTwoFactorOwed(cookies);
		expect(cookies.session.value).toEqual(session);
		expect(hasPassedTwoFactor(cookies.session.value)).toBe(false);
	});

	it("owed with no session or none passed: nothing written", () => {
		const cookies = createRequestCookies(SECRET);
		markTwoFactorOwed(cookies);
		expect(cookies.session.dirty).toBe(false);
		cookies.session.set(session);
		const before = cookies.session.value;
		markTwoFactorOwed(cookies);
		expect(cookies.session.value).toBe(before);
		markTwoFactorPassed(createRequestCookies(SECRET));
		expect(hasPassedTwoFactor(null)).toBe(false);
	});
});

describe("the tries left before a code is refused for good", () => {
	it("counts down from the API's limit", () => {
		expect(triesLeftMessage(1)).toBe(`あと${PIN_TRIES - 1}回間違えると、この認証コードは使えなくなります。`);
		expect(triesLeftMessage(PIN_TRIES - 1)).toBe("あと1回間違えると、この認証コードは使えなくなります。");
	});

	it("at the limit says to ask for a new code, and when that becomes possible", () => {
		expect(triesLeftMessage(PIN_TRIES)).toBe(
			"この認証コードは使えなくなりました。「認証コードを再送する」で新しい認証コードを受け取ってください。",
		);
		expect(triesLeftMessage(PIN_TRIES + 2, 25)).toBe(
			"この認証コードは使えなくなりました。「認証コードを再送する」が押せるようになったら、新しい認証コードを受け取ってください。",
		);
		expect(isCodeSpent(PIN_TRIES)).toBe(true);
		expect(isCodeSpent(PIN_TRIES - 1)).toBe(false);
		expect(isCodeSpent(null)).toBe(false);
	});

	it("unknown count: the rule itself", () => {
		expect(triesLeftMessage(null)).toBe(
			`認証コードを${PIN_TRIES}回続けて間違えると、その認証コードは使えなくなります。`,
		);
	});
});

describe("the code this browser last had sent", () => {
	it("is the member's own: another member's send counts for nothing", () => {
		const cookies = createRequestCookies(SECRET);
		expect(lastSentCode(cookies, "1")).toBeNull();
		expect(countWrongCode(cookies, "1")).toBeNull();
		recordCodeSent(cookies, "1", 5_000);
		expect(lastSentCode(cookies, "1")).toEqual({ sub: "1", at: 5_000 });
		expect(lastSentCode(cookies, "2")).toBeNull();
		expect(countWrongCode(cookies, "2")).toBeNull();
	});

	it("counts wrong codes since it went out, and a new send starts the count again", () => {
		const cookies = createRequestCookies(SECRET);
		recordCodeSent(cookies, "1", 5_000);
		expect(countWrongCode(cookies, "1")).toBe(1);
		expect(countWrongCode(cookies, "1")).toBe(2);
		expect(lastSentCode(cookies, "1")).toEqual({ sub: "1", at: 5_000, wrong: 2 });
		recordCodeSent(cookies, "1", 9_000);
		expect(countWrongCode(cookies, "1")).toBe(1);
	});

	it("holds the next send back for 30 s, in whole seconds rounded up", () => {
		expect(secondsToWait(null, 0)).toBe(0);
		expect(secondsToWait(10_000, 10_000)).toBe(30);
		expect(secondsToWait(10_000, 10_001)).toBe(30);
		expect(secondsToWait(10_000, 39_000)).toBe(1);
		expect(secondsToWait(10_000, 40_000)).toBe(0);
		expect(secondsToWait(10_000, 90_000)).toBe(0);
	});
});
