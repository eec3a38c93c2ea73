import { beforeEach, describe, expect, it } from "vitest";
import { limeCalls } from "#app/contract/lime";
import { orangeCalls } from "#app/contract/orange";
import { createRequestCookies, setCookieLines } from "#app/session/cookies.server";
import { passTwoFactor, signInMember } from "./support/members";
import {
	cookieHeader,
	MOCK_SECRET,
	ORIGIN,
	pageContext,
	send,
	sessionCookieHeader,
	sessionFor,
} from "./support/worker";
import { upstreamRequests } from "./test-worker";

const SAME_ORIGIN = { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" };

beforeEach(() => {
	upstreamRequests.length = 0;
});

async function signedInCookie(loginId = "sms") {
	return sessionCookieHeader(await sessionFor(loginId, 3600));
}

describe("API proxy: what reaches upstream", () => {
	it("adds the member's bearer token and drops spoofed credentials", async () => {
		const cookie = await signedInCookie();
		const response = await send("/api/orange/v1/current_user", {
			headers: {
				Cookie: `${cookie}; tracking=1`,
				Authorization: "Bearer attacker-token",
				"x-pin-code": "attacker-pin",
				"x-guid": "attacker-guid",
				"X-Forwarded-Host": "evil.example",
				"X-Original-URL": "/api/orange/v1/admin",
				"Accept-Language": "ja",
			},
		});
		expect(response.status).toBe(200);
		const sent = upstreamRequests.at(-1);
		// Nothing the browser sent travels but the allowlisted content headers: no header injection.
		expect([...(sent?.headers.keys() ?? [])].sort()).toEqual(["accept-language", "authorization"]);
		expect(sent?.url).toBe(`${ORIGIN}/_mock/api/orange/v1/current_user`);
		expect(sent?.headers.get("Authorization")).toMatch(/^Bearer mock-at-/);
		expect(sent?.headers.get("x-pin-code")).toBeNull();
		expect(sent?.headers.get("x-guid")).toBeNull();
		expect(sent?.headers.get("Cookie")).toBeNull();
		expect(sent?.headers.get("X-Forwarded-Host")).toBeNull();
		expect(response.headers.get("Set-Cookie")).toBeNull();
		expect(response.headers.get("Cache-Control")).toBe("private, no-store");
	});

	it.each(
		[...Object.values(orangeCalls), ...Object.values(limeCalls)]
			.filter((call) => call.method !== "GET")
			.map((call) => [`${call.method} ${call.api} ${call.path}`, call] as const),
	)("proxies no write: %s is a 404 with no upstream call", async (_name, call) => {
		const path = `/api/${call.api}/v1${call.path.replace(/:[A-Za-z]+/g, "demo")}`;
		const response = await send(path, {
			method: call.method,
			headers: { ...SAME_ORIGIN, Cookie: await signedInCookie(), "Content-Type": "application/json" },
			body: call.method === "DELETE" ? undefined : "{}",
		});
		expect(response.status).toBe(404);
		expect(upstreamRequests).toEqual([]);
	});

	it("the public enquiry cannot skip its page: a 100,000-character name with the honeypot filled never reaches upstream", async () => {
		const response = await send("/api/orange/v1/public/contact", {
			method: "POST",
			headers: { ...SAME_ORIGIN, "Content-Type": "application/json" },
			body: JSON.stringify({
				subject: "other",
				name: "あ".repeat(100_000),
				email: "a@example.jp",
				body: "x",
				website: "spam",
			}),
		});
		expect(response.status).toBeGreaterThanOrEqual(400);
		expect(response.status).toBeLessThan(500);
		expect(upstreamRequests).toEqual([]);
	});

	it("passes an upstream error through in the contract's error shape", async () => {
		const response = await send("/api/orange/v1/current_user/detail", { headers: { Cookie: await signedInCookie() } });
		expect(response.status).toBe(401);
		expect(await response.json()).toMatchObject({ error_code: "401-002" });
	});
});

const MEMBER_GET_CALLS = Object.values(orangeCalls).filter((call) => call.method === "GET" && call.auth === "bearer");
const proxiedPath = (call: { path: string; api: string }) =>
	`/api/${call.api}/v1${call.path.replace(/:[A-Za-z]+/g, "1")}`;

describe("API proxy: nothing of a member before two-factor", () => {
	it.each(MEMBER_GET_CALLS.map((call) => [call.path, call] as const))(
		"password typed, PIN not: %s is the API's 401-002, with no upstream call",
		async (_path, call) => {
			const cookie = sessionCookieHeader(await sessionFor("sms", 3600, { owesTwoFactor: true }));
			const response = await send(proxiedPath(call), { headers: { Cookie: await cookie } });
			expect(response.status).toBe(401);
			expect(response.headers.get("Cache-Control")).toBe("private, no-store");
			expect(await response.json()).toEqual({
				status: 401,
				errors: ["二段階認証が完了していません"],
				error_code: "401-002",
			});
			expect(upstreamRequests).toEqual([]);
		},
	);

	it("the same member after two-factor gets their own answer", async () => {
		const response = await send("/api/orange/v1/current_user", { headers: { Cookie: await signedInCookie() } });
		expect(response.status).toBe(200);
		expect(await response.json()).toMatchObject({ mobilePhoneNumber: expect.any(String) });
	});
});

/** A member signed in, trusted and past two-factor, as the mock API sees them. */
async function trustedMemberCookie(): Promise<string> {
	const cookies = createRequestCookies([MOCK_SECRET]);
	await signInMember(cookies);
	passTwoFactor(cookies);
	return cookieHeader(await setCookieLines(cookies));
}

describe("API proxy: member answers are never shareable", () => {
	it.each(["/api/orange/v1/news", "/api/orange/v1/news/1"])(
		"%s: the upstream's public caching header does not reach the browser",
		async (path) => {
			const response = await send(path, { headers: { Cookie: await trustedMemberCookie() } });
			expect(response.status).toBe(200);
			expect(response.headers.get("Cache-Control")).toBe("private, no-store");
			// What the proxy was given to pass on: the same call, asked again, is marked shareable.
			const sent = upstreamRequests.at(-1);
			if (!sent) throw new Error("nothing reached upstream");
			const upstream = await send(new URL(sent.url).pathname, { headers: sent.headers });
			expect(upstream.status).toBe(200);
			expect(upstream.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+$/);
			expect(response.headers.get("Vary")).toBeNull();
		},
	);
});

describe("API proxy: refusals", () => {
	it.each([
		["form", "application/x-www-form-urlencoded", "pinCode=123456"],
		["JSON", "application/json", '{"pinCode":"123456"}'],
		["text/plain", "text/plain", '{"pinCode":"123456"}'],
	])("refuses a cross-site %s POST before any upstream call", async (_kind, type, body) => {
		const response = await send("/api/orange/v1/two_factors", {
			method: "POST",
			headers: { Origin: "https://evil.example", "Content-Type": type, Cookie: await signedInCookie() },
			body,
		});
		expect(response.status).toBe(403);
		expect(upstreamRequests.filter((request) => request.url.includes("/api/"))).toEqual([]);
	});

	it("refuses an unsafe request with neither Origin nor Sec-Fetch-Site", async () => {
		const response = await send("/api/orange/v1/contact", {
			method: "POST",
			headers: { "Content-Type": "application/json", Cookie: await signedInCookie() },
			body: "{}",
		});
		expect(response.status).toBe(403);
	});

	it("refuses a same-site but cross-origin request (Sec-Fetch-Site: same-site)", async () => {
		const response = await send("/api/orange/v1/contact", {
			method: "POST",
			headers: { "Sec-Fetch-Site": "same-site", "Content-Type": "application/json" },
			body: "{}",
		});
		expect(response.status).toBe(403);
	});

	it("refuses a same-origin text/plain body with 415", async () => {
		const response = await send("/api/orange/v1/two_factors", {
			method: "POST",
			headers: { ...SAME_ORIGIN, "Content-Type": "text/plain", Cookie: await signedInCookie() },
			body: '{"pinCode":"123456"}',
		});
		expect(response.status).toBe(415);
	});

	it.each([
		"/api/orange/v1/news/..%2f..%2foauth%2ftoken",
		"/api/orange/v1/news/..%2F_mock",
		"/api/orange/v1//evil.example/news",
		"/api/orange/v1/news/@evil.example",
		"/api/orange/v1/news/1%40evil.example",
		"/api/orange/v1/https://evil.example/news",
		"/api/orange/v1/news/1%0d%0aX-Injected:1",
		"/api/orange/v1/oauth/token",
		"/api/orange/v1/admin",
		"/api/orange/v1/news/1?x=1#frag/../../admin",
	])("keeps %s off the allowlist (404, no upstream call)", async (path) => {
		const response = await send(path, { headers: { Cookie: await signedInCookie() } });
		if (path.startsWith("/api/orange/v1/news/1?")) {
			// Query and fragment never change the path: this is GET /news/1 and nothing else.
			expect(upstreamRequests.map((request) => new URL(request.url).pathname)).toEqual(["/_mock/api/orange/v1/news/1"]);
			return;
		}
		expect(response.status).toBe(404);
		expect(upstreamRequests).toEqual([]);
	});

	it.each([
		["/api/orange/v1/news/%2e%2e/current_user", "/_mock/api/orange/v1/current_user"],
		["/api/orange/v1/news\\..\\current_user", "/_mock/api/orange/v1/current_user"],
	])("sees %s only after URL normalisation, as the allowlisted %s", async (path, upstreamPath) => {
		await send(path, { headers: { Cookie: await signedInCookie() } });
		expect(upstreamRequests.map((request) => new URL(request.url).pathname)).toEqual([upstreamPath]);
	});

	it.each([
		["/api/orange/v1/news/1/../../../_mock/__mock/reset", "/api/orange/_mock/__mock/reset"],
		["/api/lime/v1/../orange/v1/current_user", "/api/lime/orange/v1/current_user"],
	])("never proxies %s: normalised to %s it leaves the API (a page, no upstream call)", async (path, page) => {
		const response = await send(path);
		expect(upstreamRequests).toEqual([]);
		expect(await response.text()).toContain(`"path":"${page}"`);
	});

	it("refuses the contract's one GET that changes state (the e-mail change link): no upstream call", async () => {
		const response = await send("/api/lime/v1/change_emails/demo-change-email/change?urlToken=demo-lime");
		expect(response.status).toBe(404);
		expect(upstreamRequests).toEqual([]);
	});

	it("refuses a method the contract does not have for a path", async () => {
		const response = await send("/api/orange/v1/news", {
			method: "DELETE",
			headers: { ...SAME_ORIGIN, Cookie: await signedInCookie() },
		});
		expect(response.status).toBe(404);
	});

	it("does not reflect CORS for a foreign origin", async () => {
		const response = await send("/api/orange/v1/news", {
			headers: { Origin: "https://evil.example", Cookie: await signedInCookie() },
		});
		expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
		expect(response.headers.get("Access-Control-Allow-Credentials")).toBeNull();
	});
});

describe("same-origin guard on pages", () => {
	it("refuses a cross-site form post to a page action", async () => {
		const response = await send("/logout", {
			method: "POST",
			headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
			body: "redirect=false",
		});
		expect(response.status).toBe(403);
	});

	it.each([
		["alone", {}],
		["from another site", { "Sec-Fetch-Site": "cross-site" }],
	])("refuses a form post with an opaque Origin %s", async (_case, headers) => {
		const response = await send("/logout", {
			method: "POST",
			headers: { Origin: "null", ...headers, "Content-Type": "application/x-www-form-urlencoded" },
			body: "redirect=false",
		});
		expect(response.status).toBe(403);
	});

	it("lets a token page's form post through (no-referrer sends Origin: null, Sec-Fetch-Site same-origin)", async () => {
		const response = await send("/activation/demo-activation", {
			method: "POST",
			headers: { Origin: "null", "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
			body: "password=x",
		});
		expect(response.status).toBe(200);
		// React Router refuses an action whose Origin is not the page's: it sees ours, vouched for.
		expect((await pageContext(response)).origin).toBe(ORIGIN);
	});

	it("lets a same-origin post through to the page", async () => {
		const response = await send("/logout", {
			method: "POST",
			headers: { ...SAME_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
			body: "redirect=false",
		});
		expect(response.status).toBe(200);
	});
});
