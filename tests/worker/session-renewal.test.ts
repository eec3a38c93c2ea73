import { describe, expect, it } from "vitest";
import { parseCookieHeader } from "#app/session/cookie-jar.server";
import { createRequestCookies, type MemberSession } from "#app/session/cookies.server";
import {
	idpSettings,
	liveRefreshTokenCount,
	REFRESH_REUSE_INTERVAL_MS,
	refreshGrantCount,
} from "../../worker/mock/oauth";
import {
	cookieHeader,
	MOCK_SECRET,
	pageContext,
	send,
	sessionCookieHeader,
	sessionFor,
	setCookiesOf,
} from "./support/worker";
import { idpFaults, upstreamBudget, upstreamRequests } from "./test-worker";

/** The session a response's Set-Cookie lines carry, opened as the worker would. */
async function sessionIn(setCookies: string[]): Promise<MemberSession | null> {
	const cookies = createRequestCookies([MOCK_SECRET]);
	await cookies.session.load(parseCookieHeader(cookieHeader(setCookies)));
	return cookies.session.value;
}

const deletesSession = (line: string) => /^__Host-session(\.\d+)?=;/.test(line) || /Max-Age=0/.test(line);

/** A page load, its `.data` request and a proxied API call, in turn. */
const KINDS = ["/news", "/news.data", "/api/orange/v1/current_user"] as const;

describe("renewal under concurrency", () => {
	it("50 parallel requests in the renewal window all succeed on one refresh, and the member stays signed in", async () => {
		const session = await sessionFor("email", 30);
		const cookie = await sessionCookieHeader(session);
		const before = refreshGrantCount();
		upstreamRequests.length = 0;

		const responses = await Promise.all(
			Array.from({ length: 50 }, (_, index) =>
				send(KINDS[index % KINDS.length] ?? "/news", { headers: { Cookie: cookie } }),
			),
		);

		expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
		// Exactly one refresh reached the IdP, which rotates refresh tokens and revokes a grant on reuse.
		expect(refreshGrantCount() - before).toBe(1);
		expect(upstreamRequests.filter((request) => request.url.endsWith("/oauth/token"))).toHaveLength(1);
		const renewed = new Set<string>();
		for (const [index, response] of responses.entries()) {
			const lines = setCookiesOf(response);
			expect(lines.filter(deletesSession)).toEqual([]);
			const carried = await sessionIn(lines);
			expect(carried, `response ${index} carries the renewed session`).not.toBeNull();
			renewed.add(carried?.access_token ?? "");
			if (KINDS[index % KINDS.length] !== "/api/orange/v1/current_user") {
				expect(await pageContext(response)).toMatchObject({ signedIn: true, sub: "1002" });
			} else {
				expect(await response.json()).toMatchObject({ email: expect.any(String) });
			}
		}
		// Every response handed the browser the same new tokens, whichever one it keeps.
		expect(renewed.size).toBe(1);
		const [token] = renewed;
		expect(token).not.toBe(session.access_token);

		// Signed in afterwards: the kept cookie works for pages and API calls without another renewal.
		const kept = cookieHeader(setCookiesOf(responses.at(-1) as Response));
		const page = await send("/news", { headers: { Cookie: kept } });
		expect(await pageContext(page)).toMatchObject({ signedIn: true, sub: "1002" });
		expect(setCookiesOf(page)).toEqual([]);
		const api = await send("/api/orange/v1/current_user", { headers: { Cookie: kept } });
		expect(api.status).toBe(200);
		// The grant survived: the provider saw no reuse of the rotated refresh token.
		expect(liveRefreshTokenCount(1002)).toBeGreaterThanOrEqual(1);
		expect(refreshGrantCount() - before).toBe(1);
	});

	it("a straggler with the old cookie within the grace receives the same new tokens, without asking the IdP", async () => {
		const session = await sessionFor("sms", 30);
		const cookie = await sessionCookieHeader(session);
		const first = await send("/news", { headers: { Cookie: cookie } });
		const renewed = await sessionIn(setCookiesOf(first));
		const before = refreshGrantCount();

		const straggler = await send("/api/orange/v1/current_user", { headers: { Cookie: cookie } });
		expect(straggler.status).toBe(200);
		expect((await sessionIn(setCookiesOf(straggler)))?.access_token).toBe(renewed?.access_token);
		expect(refreshGrantCount()).toBe(before);
	});

	it("keeps the session id across renewals, and gives one to a session sealed without it", async () => {
		const { sid: _sid, session_expires_at: _end, ...legacy } = await sessionFor("webview", 30);
		const first = await send("/news", { headers: { Cookie: await sessionCookieHeader(legacy) } });
		const renewed = await sessionIn(setCookiesOf(first));
		expect(renewed?.sid).toMatch(/^[A-Za-z0-9_-]{22}$/);

		const again = await send("/news", {
			headers: { Cookie: await sessionCookieHeader({ ...(renewed as MemberSession), expires_at: 0 }) },
		});
		expect((await sessionIn(setCookiesOf(again)))?.sid).toBe(renewed?.sid);
	});

	it("a refused renewal keeps a session whose access token still works, and writes nothing", async () => {
		const session = { ...(await sessionFor("sms", 20)), refresh_token: "unknown-refresh-token" };
		const response = await send("/news", { headers: { Cookie: await sessionCookieHeader(session) } });
		expect(response.status).toBe(200);
		expect((await pageContext(response)).signedIn).toBe(true);
		expect(setCookiesOf(response)).toEqual([]);
	});
});

