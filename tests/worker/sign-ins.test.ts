import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loader as callbackLoader } from "#app/features/sign-in/routes/callback";
import { loader as loginLoader } from "#app/features/sign-in/routes/login";
import { loadRequestCookies, type MemberSession } from "#app/session/cookies.server";
import { forgetDiscoveredMetadata } from "#app/session/oauth-provider.server";
import { LIVE_SIGN_INS_KEPT, type SignInRow } from "#app/session/sign-in-registry";
import {
	ENDED_ELSEWHERE_MESSAGE,
	type SignInRegistry,
	signInKeyOf,
	signInRegistryContext,
	signInTouchContext,
} from "#app/session/sign-ins.server";
import { createApp } from "../../worker/app";
import { signInRegistryOf } from "../../worker/durable/sign-in-registry";
import { resetMockState } from "../../worker/mock/state";
import { signInMember } from "./support/members";
import { routed, routedUpstream } from "./support/route-app";
import { args, configWithApiAt, location, routeWorld, run } from "./support/router";
import { routeRequest } from "./support/routes";
import { inProcessMock } from "./support/upstream";
import {
	cookieHeader,
	MOCK_SECRET,
	ORIGIN,
	pageContext,
	send,
	sessionCookieHeader,
	sessionFor,
	setCookiesOf,
} from "./support/worker";
import { upstreamRequests } from "./test-worker";

/*
 * Each member's sign-ins (docs/session.md "Sign-ins"): the registry as bound in the default env,
 * the callback that writes it, and the browser of an ended sign-in signed out at its next touch.
 */

const registry = signInRegistryOf(env as unknown as Record<string, unknown>) as SignInRegistry;
const MINUTE = 60_000;
const IPHONE =
	"Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const CLIENT_ADDRESS = "203.0.113.77";

/** A member of this test alone: the registry keeps its state across the run. */
const newSub = () => `test-${crypto.randomUUID()}`;

function rowOf(key: string, startedAt: number, extra: Partial<SignInRow> = {}): SignInRow {
	return {
		key,
		startedAt,
		lastUsedAt: startedAt,
		endsAt: startedAt + 14 * 86_400_000,
		device: "Windows・Edge",
		place: "東京都",
		trusted: false,
		secondFactor: null,
		...extra,
	};
}

/** Everything the member's object holds, as one text. */
function storedText(sub: string): Promise<string> {
	const namespace = (env as unknown as { SIGN_IN_REGISTRY: DurableObjectNamespace }).SIGN_IN_REGISTRY;
	const stub = namespace.get(namespace.idFromName(sub));
	return runInDurableObject(stub, async (_instance, state) => JSON.stringify([...(await state.storage.list())]));
}

/** How many revocations the worker sent the IdP since `from` (two a sign-in: its refresh and access token). */
function revocationsSince(requests: Request[], from: number): number {
	return requests.slice(from).filter((request) => new URL(request.url).pathname.endsWith("/oauth/revoke")).length;
}

/** Whether the mock IdP still renews with this refresh token. */
async function refreshWorks(session: MemberSession): Promise<boolean> {
	const answer = await send("/_mock/oauth/token", {
		method: "POST",
		body: new URLSearchParams({
			grant_type: "refresh_token",
			refresh_token: session.refresh_token ?? "",
			client_id: "mock-client",
			client_secret: "mock-client-secret",
		}),
	});
	return answer.ok;
}

let warn: ReturnType<typeof vi.spyOn>;

/** The log lines about the registry, each one JSON object (app/lib/logging/log-line.ts). */
function registryLogLines(): Record<string, unknown>[] {
	return warn.mock.calls
		.map((call: unknown[]) => String(call[0]))
		.filter((line: string) => line.startsWith("{"))
		.map((line: string) => JSON.parse(line) as Record<string, unknown>)
		.filter((line: Record<string, unknown>) => line.event === "sign-in registry unreachable");
}
beforeEach(() => {
	forgetDiscoveredMetadata();
	warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
	vi.restoreAllMocks();
});

