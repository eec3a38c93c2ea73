import { beforeEach, describe, expect, it } from "vitest";
import { PASSWORD_CHANGE_REQUIRED, REAUTHENTICATION_REQUIRED, TWO_FACTOR_REQUIRED } from "#app/contract/error-codes";
import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import { type CallSpan, upstreamTiming } from "#app/lib/api/upstream-timing";
import { requireMember } from "#app/request/guard.server";
import type { SignInRow } from "#app/session/sign-in-registry";
import { type SignInRegistry, signInRegistryContext, signInTouchContext } from "#app/session/sign-ins.server";
import { exampleUrlOf } from "../../bench/latency/member-pages";
import { errorBody } from "../../worker/mock/http";
import { resetMockState } from "../../worker/mock/state";
import { signInMember } from "./support/members";
import { routeWorld } from "./support/router";
import { pagesBelow, routeRequest } from "./support/routes";
import { inProcessMock, upstreamPath } from "./support/upstream";
import { ORIGIN } from "./support/worker";

/*
 * One upstream round per member page (docs/architecture.md "One upstream round"): the member check
 * and the page's reads start together, and the check still decides. Every call below answers after
 * DELAY_MS, so calls made one after the other cannot overlap, whatever the machine is doing.
 */

const DELAY_MS = 40;
const MEMBER_TOKEN_PREFIX = "Bearer ";

type Call = CallSpan & { method: string; path: string; authorization: string | null };

/** The in-process mock behind a fixed delay, every call recorded; `answer` may stand in for it. */
function delayedUpstream(answer?: (path: string) => Response | null): { fetch: UpstreamFetch; calls: Call[] } {
	const mock = inProcessMock();
	const calls: Call[] = [];
	const fetch: UpstreamFetch = async (input, init) => {
		const request = new Request(input, init);
		const path = upstreamPath(request.url).split("?")[0] ?? "";
		// Kept from its start: a read whose answer the page no longer waits for was still made.
		const call: Call = {
			start: performance.now(),
			end: Number.POSITIVE_INFINITY,
			method: request.method,
			path,
			authorization: request.headers.get("Authorization"),
		};
		calls.push(call);
		await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
		const response = answer?.(path) ?? (await mock(input, init));
		call.end = performance.now();
		return response;
	};
	return { fetch, calls };
}

async function visit(url: string, member: 1001 | 1004, answer?: (path: string) => Response | null) {
	const upstream = delayedUpstream(answer);
	const world = routeWorld({ fetch: upstream.fetch });
	await signInMember(world.cookies, member);
	// The two-factor page sends a code by itself only on arrival (a write, which waits for the check).
	world.cookies.pinSent.set({ sub: String(member), at: Date.now() });
	const token = world.cookies.session.value?.access_token;
	upstream.calls.length = 0;
	const outcome = await routeRequest(new Request(`${ORIGIN}${url}`), world.context);
	return { outcome, calls: upstream.calls, token };
}

beforeEach(() => resetMockState());

const MEMBER_PAGES = pagesBelow(requireMember);

describe("one upstream round per member page", () => {
	it("has an example address for every member page of app/routes.ts with parameters", () => {
		expect(MEMBER_PAGES.length).toBeGreaterThan(10);
		expect(MEMBER_PAGES.map((page) => page.path).filter((path) => exampleUrlOf(path) === undefined)).toEqual([]);
	});

	for (const page of MEMBER_PAGES) {
		const url = exampleUrlOf(page.path) ?? page.path;
		it(`${url} (${page.file}) waits for one round`, async () => {
			const { outcome, calls } = await visit(url, 1001);
			expect(outcome.kind).toBe("data");
			expect(calls.length).toBeGreaterThan(0);
			expect(upstreamTiming(calls).rounds, calls.map((call) => `${call.method} ${call.path}`).join(", ")).toBe(1);
		});
	}

	it("starts the home page's reads beside the member check: four calls, one round", async () => {
		const { calls } = await visit("/", 1001);
		expect(calls.map((call) => call.path).sort()).toEqual([
			"/api/orange/v1/current_user",
			"/api/orange/v1/current_user/detail",
			"/api/orange/v1/health_supports",
			"/api/orange/v1/news",
		]);
	});
});

/** A registry that answers after DELAY_MS, recording when each call started and ended. */
function delayedRegistry(spans: Array<CallSpan & { call: string }>): SignInRegistry {
	const after = async <T>(call: string, value: T): Promise<T> => {
		const span = { call, start: performance.now(), end: Number.POSITIVE_INFINITY };
		spans.push(span);
		await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
		span.end = performance.now();
		return value;
	};
	const row: SignInRow = {
		key: "k",
		startedAt: 0,
		lastUsedAt: 0,
		endsAt: Number.MAX_SAFE_INTEGER,
		device: "Windows・Edge",
		place: "東京都",
		trusted: false,
		secondFactor: null,
	};
	return {
		record: () => after("record", undefined),
		touch: () => after("touch", "live" as const),
		signedOut: () => after("signedOut", undefined),
		passed: () => after("passed", undefined),
		list: () => after("list", { signIns: [row], history: [row] }),
		end: () => after("end", 0),
	};
}

