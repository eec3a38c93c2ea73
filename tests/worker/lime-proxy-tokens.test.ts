import { beforeEach, describe, expect, it } from "vitest";
import type { CallDefinition } from "#app/contract/define";
import { type LimeCallName, limeCalls } from "#app/contract/lime";
import { createRequestCookies } from "#app/session/cookies.server";
import { limeMock } from "../../worker/mock/lime";
import { resetMockState } from "../../worker/mock/state";
import { expectSuccess, send as sendToMock, urlOf } from "./mock-helpers";
import { DEMO_IDENTITY, LIME_SAMPLES } from "./support/lime-samples";
import { cookieHeader, MOCK_SECRET, ORIGIN, send } from "./support/worker";

const SAME_ORIGIN = { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" };
const entries = Object.entries(limeCalls) as [LimeCallName, CallDefinition][];

/** A browser that passed the identity check: the lime cookie holds the token, as the auth page leaves it. */
async function limeBrowser(): Promise<{ accessToken: string; cookie: string }> {
	const response = await sendToMock(limeMock, limeCalls.authenticate, { body: DEMO_IDENTITY });
	const { accessToken } = await expectSuccess<{ accessToken: string }>(limeCalls.authenticate, response);
	const cookies = createRequestCookies([MOCK_SECRET]);
	cookies.lime.set({ urlToken: DEMO_IDENTITY.urlToken, accessToken });
	return { accessToken, cookie: cookieHeader(await cookies.lime.toSetCookies()) };
}

function throughProxy(call: CallDefinition, cookie: string): Promise<Response> {
	const sample = LIME_SAMPLES[entries.find(([, candidate]) => candidate === call)?.[0] ?? "checkUrlToken"];
	const headers: Record<string, string> = { ...SAME_ORIGIN, Cookie: cookie };
	if (sample.body !== undefined) headers["Content-Type"] = "application/json";
	return send(urlOf(call, sample), {
		method: call.method,
		headers,
		body: sample.body === undefined ? undefined : JSON.stringify(sample.body),
	});
}

beforeEach(() => {
	resetMockState();
});

describe("lime proxy: no token reaches the browser", () => {
	it.each(entries)("no response body of %s carries a token", async (_name, call) => {
		const { accessToken, cookie } = await limeBrowser();
		const response = await throughProxy(call, cookie);
		const body = await response.text();
		expect(body).not.toContain(accessToken);
		expect(body).not.toMatch(/lime-at-|access_?token|bearer/i);
		// Answered by the API (not refused by the proxy), except the calls kept off it.
		if (call === limeCalls.authenticate || call.changesState) expect(response.status).toBe(404);
		else expect(response.status, body).toBeLessThan(300);
	});

	it("POST /users/authenticate is not proxied: the identity check happens in the worker's own form post", async () => {
		const response = await send("/api/lime/v1/users/authenticate", {
			method: "POST",
			headers: { ...SAME_ORIGIN, "Content-Type": "application/json" },
			body: JSON.stringify(DEMO_IDENTITY),
		});
		expect(response.status).toBe(404);
		expect(await response.text()).not.toMatch(/accessToken/);
	});
});
