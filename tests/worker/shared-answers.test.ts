import { beforeEach, describe, expect, it } from "vitest";
import type { SharedApiAnswers } from "#app/lib/api/call.server";
import { createOrangeClient, type OrangeAuth } from "#app/lib/api/orange.server";
import { SharedAnswers, STALE_IF_ERROR_MS } from "#app/lib/api/shared-answers.server";
import { inProcessFetch, mockApis } from "../../worker/mock/apis";
import { MOCK_PIN } from "../../worker/mock/members";
import { resetMockState } from "../../worker/mock/state";
import { issueAccessToken } from "../../worker/mock/tokens";
import { type RoutedAnswer, routed, routedFaults, routedUpstream } from "./support/route-app";
import { visitorCookie } from "./support/visits";
import { ORIGIN } from "./support/worker";

/** The typed client against the in-process mock, every call it sends upstream recorded. */
const BASE = "http://localhost:8787/_mock";
const mockFetch = inProcessFetch(mockApis, "/_mock");
const sent: string[] = [];
const recordingFetch: typeof fetch = (input, init) => {
	sent.push(`${init?.method ?? "GET"} ${new URL(String(input)).pathname}${new URL(String(input)).search}`);
	return mockFetch(input, init);
};
/** The isolate's shared answers, as the worker gives every request of one isolate. */
let shared: SharedApiAnswers;
const orange = (auth: OrangeAuth = {}) =>
	createOrangeClient({ baseUrl: BASE, fetch: recordingFetch, auth, log: () => {}, shared });

/** A member past two-factor, as the portal calls the API for them. */
async function trustedMember(memberId: number) {
	const accessToken = issueAccessToken(memberId, 3600);
	const verified = await orange({ accessToken }).verifyTwoFactor({ body: { pinCode: MOCK_PIN } });
	return orange({
		accessToken,
		pinCode: verified.responseHeaders["x-pin-code"],
		guid: verified.responseHeaders["x-guid"],
	});
}

beforeEach(() => {
	resetMockState();
	sent.length = 0;
	shared = new SharedAnswers();
});

describe("API answers the same for every member", () => {
	it("are asked for once a lifetime, and every member gets that answer", async () => {
		const first = await trustedMember(1001);
		const second = await trustedMember(1002);
		sent.length = 0;

		const forFirst = await first.listNews({ query: { page: 2 } });
		const forSecond = await second.listNews({ query: { page: 2 } });
		expect(sent).toEqual(["GET /_mock/api/orange/v1/news?page=2"]);
		expect(forSecond.data).toEqual(forFirst.data);
		expect(forSecond.data.items.length).toBeGreaterThan(0);
		// One object for everyone: nobody's loader may change what the next member reads.
		expect(Object.isFrozen(forSecond.data.items[0])).toBe(true);

		// Another address is another answer.
		await second.listNews({ query: { page: 1 } });
		expect(sent).toHaveLength(2);
	});

	it("never stand in for a member's own answers, nor for a call without a token", async () => {
		const member = await trustedMember(1001);
		await member.listNews({ query: { page: 2 } });
		sent.length = 0;

		await member.getCurrentUser();
		await member.getCurrentUser();
		expect(sent).toEqual(["GET /_mock/api/orange/v1/current_user", "GET /_mock/api/orange/v1/current_user"]);

		// Signed out, the API itself answers (and refuses).
		await expect(orange().listNews({ query: { page: 2 } })).rejects.toMatchObject({ status: 401 });
		expect(sent.at(-1)).toBe("GET /_mock/api/orange/v1/news?page=2");
	});
});

describe("the worker", () => {
	it("shares the news among its requests: two members' visits, one call upstream", async () => {
		const first = await visitorCookie({ as: { member: 1001 } });
		const second = await visitorCookie({ as: { member: 1002 } });
		routedUpstream.length = 0;
		for (const cookie of [first, second, first]) {
			const response = await routed(new Request(`${ORIGIN}/news?page=3`, { headers: { Cookie: cookie } }));
			expect(response.status).toBe(200);
			expect(((await response.json()) as RoutedAnswer).outcome.kind).toBe("data");
		}
		const paths = routedUpstream.map((request) => new URL(request.url).pathname + new URL(request.url).search);
		expect(paths.filter((path) => path.endsWith("/news?page=3"))).toHaveLength(1);
		// Each visit still loads its own member.
		expect(paths.filter((path) => path.endsWith("/current_user"))).toHaveLength(3);
	});
});

describe("when the API fails", () => {
	it("the news stands in from the last good copy for a day, marked as such; then the failure shows", async () => {
		let now = 1_000_000;
		shared = new SharedAnswers(64, () => now);
		const member = await trustedMember(1001);
		const good = await member.listNews({ query: { page: 1 } });
		now += 61_000;
		let down = true;
		const failing: typeof fetch = (input, init) =>
			down
				? Promise.resolve(Response.json({ status: 503, errors: ["メンテナンス中"] }, { status: 503 }))
				: recordingFetch(input, init);
		const during = createOrangeClient({
			baseUrl: BASE,
			fetch: failing,
			auth: { accessToken: "at" },
			log: () => {},
			shared,
		});
		const stale = await during.listNews({ query: { page: 1 } });
		expect(stale.stale).toBe(true);
		expect(stale.data).toEqual(good.data);
		// A member's own answers never come from a copy.
		await expect(during.getCurrentUser()).rejects.toMatchObject({ status: 503 });
		now += STALE_IF_ERROR_MS;
		await expect(during.listNews({ query: { page: 1 } })).rejects.toMatchObject({ status: 503 });
		down = false;
	});

	it("home without its news, and no copy: 200 with its other parts", async () => {
		const cookie = await visitorCookie({ as: { member: 1001 } });
		routedFaults.push({ path: /\/news$/, answer: () => Response.json({ status: 503, errors: [] }, { status: 503 }) });
		try {
			const response = await routed(new Request(`${ORIGIN}/`, { headers: { Cookie: cookie } }));
			expect(response.status).toBe(200);
			const { outcome } = (await response.json()) as RoutedAnswer;
			expect(outcome).toMatchObject({ kind: "data", data: { news: null, newsStale: false } });
			const data = (outcome as { data: { healthSupports: unknown[]; name: string } }).data;
			expect(data.healthSupports.length).toBeGreaterThan(0);
			expect(data.name).toBeTruthy();
		} finally {
			routedFaults.length = 0;
		}
	});
});