describe("the registry, as bound", () => {
	it("keeps a member's 20 latest sign-ins: the 21st drops the oldest", async () => {
		const sub = newSub();
		const t0 = Date.now();
		for (let index = 0; index <= LIVE_SIGN_INS_KEPT; index++) {
			await registry.record(sub, rowOf(`key-${index}`, t0 + index), t0 + index);
		}
		const { signIns } = await registry.list(sub, t0 + 100);
		expect(signIns).toHaveLength(20);
		expect(signIns.map((row) => row.key)).not.toContain("key-0");
		expect(signIns.map((row) => row.key)).toContain("key-1");
		expect(signIns.map((row) => row.key)).toContain("key-20");
		// Another member's object is another's.
		expect((await registry.list(newSub(), t0)).signIns).toEqual([]);
	});
});

/** A browser's scope at an IdP that signs `sub` in. */
function idpWorld(sub: string, withRegistry: SignInRegistry | null = registry) {
	const { context, cookies } = routeWorld({
		config: configWithApiAt("http://idp.test"),
		fetch: async (input, init) => {
			const path = new URL(new Request(input, init).url).pathname;
			if (path.endsWith("/oauth/token")) {
				return Response.json({
					access_token: "at-secret-1",
					refresh_token: "rt-secret-1",
					token_type: "Bearer",
					expires_in: 3600,
				});
			}
			if (path.endsWith("/oauth/userinfo")) return Response.json({ sub });
			return new Response(null, { status: 200 });
		},
	});
	context.set(signInRegistryContext, withRegistry);
	return { context, cookies };
}

/** /login then /callback in that browser, from an iPhone at CLIENT_ADDRESS in Tokyo. */
async function signInThrough(scope: ReturnType<typeof idpWorld>) {
	await run(() => loginLoader(args(new Request(`${ORIGIN}/login?returnTo=%2Fnews`), scope.context)));
	const state = scope.cookies.oauthTransaction.value?.transactions.at(-1)?.state ?? "";
	const request = new Request(`${ORIGIN}/callback?code=c0de&state=${state}`, {
		headers: { "User-Agent": IPHONE, "CF-Connecting-IP": CLIENT_ADDRESS, "X-Forwarded-For": CLIENT_ADDRESS },
		cf: { country: "JP", regionCode: "13" },
	} as RequestInit);
	return run(() => callbackLoader(args(request, scope.context)));
}

describe("signing out", () => {
	it("takes the sign-in off the member's list, and a later request of that cookie is not revoked again", async () => {
		const sub = newSub();
		const first = await browserOf(sub, 2);
		const leaving = await browserOf(sub, 2);
		const out = await routed(
			new Request(`${ORIGIN}/logout`, { method: "POST", headers: { Cookie: leaving.cookie, Origin: ORIGIN } }),
		);
		expect(out.status).toBe(302);
		const { signIns, history } = await registry.list(sub, Date.now());
		expect(signIns.map((row) => row.key)).toEqual([first.key]);
		expect(history.find((row) => row.key === leaving.key)?.ended).toBe("signed-out");
		// The old cookie sent again (copied before the sign-out): signed out, nothing revoked twice.
		const from = upstreamRequests.length;
		const replayed = await send("/news", { headers: { Cookie: leaving.cookie } });
		expect(clearsSession(replayed)).toBe(true);
		expect(revocationsSince(upstreamRequests, from)).toBe(0);
	});
});

describe("the callback", () => {
	it("writes the sign-in with its device and place, and no token, address or User-Agent", async () => {
		const sub = newSub();
		const scope = idpWorld(sub);
		const { thrown } = await signInThrough(scope);
		expect(thrown, JSON.stringify(thrown)).toBeInstanceOf(Response);
		expect(location(thrown)).toBe("/news");
		const session = scope.cookies.session.value as MemberSession;
		const { signIns, history } = await registry.list(sub, Date.now());
		expect(signIns).toEqual([
			expect.objectContaining({
				key: await signInKeyOf(session),
				device: "iPhone・Safari",
				place: "東京都",
				trusted: false,
				secondFactor: null,
				endsAt: (session.session_expires_at ?? 0) * 1000,
			}),
		]);
		expect(history).toHaveLength(1);
		const stored = await storedText(sub);
		expect(stored).toContain("iPhone・Safari");
		for (const secret of ["at-secret-1", "rt-secret-1", CLIENT_ADDRESS, IPHONE, "Mobile/15E148"]) {
			expect(stored).not.toContain(secret);
		}
		expect(stored).not.toContain(session.sid);
	});

	it("signs the member in when the registry cannot be reached, and logs it", async () => {
		const sub = newSub();
		const down = new Error("Durable Object reset because its code was updated.");
		const unreachable: SignInRegistry = {
			record: () => Promise.reject(down),
			touch: () => Promise.reject(down),
			signedOut: () => Promise.reject(down),
			passed: () => Promise.reject(down),
			list: () => Promise.reject(down),
			end: () => Promise.reject(down),
		};
		const scope = idpWorld(sub, unreachable);
		const { thrown } = await signInThrough(scope);
		expect(location(thrown)).toBe("/news");
		expect(scope.cookies.session.value?.profile.sub).toBe(sub);
		expect(registryLogLines()).toContainEqual(expect.objectContaining({ call: "record", message: down.message }));
	});
});

