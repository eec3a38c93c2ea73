import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CallDefinition } from "#app/contract/define";
import { limeCalls } from "#app/contract/lime";
import { orangeCalls } from "#app/contract/orange";
import { refuseUnreadableBody } from "#app/request/body.server";
import { documentReadDeadline } from "#app/request/document-deadline.server";
import { keepInputOfFailedPost } from "#app/request/form-draft.server";
import { markPostedForm } from "#app/request/posted-form.server";
import { createRequestCookies, setCookieLines } from "#app/session/cookies.server";
import { PIN_ARRIVAL_WINDOW_MS, startTwoFactor } from "#app/session/two-factor-state.server";
import { mockState, resetMockState } from "../../worker/mock/state";
import { urlOf } from "./mock-helpers";
import { authenticateLink, confirmContactDetail, DEMO_LIME, passTwoFactor, signInMember } from "./support/members";
import { type RouteWorld, routeWorld } from "./support/router";
import { type HandlerCall, moduleOf, pageRouteIds, type RouteId, routeRequest } from "./support/routes";
import { describeCall, inProcessMock, recording, type UpstreamCall, upstreamPath } from "./support/upstream";
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

/* No GET or HEAD changes state: no unsafe call upstream, the mock's state unchanged. */

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/** The only state-changing upstream calls a GET may make (docs/status-rules.md, docs/session.md). */
const EXCEPTIONS = {
	/** Signing in: the IdP sends the member back here with the code to exchange (docs/session.md). */
	callback: ["POST /oauth/token"],
	/** Signing out (also on a 401 with 401-003, docs/status-rules.md) revokes the session's tokens (docs/session.md). */
	reauthentication: ["POST /oauth/revoke"],
	/**
	 * The arrival at the two-factor page right after the sign-in callback (its one-time mark in the
	 * session) sends the code, so that its "we sent you a code" is true; no other GET does
	 * (docs/decisions/105-pin-sent-only-on-arrival.md).
	 */
	twoFactorArrival: ["POST /api/orange/v1/two_factors/send_pin_code_sms"],
	/** A token that expires within 60 s is renewed silently (docs/session.md). */
	renewal: ["POST /oauth/token"],
} as const;

/** A URL for every page of app/routes.ts, by route id. */
const PAGE_URLS: Readonly<Partial<Record<RouteId, string>>> = {
	"features/content/routes/home": "/?kenpo_user=50001",
	"features/content/routes/news": "/news?page=2",
	"features/content/routes/news-detail": "/news/1",
	"features/content/routes/health-support": "/health_support/1",
	"features/account/routes/users-detail": "/users/detail",
	"features/passwords/routes/password-update": "/users/password/update",
	"features/recipe-settings/routes/recipe-settings": "/users/recipe_settings",
	"routes/faq-user": "/faq/user?q=パスワード",
	"routes/terms-user": "/terms/user",
	"features/contact/routes/contact-user": "/contact/user",
	"features/sign-in/routes/login": "/login?returnTo=%2Fnews",
	"features/sign-in/routes/callback": "/callback?code=a-code&state=__STATE__",
	"routes/faq-public": "/faq",
	"routes/terms-public": "/terms",
	"features/content/routes/privacy": "/privacy",
	"features/content/routes/accessibility": "/accessibility",
	"features/contact/routes/contact-public": "/contact",
	"features/passwords/routes/activation": "/activation/demo-activation",
	"features/passwords/routes/token-expired": "/users/token_expired",
	"features/passwords/routes/password-reset-request": "/users/password/reset?sent=1",
	"features/passwords/routes/password-reset": "/users/password/reset/demo-reset",
	"features/passwords/routes/password-force-change": "/users/password/force_change",
	"features/two-factor/routes/two-factor": "/two_factor_authentication/sms",
	"features/questionnaire/routes/questionnaire-new": "/questionnaires/1/new",
	"features/content/routes/login-help": "/app_manual/login/contact",
	"features/content/routes/not-found": "/no/such/page",
	"features/content/routes/app-manual": "/app_manual/comments",
	"features/sign-in/routes/logout": "/logout",
	"features/contact-detail/routes/postal-codes": "/api/postal_codes/1000001",
	"features/contact-detail/routes/entry": `/contact_detail_form/${DEMO_LIME.urlToken}`,
	"features/contact-detail/routes/auth": `/contact_detail_form/${DEMO_LIME.urlToken}/auth`,
	"features/contact-detail/routes/actions": `/contact_detail_form/${DEMO_LIME.urlToken}/actions`,
	"features/contact-detail/routes/input": `/contact_detail_form/${DEMO_LIME.urlToken}/input`,
	"features/contact-detail/routes/input-confirm": `/contact_detail_form/${DEMO_LIME.urlToken}/input/confirm`,
	"features/contact-detail/routes/input-complete": `/contact_detail_form/${DEMO_LIME.urlToken}/input/complete`,
	"features/contact-detail/routes/email": `/contact_detail_form/${DEMO_LIME.urlToken}/email`,
	"features/contact-detail/routes/email-complete": `/contact_detail_form/${DEMO_LIME.urlToken}/email/complete`,
	// Opening the link applies nothing: the page's button does, with a POST (decision 040).
	"features/contact-detail/routes/change-email": `/contact_detail_form/${DEMO_LIME.urlToken}/change_email/demo-change-email`,
};