const refreshAtIdp = (token: string | undefined) =>
	send("/_mock/oauth/token", {
		method: "POST",
		body: new URLSearchParams({
			grant_type: "refresh_token",
			refresh_token: token ?? "",
			client_id: "mock-client",
			client_secret: "mock-client-secret",
		}),
	});

describe("mock IdP: refresh-token rotation with reuse detection", () => {
	it("a rotated refresh token used again past the reuse interval revokes the whole grant", async () => {
		const session = await sessionFor("weak", 3600);
		const rotated = (await (await refreshAtIdp(session.refresh_token)).json()) as {
			access_token: string;
			refresh_token: string;
		};
		// Past the interval: shortened to nothing here rather than the clock moved for every test beside this one.
		idpSettings.reuseIntervalMs = -1;
		try {
			const reused = await refreshAtIdp(session.refresh_token);
			expect(reused.status).toBe(400);
			expect(await reused.json()).toEqual({ error: "invalid_grant" });
			// The tokens issued by the rotation are gone too.
			expect((await refreshAtIdp(rotated.refresh_token)).status).toBe(400);
			const userinfo = await send("/_mock/oauth/userinfo", {
				headers: { Authorization: `Bearer ${rotated.access_token}` },
			});
			expect(userinfo.status).toBe(401);
		} finally {
			idpSettings.reuseIntervalMs = REFRESH_REUSE_INTERVAL_MS;
		}
	});

	it("within the reuse interval, the rotated token is answered again (a client whose answer was lost)", async () => {
		const session = await sessionFor("weak", 3600);
		const lost = (await (await refreshAtIdp(session.refresh_token)).json()) as { refresh_token: string };
		const again = await refreshAtIdp(session.refresh_token);
		expect(again.status).toBe(200);
		const renewed = (await again.json()) as { access_token: string; refresh_token: string };
		expect(renewed.refresh_token).not.toBe(lost.refresh_token);
		// The grant lives on: the newest token renews as usual.
		expect((await refreshAtIdp(renewed.refresh_token)).status).toBe(200);
	});
});

