import { describe, expect, it } from "vitest";
import {
	cookieHeader,
	MOCK_SECRET,
	pageContext,
	send,
	sessionCookieHeader,
	sessionFor,
	setCookiesOf,
} from "./support/worker";

describe("session middleware", () => {
	it("hands a valid session to the page and writes nothing back", async () => {
		const session = await sessionFor("sms", 3600);
		const response = await send("/news", { headers: { Cookie: await sessionCookieHeader(session) } });
		expect(response.status).toBe(200);
		expect(await pageContext(response)).toMatchObject({ signedIn: true, sub: "1001" });
		expect(setCookiesOf(response)).toEqual([]);
	});

	it("treats a flipped byte as signed out (200, cookie deleted), never a 500", async () => {
		const header = await sessionCookieHeader(await sessionFor("sms", 3600));
		const flipped = header.replace(/=v1\.(.)/, (_m, c) => `=v1.${c === "A" ? "B" : "A"}`);
		const response = await send("/news", { headers: { Cookie: flipped } });
		expect(response.status).toBe(200);
		expect((await pageContext(response)).signedIn).toBe(false);
		expect(setCookiesOf(response).some((line) => /^__Host-session=;.*Max-Age=0/.test(line))).toBe(true);
	});

	it("treats a cookie sealed with another secret as signed out", async () => {
		const header = await sessionCookieHeader(await sessionFor("sms", 3600), ["x".repeat(40)]);
		const response = await send("/news", { headers: { Cookie: header } });
		expect((await pageContext(response)).signedIn).toBe(false);
	});

	it("renews a token expiring within 60 s and writes the rotated refresh token back", async () => {
		const session = await sessionFor("email", 30);
		const response = await send("/news", { headers: { Cookie: await sessionCookieHeader(session) } });
		const context = await pageContext(response);
		expect(context.signedIn).toBe(true);
		expect(context.expiresAt).toBeGreaterThan(Math.floor(Date.now() / 1000) + 3000);
		const written = setCookiesOf(response);
		expect(written.some((line) => line.startsWith("__Host-session=v1."))).toBe(true);

		// The old cookie again, within the grace: the same renewed session, not a second use of the
		// rotated refresh token (tests/worker/session-renewal.test.ts covers the race).
		const replay = await send("/news", { headers: { Cookie: await sessionCookieHeader(session) } });
		expect(await pageContext(replay)).toMatchObject({ signedIn: true, expiresAt: context.expiresAt });

		// The new cookie carries a working session.
		const next = await send("/news", { headers: { Cookie: cookieHeader(written) } });
		expect((await pageContext(next)).signedIn).toBe(true);
		expect(setCookiesOf(next)).toEqual([]);
	});

	it("signs out when renewal of an expired access token is refused", async () => {
		const session = { ...(await sessionFor("sms", -5)), refresh_token: "unknown-refresh-token" };
		const response = await send("/news", { headers: { Cookie: await sessionCookieHeader(session, [MOCK_SECRET]) } });
		expect(response.status).toBe(200);
		expect((await pageContext(response)).signedIn).toBe(false);
		expect(setCookiesOf(response).some((line) => /^__Host-session=;/.test(line))).toBe(true);
	});
});

describe("session lifetime", () => {
	const now = () => Math.floor(Date.now() / 1000);
	const DAY = 24 * 60 * 60;
	const maxAgeOf = (line: string | undefined) => Number(/Max-Age=(\d+)/.exec(line ?? "")?.[1]);

	it("signs out a session past its sign-in's end, although its access token still works", async () => {
		const session = { ...(await sessionFor("sms", 3600)), session_expires_at: now() - 1 };
		const response = await send("/news", { headers: { Cookie: await sessionCookieHeader(session) } });
		expect((await pageContext(response)).signedIn).toBe(false);
		expect(setCookiesOf(response).some((line) => /^__Host-session=;.*Max-Age=0/.test(line))).toBe(true);
	});

	it("renewal keeps the sign-in's end, and the cookie's Max-Age counts down to it", async () => {
		const end = now() + 5 * DAY;
		const session = { ...(await sessionFor("email", 30)), session_expires_at: end };
		const response = await send("/news", { headers: { Cookie: await sessionCookieHeader(session) } });
		const line = setCookiesOf(response).find((candidate) => candidate.startsWith("__Host-session=v1."));
		expect(maxAgeOf(line)).toBeGreaterThan(5 * DAY - 10);
		expect(maxAgeOf(line)).toBeLessThanOrEqual(5 * DAY);
	});

	it("gives a cookie sealed without an end SESSION_MAX_AGE_DAYS (14 in the default env) from now", async () => {
		const { session_expires_at: _end, ...legacy } = await sessionFor("sms", 3600);
		const response = await send("/news", { headers: { Cookie: await sessionCookieHeader(legacy) } });
		expect((await pageContext(response)).signedIn).toBe(true);
		const line = setCookiesOf(response).find((candidate) => candidate.startsWith("__Host-session=v1."));
		expect(maxAgeOf(line)).toBeGreaterThan(14 * DAY - 10);
		expect(maxAgeOf(line)).toBeLessThanOrEqual(14 * DAY);
	});
});