/** Pages whose API answers take the other turns (mock fault ids (docs/status-rules.md), docs/mock-backend.md). */
const STATUS_RULE_URLS = [
	"/news/94011", // 401-001: sign in again
	"/news/94012", // 401-002: two-factor
	"/news/94032", // 403-002: forced password change
	"/news/9404",
	"/health_support/9500",
	"/questionnaires/9503/new",
	"/activation/fault-410",
	"/users/password/reset/fault-410",
	"/contact_detail_form/fault-410",
	"/contact_detail_form/fault-500/actions",
];

type Persona = "visitor" | "member";

/** A visitor holds only a sign-in transaction; a member is signed in, trusted, and identified on a lime link with a draft. */
async function browserOf(persona: Persona, world: RouteWorld) {
	// Each visit its own state: a state is single-use (app/session/state-ledger.server.ts).
	const state = `get-suite-${crypto.randomUUID()}`;
	world.cookies.oauthTransaction.set({
		transactions: [{ state, codeVerifier: "v".repeat(43), returnTo: "/", createdAt: Date.now() }],
	});
	if (persona === "visitor") return state;
	await signInMember(world.cookies);
	await authenticateLink(world.cookies);
	confirmContactDetail(world.cookies);
	return state;
}

/** A GET or HEAD of `url` served by React Router: the calls it made upstream, and the handlers it ran. */
async function visit(url: string, persona: Persona, method: "GET" | "HEAD" = "GET") {
	const upstream = recording(inProcessMock());
	const world = routeWorld({ fetch: upstream.fetch });
	const state = await browserOf(persona, world);
	const before = structuredClone(mockState());
	const request = new Request(`${ORIGIN}${url.replace("__STATE__", state)}`, { method });
	const handlers: HandlerCall[] = [];
	await routeRequest(request, world.context, (call) => handlers.push(call));
	return { calls: upstream.calls, stateBefore: before, world, handlers };
}

const unsafe = (calls: UpstreamCall[]) => calls.filter((call) => !SAFE_METHODS.has(call.method)).map(describeCall);

beforeAll(() => {
	// /callback's refused code exchange is logged (app/features/sign-in/routes/callback.tsx); expected here.
	vi.spyOn(console, "warn").mockImplementation(() => {});
});

beforeEach(() => {
	resetMockState();
	upstreamRequests.length = 0;
});