describe("renewal through a blip at the provider", () => {
	const expired = async (loginId: string) => sessionFor(loginId, -10);
	const tokenRequests = () => upstreamRequests.filter((request) => request.url.endsWith("/oauth/token")).length;

	it.each(["503", "500", "refused", "cut"] as const)(
		"one %s at the token endpoint: the second try renews at once, the member stays signed in",
		async (fault) => {
			const session = await expired("email");
			upstreamRequests.length = 0;
			idpFaults.push(fault);
			const response = await send("/news", { headers: { Cookie: await sessionCookieHeader(session) } });
			expect(await pageContext(response)).toMatchObject({ signedIn: true, sessionUnavailable: false });
			const renewed = await sessionIn(setCookiesOf(response));
			expect(renewed?.access_token).not.toBe(session.access_token);
			expect(renewed?.twoFactorPassed).toBe(true);
			expect(tokenRequests()).toBe(2);
		},
	);

	it("a provider down for both tries keeps the sign-in: pages wait (503), nothing is deleted; it renews once back", async () => {
		const session = await expired("email");
		const cookie = await sessionCookieHeader(session);
		idpFaults.push("503", "503");
		const page = await send("/news", { headers: { Cookie: cookie } });
		expect(await pageContext(page)).toMatchObject({ signedIn: true, sessionUnavailable: true });
		expect(setCookiesOf(page).filter(deletesSession)).toEqual([]);
		idpFaults.push("503", "503");
		const proxied = await send("/api/orange/v1/current_user", { headers: { Cookie: cookie } });
		expect(proxied.status).toBe(503);
		expect(proxied.headers.get("Cache-Control")).toBe("private, no-store");
		expect(setCookiesOf(proxied).filter(deletesSession)).toEqual([]);

		const back = await send("/news", { headers: { Cookie: cookie } });
		expect(await pageContext(back)).toMatchObject({ signedIn: true, sessionUnavailable: false });
		expect((await sessionIn(setCookiesOf(back)))?.access_token).not.toBe(session.access_token);
	});

	it("rotated answers lost twice in a row do not sign the member out within the next two renewals", async () => {
		const session = await expired("sms");
		idpFaults.push("cut", "cut");
		const lost = await send("/news", { headers: { Cookie: await sessionCookieHeader(session) } });
		expect(await pageContext(lost)).toMatchObject({ signedIn: true, sessionUnavailable: true });

		let current: MemberSession = session;
		for (let renewal = 1; renewal <= 2; renewal++) {
			const response = await send("/news", { headers: { Cookie: await sessionCookieHeader(current) } });
			expect(await pageContext(response), `renewal ${renewal}`).toMatchObject({
				signedIn: true,
				sessionUnavailable: false,
			});
			const renewed = await sessionIn(setCookiesOf(response));
			if (!renewed) throw new Error(`renewal ${renewal} wrote no session`);
			current = { ...renewed, expires_at: 0 };
		}
		expect(liveRefreshTokenCount(1001)).toBeGreaterThanOrEqual(1);
	});

	it("a refused grant with an expired token signs out", async () => {
		const session = { ...(await expired("webview")), refresh_token: "unknown-refresh-token" };
		const response = await send("/news", { headers: { Cookie: await sessionCookieHeader(session) } });
		expect(await pageContext(response)).toMatchObject({ signedIn: false });
		expect(setCookiesOf(response).some(deletesSession)).toBe(true);
	});

	it("a provider that does not answer holds a page load no longer than its deadline, and signs nobody out", async () => {
		const session = await expired("email");
		idpFaults.push("slow", "slow");
		// A page load's budget is 5 s (tests/worker/deadline.test.ts); a short one proves the same rule.
		upstreamBudget.ms = 500;
		const cookie = await sessionCookieHeader(session);
		try {
			const started = Date.now();
			const response = await send("/news", { headers: { Cookie: cookie, "Sec-Fetch-Dest": "document" } });
			const took = Date.now() - started;
			expect(took).toBeGreaterThanOrEqual(480);
			expect(took).toBeLessThan(1_000);
			expect(await pageContext(response)).toMatchObject({ signedIn: true, sessionUnavailable: true });
			expect(setCookiesOf(response).filter(deletesSession)).toEqual([]);
		} finally {
			idpFaults.length = 0;
			delete upstreamBudget.ms;
		}
	});

	it("a token inside its margin with a provider that does not answer: the page goes on in time with it, renewed later", async () => {
		// Valid for 30 s more: inside the 60 s margin, so this request renews.
		const session = await sessionFor("email", 30);
		const cookie = await sessionCookieHeader(session);
		idpFaults.push("slow", "slow");
		// A page load's budget is 5 s against an IdP of 12 s; a short budget proves the same rule.
		upstreamBudget.ms = 1_000;
		try {
			const started = Date.now();
			const response = await send("/news", { headers: { Cookie: cookie, "Sec-Fetch-Dest": "document" } });
			const took = Date.now() - started;
			// The renewal had its share, not the whole deadline: the page's reads keep the rest.
			expect(took).toBeLessThan(700);
			expect(response.status).toBe(200);
			expect(await pageContext(response)).toMatchObject({ signedIn: true, sessionUnavailable: false });
			expect(setCookiesOf(response).filter(deletesSession)).toEqual([]);
		} finally {
			idpFaults.length = 0;
			delete upstreamBudget.ms;
		}
		// A later request tries again, and renews. One that comes while the abandoned refresh is still
		// being given up shares it, so the test waits on the outcome, not on one request.
		const before = tokenRequests();
		let later = await send("/news", { headers: { Cookie: cookie } });
		await expect
			.poll(async () => {
				if (tokenRequests() > before && (await sessionIn(setCookiesOf(later)))) return true;
				later = await send("/news", { headers: { Cookie: cookie } });
				return false;
			})
			.toBe(true);
		expect(await pageContext(later)).toMatchObject({ signedIn: true, sessionUnavailable: false });
		expect((await sessionIn(setCookiesOf(later)))?.access_token).not.toBe(session.access_token);
	});
});