describe("the sign-in registry adds no round", () => {
	async function visitWithRegistry(url: string) {
		const upstream = delayedUpstream();
		const world = routeWorld({ fetch: upstream.fetch });
		await signInMember(world.cookies, 1001);
		world.cookies.pinSent.set({ sub: "1001", at: Date.now() });
		const spans: Array<CallSpan & { call: string }> = [];
		const registry = delayedRegistry(spans);
		world.context.set(signInRegistryContext, registry);
		// The touch as the session middleware hands it on: started by whoever asks first.
		let touch: Promise<"live"> | undefined;
		world.context.set(signInTouchContext, {
			key: "k",
			due: false,
			standing: () => {
				touch ??= registry.touch("1001", "k", {} as SignInRow, 0) as Promise<"live">;
				return touch;
			},
		});
		upstream.calls.length = 0;
		const outcome = await routeRequest(new Request(`${ORIGIN}${url}`), world.context);
		return { outcome, calls: upstream.calls, spans };
	}

	it("/users/detail starts its registry read with its other reads: one round", async () => {
		const { outcome, calls, spans } = await visitWithRegistry("/users/detail");
		expect(outcome.kind).toBe("data");
		const list = spans.find((span) => span.call === "list");
		expect(list).toBeDefined();
		// Every upstream call and the read overlap: each starts before any of them has answered.
		const firstEnd = Math.min(...calls.map((call) => call.end), list?.end ?? 0);
		for (const call of [...calls, list]) expect(call?.start).toBeLessThan(firstEnd);
		expect(upstreamTiming([...calls, ...spans]).rounds).toBe(1);
	});

	for (const page of MEMBER_PAGES) {
		const url = exampleUrlOf(page.path) ?? page.path;
		it(`${url}: the member check waits for the touch beside its load, not before it`, async () => {
			const { outcome, calls, spans } = await visitWithRegistry(url);
			expect(outcome.kind).toBe("data");
			// Pages below the member check ask for the touch (the questionnaire's, signed in only, does not).
			const touch = spans.find((span) => span.call === "touch");
			expect(touch !== undefined).toBe(!url.startsWith("/questionnaires/"));
			for (const call of touch ? calls : []) expect(call.start).toBeLessThan(touch?.end ?? 0);
			expect(upstreamTiming(calls).rounds).toBe(1);
		});
	}
});

const CHECK_FAILURES = [
	{
		name: "401-002",
		status: 401,
		code: TWO_FACTOR_REQUIRED,
		expect: { kind: "redirect", to: /^\/two_factor_authentication\/sms(\?returnTo=|$)/ },
	},
	{
		name: "401-003",
		status: 401,
		code: REAUTHENTICATION_REQUIRED,
		expect: { kind: "redirect", to: /^\/login\?.*unauthorized=true/ },
	},
	{
		name: "403-002",
		status: 403,
		code: PASSWORD_CHANGE_REQUIRED,
		expect: { kind: "redirect", to: /^\/users\/password\/force_change/ },
	},
	{ name: "500", status: 500, code: undefined, expect: { kind: "error", status: 500 } },
] as const;

describe("a failed member check still decides", () => {
	for (const failure of CHECK_FAILURES) {
		for (const url of ["/", "/users/detail", "/news/1", "/health_support/1"]) {
			it(`${url}: the check's ${failure.name} wins, no page data, the page's reads made with the member's token only`, async () => {
				const { outcome, calls, token } = await visit(url, 1001, (path) =>
					path === "/api/orange/v1/current_user/detail"
						? errorBody(failure.status, [`check ${failure.name}`], failure.code)
						: null,
				);
				if (failure.expect.kind === "redirect") {
					expect(outcome.kind).toBe("redirect");
					expect(outcome.kind === "redirect" && outcome.location).toMatch(failure.expect.to);
				} else {
					expect(outcome).toEqual({ kind: "error", status: failure.expect.status, data: `check ${failure.name}` });
				}
				const reads = calls.filter(
					(call) => call.path.startsWith("/api/orange/v1/") && !call.path.startsWith("/api/orange/v1/current_user"),
				);
				expect(reads.length).toBeGreaterThan(0);
				for (const read of reads) {
					expect(read.method).toBe("GET");
					expect(read.authorization).toBe(`${MEMBER_TOKEN_PREFIX}${token}`);
				}
			});
		}
	}
});

describe("a write waits for the member check", () => {
	const post = (cookie: Request["headers"]) =>
		new Request(`${ORIGIN}/users/recipe_settings`, {
			method: "POST",
			headers: cookie,
			body: new URLSearchParams({ type: "diet" }),
		});

	it("starts the recipe settings' POST only after the check has answered", async () => {
		const upstream = delayedUpstream();
		const world = routeWorld({ fetch: upstream.fetch });
		await signInMember(world.cookies, 1001);
		await routeRequest(post(new Headers()), world.context);
		const write = upstream.calls.find((call) => call.method === "POST");
		const check = upstream.calls.filter((call) => call.path.startsWith("/api/orange/v1/current_user"));
		expect(write?.path).toBe("/api/orange/v1/recipe_settings");
		expect(check).toHaveLength(2);
		for (const call of check) expect(write?.start).toBeGreaterThanOrEqual(call.end);
	});

	it("never sends the write when the check turns the member away", async () => {
		const upstream = delayedUpstream((path) =>
			path === "/api/orange/v1/current_user/detail" ? errorBody(401, ["x"], REAUTHENTICATION_REQUIRED) : null,
		);
		const world = routeWorld({ fetch: upstream.fetch });
		await signInMember(world.cookies, 1001);
		const outcome = await routeRequest(post(new Headers()), world.context);
		expect(outcome.kind).toBe("redirect");
		expect(upstream.calls.filter((call) => call.path === "/api/orange/v1/recipe_settings")).toEqual([]);
	});
});