describe("GET and HEAD of a page", () => {
	it("has a URL for every page of app/routes.ts", () => {
		const pages = pageRouteIds();
		expect(pages.filter((id) => !(id in PAGE_URLS))).toEqual([]);
		expect(Object.keys(PAGE_URLS).filter((id) => !pages.includes(id))).toEqual([]);
	});

	describe.each(["visitor", "member"] as const)("as a %s", (persona) => {
		it.each([...Object.entries(PAGE_URLS), ...STATUS_RULE_URLS.map((url) => ["status rule", url])])(
			"%s %s: no state-changing call upstream but the exceptions, the mock's state unchanged",
			async (id, url) => {
				for (const method of ["GET", "HEAD"] as const) {
					const { calls, stateBefore } = await visit(url, persona, method);
					const allowed = id === "features/sign-in/routes/callback" ? EXCEPTIONS.callback : [];
					expect(unsafe(calls), method).toEqual(allowed);
					expect(mockState(), method).toEqual(stateBefore);
				}
			},
		);
	});

	it("the two-factor page sends a code only on the arrival the callback marked, once; the mark is used up", async () => {
		const upstream = recording(inProcessMock());
		const world = routeWorld({ fetch: upstream.fetch });
		await browserOf("member", world);
		const session = world.cookies.session.value;
		if (!session) throw new Error("no session");
		world.cookies.session.set(startTwoFactor(session));
		const url = `${ORIGIN}/two_factor_authentication/sms`;
		// HEAD does not arrive and leaves the mark for the GET.
		await routeRequest(new Request(url, { method: "HEAD" }), world.context, () => {});
		expect(unsafe(upstream.calls)).toEqual([]);
		await routeRequest(new Request(url), world.context, () => {});
		expect(unsafe(upstream.calls)).toEqual(EXCEPTIONS.twoFactorArrival);
		expect(world.cookies.session.value?.pinArrival).toBeUndefined();
		// Once the resend window has passed, another GET (a link from elsewhere) still sends nothing.
		world.cookies.pinSent.clear();
		await routeRequest(new Request(url), world.context, () => {});
		expect(unsafe(upstream.calls)).toEqual(EXCEPTIONS.twoFactorArrival);
	});

	/** Browsers of one member whose sessions all carry the same arrival mark: copies of one cookie. */
	async function copiesOfOneArrival(count: number) {
		const upstream = recording(inProcessMock());
		const worlds = await Promise.all(
			Array.from({ length: count }, async () => {
				const world = routeWorld({ fetch: upstream.fetch });
				await browserOf("member", world);
				return world;
			}),
		);
		const session = worlds[0]?.cookies.session.value;
		if (!session) throw new Error("no session");
		const marked = startTwoFactor(session);
		for (const world of worlds) world.cookies.session.set(marked);
		const arrive = (world: RouteWorld) =>
			routeRequest(new Request(`${ORIGIN}/two_factor_authentication/sms`), world.context, () => {});
		return { upstream, worlds, arrive };
	}

	it("a copy of the cookies taken before the arrival, presented again later, sends no second code", async () => {
		const { upstream, worlds, arrive } = await copiesOfOneArrival(2);
		const [browser, copy] = worlds as [RouteWorld, RouteWorld];
		await arrive(browser);
		expect(unsafe(upstream.calls)).toEqual(EXCEPTIONS.twoFactorArrival);
		// The copy has the mark and no record of the send: only the ledger knows the mark is used.
		await arrive(copy);
		expect(unsafe(upstream.calls)).toEqual(EXCEPTIONS.twoFactorArrival);
	});

	it("eight parallel arrivals with the same cookies send one code", async () => {
		const { upstream, worlds, arrive } = await copiesOfOneArrival(8);
		await Promise.all(worlds.map(arrive));
		expect(unsafe(upstream.calls)).toEqual(EXCEPTIONS.twoFactorArrival);
	});

	it("a member past two-factor on this browser is sent on from the page, with nothing sent", async () => {
		const upstream = recording(inProcessMock());
		const world = routeWorld({ fetch: upstream.fetch });
		await browserOf("member", world);
		passTwoFactor(world.cookies);
		const outcome = await routeRequest(
			new Request(`${ORIGIN}/two_factor_authentication/sms?returnTo=%2Fnews`),
			world.context,
			() => {},
		);
		expect(outcome).toEqual({ kind: "redirect", location: "/news" });
		expect(unsafe(upstream.calls)).toEqual([]);
	});

	it("a mark past its window sends nothing", async () => {
		const upstream = recording(inProcessMock());
		const world = routeWorld({ fetch: upstream.fetch });
		await browserOf("member", world);
		const session = world.cookies.session.value;
		if (!session) throw new Error("no session");
		world.cookies.session.set(startTwoFactor(session, Date.now() - PIN_ARRIVAL_WINDOW_MS - 1));
		await routeRequest(new Request(`${ORIGIN}/two_factor_authentication/sms`), world.context, () => {});
		expect(unsafe(upstream.calls)).toEqual([]);
	});

	it("401-003 on a GET signs out as docs/status-rules.md requires: the token revoked, nothing else", async () => {
		const { calls, stateBefore, world } = await visit("/news/94013", "member");
		expect(unsafe(calls)).toEqual(EXCEPTIONS.reauthentication);
		expect(world.cookies.session.value).toBeNull();
		expect(mockState()).toEqual(stateBefore);
	});
});

