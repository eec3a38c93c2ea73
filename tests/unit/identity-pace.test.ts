import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "#app/lib/config.server";
import {
	delayAfterSeconds,
	FIRST_DELAY_SECONDS,
	MAX_DELAY_SECONDS,
	paceTry,
	waitInJapanese,
} from "#app/lib/security/identity-pace";
import { configContext } from "#app/request/context.server";
import {
	type IdentityPace,
	identityPaceContext,
	identityPacedMessage,
	identityPassed,
	identityTryWait,
} from "#app/request/identity-pace.server";
import { identityPaceOf, LimeIdentityPace } from "../../worker/durable/lime-identity-pace";
import { storageDouble } from "./support/storage-double";

describe("delayAfterSeconds", () => {
	it("is nothing for the free tries, then 5 s doubling, never more than 300 s", () => {
		expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 40].map((tries) => delayAfterSeconds(tries, 3))).toEqual([
			0, 0, 0, 5, 10, 20, 40, 80, 160, 300, 300, 300,
		]);
		expect(delayAfterSeconds(1, 1)).toBe(FIRST_DELAY_SECONDS);
		expect(delayAfterSeconds(49, 50)).toBe(0);
		expect(delayAfterSeconds(50, 50)).toBe(5);
		expect(delayAfterSeconds(1000, 3)).toBe(MAX_DELAY_SECONDS);
	});
});

describe("paceTry", () => {
	it("counts a first try and lets it through", () => {
		expect(paceTry(undefined, 1_000, 3)).toEqual({ waitSeconds: 0, record: { tries: 1, nextAt: 1_000 } });
	});

	it("schedules the next try after the free ones, and answers the seconds left, rounded up, until then", () => {
		const third = paceTry({ tries: 2, nextAt: 0 }, 10_000, 3);
		expect(third).toEqual({ waitSeconds: 0, record: { tries: 3, nextAt: 15_000 } });
		expect(paceTry(third.record, 10_001, 3)).toEqual({ waitSeconds: 5, record: third.record });
		expect(paceTry(third.record, 14_001, 3)).toEqual({ waitSeconds: 1, record: third.record });
		expect(paceTry(third.record, 15_000, 3)).toEqual({ waitSeconds: 0, record: { tries: 4, nextAt: 25_000 } });
	});
});

describe("what the member reads", () => {
	it("names seconds under a minute and whole minutes, rounded up, from a minute on", () => {
		expect([1, 5, 59, 60, 61, 160, 300].map(waitInJapanese)).toEqual([
			"1秒",
			"5秒",
			"59秒",
			"1分",
			"2分",
			"3分",
			"5分",
		]);
		expect(identityPacedMessage(40)).toBe(
			"入力内容がご登録内容と続けて一致しなかったため、確認を少しお待ちいただいています。あと40秒ほど待ってから、もう一度「本人確認する」を押してください（入力内容はそのまま残っています）。",
		);
	});
});

afterEach(() => vi.useRealTimers());

describe("LimeIdentityPace", () => {
	it("lets the free tries through, then answers the wait without counting the refused try", async () => {
		vi.useFakeTimers({ toFake: ["Date"], now: 1_800_000_000_000 });
		const { state, values, alarms } = storageDouble();
		const pace = new LimeIdentityPace(state, {} as Env);
		expect([await pace.attempt(2), await pace.attempt(2)]).toEqual([0, 0]);
		expect(await pace.attempt(2)).toBe(5);
		expect(values.get("pace")).toEqual({ tries: 2, nextAt: 1_800_000_005_000 });
		// Each counted try pushes the forgetting back to an hour after it.
		expect(alarms).toEqual([1_800_003_600_000, 1_800_003_600_000]);
		vi.setSystemTime(1_800_000_005_000);
		expect(await pace.attempt(2)).toBe(0);
		expect(values.get("pace")).toEqual({ tries: 3, nextAt: 1_800_000_015_000 });
	});

	it("forgets the count when the member passes, and an hour after the last try", async () => {
		const { state, values } = storageDouble();
		const pace = new LimeIdentityPace(state, {} as Env);
		await pace.attempt(3);
		await pace.passed();
		expect(values.size).toBe(0);
		await pace.attempt(3);
		await pace.alarm();
		expect(values.size).toBe(0);
	});
});

describe("identityPaceOf", () => {
	it("asks the object named after the link, and refuses to run without the binding", async () => {
		const asked: string[] = [];
		const namespace = {
			idFromName: (name: string) => `id:${name}`,
			get: (id: string) => ({
				attempt: async (freeTries: number) => {
					asked.push(`${id} attempt ${freeTries}`);
					return 7;
				},
				passed: async () => {
					asked.push(`${id} passed`);
				},
			}),
		};
		const pace = identityPaceOf({ LIME_IDENTITY_PACE: namespace });
		expect(await pace.attempt("link-a", 3)).toBe(7);
		await pace.passed("link-b");
		expect(asked).toEqual(["id:link-a attempt 3", "id:link-b passed"]);
		expect(() => identityPaceOf({})).toThrow(/LIME_IDENTITY_PACE/);
	});
});

describe("identityTryWait and identityPassed", () => {
	const config = parseConfig({
		APP_ENV: "default",
		HOST_URL: "http://localhost:8787",
		API_BASE_URL: "http://localhost:8787/_mock",
		OAUTH_CLIENT_ID: "mock-client",
		OAUTH_CLIENT_SECRET: "mock-client-secret",
		OAUTH_REDIRECT_URI: "http://localhost:8787/callback",
		SESSION_SECRET: "mock-only-session-secret-not-for-real-environments",
		LIME_IDENTITY_FREE_TRIES: "4",
	});

	function contextWith(pace: IdentityPace | null) {
		const context = new RouterContextProvider();
		context.set(configContext, config);
		context.set(identityPaceContext, pace);
		return context;
	}

	it("ask the link's pace with the configured free tries, and tell it when the member passed", async () => {
		const asked: string[] = [];
		const pace: IdentityPace = {
			attempt: async (urlToken, freeTries) => {
				asked.push(`${urlToken}:${freeTries}`);
				return 9;
			},
			passed: async (urlToken) => {
				asked.push(`${urlToken}:passed`);
			},
		};
		const context = contextWith(pace);
		expect(await identityTryWait(context, "link-a")).toBe(9);
		await identityPassed(context, "link-a");
		expect(asked).toEqual(["link-a:4", "link-a:passed"]);
	});

	it("let every try through in a world without a pace", async () => {
		const context = contextWith(null);
		expect(await identityTryWait(context, "link-a")).toBe(0);
		await expect(identityPassed(context, "link-a")).resolves.toBeUndefined();
	});
});