/** A browser of `sub`'s sign-in, last used `minutesAgo`, written to the registry as the callback would. */
async function browserOf(sub: string, minutesAgo: number) {
	const session = {
		...(await sessionFor("sms", 3600)),
		profile: { sub },
		last_seen_at: Date.now() - minutesAgo * MINUTE,
	};
	const key = await signInKeyOf(session);
	await registry.record(sub, rowOf(key, Date.now() - 10 * MINUTE), Date.now());
	return { session, key, cookie: await sessionCookieHeader(session) };
}

async function flashOf(response: Response) {
	const cookies = await loadRequestCookies(
		new Request(ORIGIN, { headers: { Cookie: cookieHeader(setCookiesOf(response)) } }),
		[MOCK_SECRET],
	);
	return cookies.flash.value?.toasts;
}

const clearsSession = (response: Response) =>
	setCookiesOf(response).some((line) => /^__Host-session=;.*Max-Age=0/.test(line));

describe("an ended sign-in", () => {
	it("is refused outside member pages at its first request a minute after its last use: revoked, cleared, told", async () => {
		const sub = newSub();
		const first = await browserOf(sub, 0);
		const second = await browserOf(sub, 0.5);
		expect(await registry.end(sub, "others", first.key, Date.now())).toBe(1);

		// A page without the member check, within the minute of its last use: the registry is not asked.
		const from = upstreamRequests.length;
		const early = await send("/news", { headers: { Cookie: second.cookie } });
		expect(await pageContext(early)).toMatchObject({ signedIn: true });
		expect(clearsSession(early)).toBe(false);
		expect(revocationsSince(upstreamRequests, from)).toBe(0);

		const later = await browserOf(sub, 1.01);
		await registry.end(sub, { only: later.key }, first.key, Date.now());
		const refused = await send("/news", { headers: { Cookie: later.cookie } });
		expect(clearsSession(refused)).toBe(true);
		expect(await flashOf(refused)).toEqual([{ type: "warn", text: ENDED_ELSEWHERE_MESSAGE }]);
		expect(revocationsSince(upstreamRequests, from)).toBe(2);
		expect(await refreshWorks(later.session)).toBe(false);
		// The next request is signed out.
		const next = await send("/news", { headers: { Cookie: cookieHeader(setCookiesOf(refused)) } });
		expect(await pageContext(next)).toMatchObject({ signedIn: false });
	});

	it("meets /login at its next member page, its tokens revoked; the member's own browser stays signed in", async () => {
		const sub = newSub();
		// Used just now: a member page asks the registry on every request, whatever the minute.
		const first = await browserOf(sub, 0);
		const second = await browserOf(sub, 0);
		await registry.end(sub, "others", first.key, Date.now());
		const from = routedUpstream.length;
		const refused = await routed(new Request(`${ORIGIN}/users/detail`, { headers: { Cookie: second.cookie } }));
		expect(refused.status).toBe(302);
		expect(refused.headers.get("Location")).toBe("/login?returnTo=%2Fusers%2Fdetail");
		expect(clearsSession(refused)).toBe(true);
		expect(await flashOf(refused)).toEqual([{ type: "warn", text: ENDED_ELSEWHERE_MESSAGE }]);
		expect(revocationsSince(routedUpstream, from)).toBe(2);
		expect(await refreshWorks(second.session)).toBe(false);
		const kept = await routed(new Request(`${ORIGIN}/users/detail`, { headers: { Cookie: first.cookie } }));
		// Still signed in (this test's cookie carries no pin code, so the API asks for two-factor).
		expect(kept.headers.get("Location")).toBe("/two_factor_authentication/sms?returnTo=%2Fusers%2Fdetail");
		expect(clearsSession(kept)).toBe(false);
		expect((await registry.list(sub, Date.now())).signIns.map((row) => row.key)).toEqual([first.key]);
	});

	it("ended twice at once, and met by two requests at once, is revoked once", async () => {
		const sub = newSub();
		const asking = await browserOf(sub, 2);
		const others = [await browserOf(sub, 2), await browserOf(sub, 2)];
		const ends = await Promise.all([
			registry.end(sub, "others", asking.key, Date.now()),
			registry.end(sub, "others", asking.key, Date.now()),
		]);
		expect(ends).toEqual([2, 2]);
		const from = upstreamRequests.length;
		const answers = await Promise.all(
			others.flatMap((other) => [
				send("/news", { headers: { Cookie: other.cookie } }),
				send("/faq", { headers: { Cookie: other.cookie } }),
			]),
		);
		for (const answer of answers) expect(clearsSession(answer)).toBe(true);
		// Two revocations (refresh and access token) for each ended sign-in, and both are gone.
		expect(revocationsSince(upstreamRequests, from)).toBe(4);
		for (const other of others) expect(await refreshWorks(other.session)).toBe(false);
		expect(await refreshWorks(asking.session)).toBe(true);
	});

	it("keeps the asking browser signed in when its own ending is sent again", async () => {
		const sub = newSub();
		const asking = await browserOf(sub, 2);
		await browserOf(sub, 2);
		await registry.end(sub, "others", asking.key, Date.now());
		await registry.end(sub, { only: asking.key }, asking.key, Date.now());
		const kept = await send("/news", { headers: { Cookie: asking.cookie } });
		expect(await pageContext(kept)).toMatchObject({ signedIn: true });
		expect(clearsSession(kept)).toBe(false);
	});
});