/** The path params and query values the proxy samples use (the mock's demo data). */
const SAMPLE_VALUES: Readonly<Record<string, string | number>> = {
	id: 1,
	newsId: 1,
	page: 1,
	kenpoUserId: 50001,
	activationToken: "demo-activation",
	resetPasswordToken: "demo-reset",
	urlToken: DEMO_LIME.urlToken,
	changeEmailToken: "demo-change-email",
};

function sampleOf(call: CallDefinition) {
	const pick = (shape: object | undefined) =>
		Object.fromEntries(Object.keys(shape ?? {}).map((name) => [name, SAMPLE_VALUES[name] ?? ""]));
	return { params: pick(call.params?.shape), query: pick(call.query?.shape) };
}

/** The cookies of a member signed in, trusted, and identified on the demo lime link, as a Cookie header. */
async function memberCookieHeader(): Promise<string> {
	const cookies = createRequestCookies([MOCK_SECRET]);
	await signInMember(cookies);
	passTwoFactor(cookies);
	await authenticateLink(cookies);
	return cookieHeader(await setCookieLines(cookies));
}

const GET_CALLS = [...Object.values(orangeCalls), ...Object.values(limeCalls)].filter(
	(call: CallDefinition) => call.method === "GET",
) as CallDefinition[];

describe("GET and HEAD of the API proxies", () => {
	it.each(GET_CALLS.map((call) => [`${call.method} ${urlOf(call, sampleOf(call))}`, call] as const))(
		"%s: only GETs upstream, the mock's state unchanged",
		async (_label, call) => {
			const cookie = await memberCookieHeader();
			const before = structuredClone(mockState());
			for (const method of ["GET", "HEAD"]) {
				const response = await send(urlOf(call, sampleOf(call)), { method, headers: { Cookie: cookie } });
				await response.body?.cancel();
				// The contract's one state-changing GET is not proxied at all (worker/proxy/allowlist.ts).
				if (call.changesState || method === "HEAD") expect(response.status).toBe(404);
			}
			expect(upstreamRequests.map((request) => request.method)).toEqual(call.changesState ? [] : ["GET"]);
			expect(mockState()).toEqual(before);
		},
	);
});

describe("GET and HEAD of /logout", () => {
	it("has no loader: a GET renders the sign-out button and runs nothing on the server", async () => {
		expect(moduleOf("features/sign-in/routes/logout.tsx").loader).toBeUndefined();
		expect(moduleOf("features/sign-in/routes/logout.tsx").default).toBeDefined();
		const { handlers } = await visit("/logout", "member");
		expect(handlers.filter((call) => call.kind === "loader" && call.file.includes("logout"))).toEqual([]);
		// Root's check of a refused post body, its note of the method, the page's read deadline and the
		// keeper of a failed post's input are the only middleware; they call nothing.
		expect(handlers.filter((call) => call.kind === "middleware").map((call) => call.handler)).toEqual([
			refuseUnreadableBody,
			markPostedForm,
			documentReadDeadline,
			keepInputOfFailedPost,
		]);
	});

	it.each(["GET", "HEAD"])(
		"%s /logout through the worker leaves the member signed in and calls nothing",
		async (method) => {
			const cookie = await sessionCookieHeader(await sessionFor("sms", 3600));
			upstreamRequests.length = 0;
			const response = await send("/logout", { method, headers: { Cookie: cookie } });
			expect(upstreamRequests).toEqual([]);
			expect(response.headers.getSetCookie()).toEqual([]);
			if (method === "GET") expect((await pageContext(response)).signedIn).toBe(true);
		},
	);
});

describe("the worker around a GET", () => {
	it("renews a token that expires within 60 s (docs/status-rules.md): the one POST a plain page GET may send", async () => {
		const cookie = await sessionCookieHeader(await sessionFor("sms", 30));
		upstreamRequests.length = 0;
		const before = structuredClone(mockState());
		await send("/faq", { headers: { Cookie: cookie } });
		const calls = upstreamRequests.map((request) => ({ method: request.method, path: upstreamPath(request.url) }));
		expect(unsafe(calls)).toEqual(EXCEPTIONS.renewal);
		expect(mockState()).toEqual(before);
	});

	it("sends nothing upstream of its own for a page GET with a fresh session", async () => {
		const cookie = await sessionCookieHeader(await sessionFor("sms", 3600));
		upstreamRequests.length = 0;
		await send("/news", { headers: { Cookie: cookie } });
		expect(upstreamRequests).toEqual([]);
	});
});