describe("foul weather on the member's page", () => {
	const down = new Error("Network connection lost.");
	/** The member 1001's page, signed in, with a registry that answers as `registryOf` says. */
	async function memberPage(registryOf: (calls: string[]) => SignInRegistry) {
		resetMockState();
		const world = routeWorld({ fetch: inProcessMock() });
		await signInMember(world.cookies, 1001);
		const calls: string[] = [];
		world.context.set(signInRegistryContext, registryOf(calls));
		return { ...world, calls };
	}
	const failing = (calls: string[]): SignInRegistry => ({
		record: () => Promise.reject(down),
		touch: () => Promise.reject(down),
		signedOut: () => Promise.reject(down),
		passed: () => Promise.reject(down),
		list: async () => {
			calls.push("list");
			throw down;
		},
		end: async (...args) => {
			calls.push(`end ${JSON.stringify(args[1])}`);
			throw down;
		},
	});
	const post = (form: Record<string, string>) =>
		new Request(`${ORIGIN}/users/detail`, {
			method: "POST",
			headers: { Origin: ORIGIN },
			body: new URLSearchParams(form),
		});

	it("shows the page without the list when the registry cannot be read, and logs it", async () => {
		const { context, calls } = await memberPage(failing);
		const outcome = await routeRequest(new Request(`${ORIGIN}/users/detail`), context);
		expect(outcome).toMatchObject({ kind: "data", status: 200, data: { signIns: null, otherSignIns: 0 } });
		expect(calls).toEqual(["list"]);
		expect(registryLogLines()).toContainEqual(expect.objectContaining({ call: "list", message: down.message }));
	});

	it("says the ending could not be done and keeps the page, this browser signed in", async () => {
		const { context, cookies, calls } = await memberPage(failing);
		const outcome = await routeRequest(post({ intent: "end-other-sign-ins" }), context);
		expect(outcome).toMatchObject({
			kind: "data",
			status: 503,
			data: {
				intent: "end",
				errors: ["ログアウトさせることができませんでした。時間をおいて、もう一度お試しください。"],
			},
		});
		expect(calls).toContain('end "others"');
		expect(cookies.session.value?.profile.sub).toBe("1001");
	});

	it("ends the one sign-in asked for, never this browser's own, and tells it on the page", async () => {
		const { context, cookies, calls } = await memberPage((seen) => ({
			...failing(seen),
			end: async (_sub, which, keep) => {
				seen.push(`end ${JSON.stringify(which)} keep ${keep}`);
				return 1;
			},
		}));
		const key = "A".repeat(22);
		const outcome = await routeRequest(post({ intent: "end-sign-in", signIn: key }), context);
		expect(outcome).toEqual({ kind: "redirect", location: "/users/detail" });
		const own = await signInKeyOf(cookies.session.value as MemberSession);
		expect(calls).toEqual([`end {"only":"${key}"} keep ${own}`]);
		expect(cookies.notice.value).toMatchObject({ path: "/users/detail", title: "選んだ端末をログアウトさせました" });
	});

	it("refuses a sign-in key of another shape without asking the registry", async () => {
		const { context, calls } = await memberPage(failing);
		const outcome = await routeRequest(post({ intent: "end-sign-in", signIn: "../x" }), context);
		expect(outcome).toMatchObject({ kind: "data", status: 400 });
		expect(calls).toEqual([]);
	});
});

describe("after the forced change", () => {
	const NEW = "Kenko-2026!Forced";
	const changeForm = { currentPassword: "Password123!", password: NEW, passwordConfirmation: NEW };
	/** Member 1003 (a change due), signed in, with a registry listing this browser and `others` more. */
	async function forcedChangePage(others: number) {
		resetMockState();
		const world = routeWorld({ fetch: inProcessMock() });
		await signInMember(world.cookies, 1003);
		const own = await signInKeyOf(world.cookies.session.value as MemberSession);
		const rows = [
			rowOf(own, Date.now()),
			...Array.from({ length: others }, (_, index) => rowOf(`other-${index}`, Date.now())),
		];
		const ends: string[] = [];
		world.context.set(signInRegistryContext, {
			record: async () => {},
			touch: async () => "live",
			signedOut: async () => {},
			passed: async () => {},
			list: async () => ({ signIns: rows, history: rows }),
			end: async (_sub, which, keep) => {
				ends.push(`${JSON.stringify(which)} keep ${keep === own}`);
				return others;
			},
		});
		return { ...world, ends };
	}
	const post = (form: Record<string, string>) =>
		new Request(`${ORIGIN}/users/password/force_change?returnTo=%2Fnews`, {
			method: "POST",
			headers: { Origin: ORIGIN },
			body: new URLSearchParams(form),
		});

	it("goes straight on when this is the member's only sign-in", async () => {
		const { context } = await forcedChangePage(0);
		expect(await routeRequest(post(changeForm), context)).toEqual({ kind: "redirect", location: "/news" });
	});

	it("says the change is done and offers to end the others, then ends them and goes on", async () => {
		const { context, ends } = await forcedChangePage(2);
		const changed = await routeRequest(post(changeForm), context);
		expect(changed).toMatchObject({ kind: "data", status: 200, data: { changed: true, others: 2, next: "/news" } });
		const ended = await routeRequest(post({ intent: "end-other-sign-ins" }), context);
		expect(ended).toEqual({ kind: "redirect", location: "/news" });
		expect(ends).toEqual(['"others" keep true']);
	});
});

describe("browsing while the registry is down", () => {
	it("serves the page to a sign-in whose touch is due, and logs the failure", async () => {
		const down = new Error("Durable Object storage is unavailable.");
		const broken = {
			idFromName: (name: string) => name,
			get: () => ({ touch: () => Promise.reject(down), signedOut: () => Promise.reject(down) }),
		};
		const app = createApp(async (_request, context) => {
			const standing = await context.get(signInTouchContext)?.standing();
			return new Response(`standing: ${standing}`);
		});
		const { cookie } = await browserOf(newSub(), 2);
		const answer = await app.fetch(new Request(`${ORIGIN}/news`, { headers: { Cookie: cookie } }), {
			...env,
			SIGN_IN_REGISTRY: broken,
		});
		expect(answer.status).toBe(200);
		expect(await answer.text()).toBe("standing: live");
		expect(clearsSession(answer)).toBe(false);
		expect(registryLogLines()).toContainEqual(expect.objectContaining({ call: "touch", message: down.message }));
	});
});
