import * as oauth from "oauth4webapi";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AppConfig, parseConfig } from "#app/lib/config.server";
import type { MemberSession } from "#app/session/cookies.server";
import {
	beginSignIn,
	completeSignIn,
	endSessionUrl,
	ID_TOKEN_IAT_SKEW_SECONDS,
	needsRefresh,
	OAuthError,
	refreshSession,
	revokeSession,
} from "#app/session/oauth.server";
import { forgetDiscoveredMetadata, resolveProvider } from "#app/session/oauth-provider.server";
import { configWithApiAt } from "../fixtures/config";
import { REAL_DESK } from "../fixtures/desk";
import {
	ISSUER,
	idTokenClaims,
	newKey,
	type OpenIdProvider,
	openIdProvider,
	signed,
} from "../fixtures/openid-provider";

/* The OAuth client in Node, where mutation testing runs: every call to the IdP and what it makes of the answers. */

const NOW = new Date("2027-01-15T03:00:00Z");
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);

const configOf = (vars: Record<string, string> = {}): AppConfig => configWithApiAt("http://api.test", vars);
/** The OpenID provider of ../fixtures/openid-provider, found by discovery. */
const discovered = configOf({ OAUTH_ISSUER: ISSUER, OAUTH_SCOPE: "openid profile" });
/** A real environment (https only), for what plain http is refused there. */
const realVars = {
	...REAL_DESK,
	APP_ENV: "staging",
	HOST_URL: "https://portal.example.jp",
	API_BASE_URL: "https://api.portal.example.jp",
	OAUTH_CLIENT_ID: "portal",
	OAUTH_CLIENT_SECRET: "s3cret",
	OAUTH_REDIRECT_URI: "https://portal.example.jp/callback",
	SESSION_SECRET: "k".repeat(32),
};

/** An IdP without discovery, on the API base: the requests it was sent and the answer to each. */
function apiBaseIdp(answer: (path: string, body: URLSearchParams) => Response | Promise<Response>) {
	const requests: { path: string; body: URLSearchParams; headers: Headers }[] = [];
	const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
		const request = new Request(input, init);
		const body = new URLSearchParams(request.method === "POST" ? await request.text() : "");
		const path = new URL(request.url).pathname;
		requests.push({ path, body, headers: request.headers });
		return answer(path, body);
	};
	return { requests, fetch };
}

const tokenAnswer = (extra: Record<string, unknown> = {}) =>
	Response.json({ access_token: "at-new", token_type: "bearer", expires_in: 900, ...extra });

const transactionFor = (nonce?: string) => ({
	state: "state-1",
	codeVerifier: "v".repeat(43),
	nonce,
	returnTo: "/news",
	createdAt: NOW.getTime(),
});
const callback = (query: string) => new URL(`http://localhost:8787/callback?${query}`);

const session = (overrides: Partial<MemberSession> = {}): MemberSession => ({
	access_token: "at-old",
	refresh_token: "rt-old",
	id_token: "id-old",
	token_type: "Bearer",
	scope: "public",
	profile: { sub: "1001" },
	expires_at: NOW_SECONDS - 1,
	session_state: "ss-old",
	...overrides,
});

async function failure(promise: Promise<unknown>): Promise<OAuthError> {
	const error = await promise.then(
		() => null,
		(thrown: unknown) => thrown,
	);
	expect(error).toBeInstanceOf(OAuthError);
	return error as OAuthError;
}

let warnings: string[];
beforeEach(() => {
	forgetDiscoveredMetadata();
	vi.useFakeTimers({ toFake: ["Date"], now: NOW });
	warnings = [];
	vi.spyOn(console, "warn").mockImplementation((line: string) => void warnings.push(line));
});
afterEach(() => {
	vi.useRealTimers();
	vi.restoreAllMocks();
});

describe("beginSignIn", () => {
	it("asks the API base's authorize endpoint for a code with PKCE S256 and the state of its transaction", async () => {
		const idp = apiBaseIdp(() => new Response(null, { status: 500 }));
		const { url, transaction } = await beginSignIn(configOf(), idp.fetch, "/news");
		expect(`${url.origin}${url.pathname}`).toBe("http://api.test/oauth/authorize");
		expect(Object.fromEntries(url.searchParams)).toEqual({
			response_type: "code",
			client_id: "mock-client",
			redirect_uri: "http://localhost:8787/callback",
			scope: "public",
			state: transaction.state,
			code_challenge: await oauth.calculatePKCECodeChallenge(transaction.codeVerifier),
			code_challenge_method: "S256",
		});
		expect(transaction).toEqual({
			state: expect.stringMatching(/^[\w-]{43}$/),
			codeVerifier: expect.stringMatching(/^[\w-]{43}$/),
			nonce: undefined,
			returnTo: "/news",
			createdAt: NOW.getTime(),
		});
		expect(idp.requests).toEqual([]);
	});

	it("with OpenID asked for, sends a nonce that the transaction keeps; `unauthorized` only when asked", async () => {
		const idp = openIdProvider({ announcesIss: true });
		const { url, transaction } = await beginSignIn(discovered, idp.fetch, "/", { unauthorized: true });
		expect(url.toString().startsWith(`${ISSUER}/auth?`)).toBe(true);
		expect(transaction.nonce).toMatch(/^[\w-]{43}$/);
		expect(url.searchParams.get("nonce")).toBe(transaction.nonce);
		expect(url.searchParams.get("unauthorized")).toBe("true");
		expect(url.searchParams.get("scope")).toBe("openid profile");
		const plain = await beginSignIn(discovered, idp.fetch, "/");
		expect(plain.url.searchParams.has("unauthorized")).toBe(false);
	});

	it("a scope that only contains the letters of openid asks for no nonce", async () => {
		const idp = apiBaseIdp(() => new Response(null, { status: 500 }));
		const { url, transaction } = await beginSignIn(configOf({ OAUTH_SCOPE: "openidx public" }), idp.fetch, "/");
		expect(url.searchParams.has("nonce")).toBe(false);
		expect(transaction.nonce).toBeUndefined();
	});

	it("a preview seals its state for the relay; the stable host does not", async () => {
		const preview = parseConfig({
			...realVars,
			APP_ENV: "qa",
			ANALYTICS_TAG_ID: "",
			HOST_URL: "https://pr-1-portal-qa.example.workers.dev",
			OAUTH_REDIRECT_URI: "https://qa.portal.example.jp/callback",
			AUTH_RELAY_ORIGINS: "https://*-portal-qa.example.workers.dev",
		});
		const idp = apiBaseIdp(() => new Response(null, { status: 500 }));
		const { transaction } = await beginSignIn(preview, idp.fetch, "/");
		expect(transaction.state.startsWith("relay.")).toBe(true);
		const stable = await beginSignIn(configOf(), idp.fetch, "/");
		expect(stable.transaction.state.startsWith("relay.")).toBe(false);
	});

	it("a discovery document without an authorization endpoint, or none at all, fails as the IdP's fault", async () => {
		const idp = openIdProvider({ announcesIss: true, metadata: { authorization_endpoint: undefined } });
		const missing = await failure(beginSignIn(discovered, idp.fetch, "/"));
		expect(missing.message).toBe("no authorization endpoint");
		expect(missing.failure).toBe("upstream");
		forgetDiscoveredMetadata();
		const down = await failure(beginSignIn(discovered, async () => new Response("busy", { status: 503 }), "/"));
		expect(down.message).toMatch(/^discovery: failed \(/);
		expect(down.failure).toBe("upstream");
		expect(down.status).toBeUndefined();
	});
});

describe("completeSignIn: the authorization response", () => {
	const idp = () => apiBaseIdp((path) => (path === "/oauth/token" ? tokenAnswer() : Response.json({ sub: "1001" })));

	it("an empty `iss` is an issuer failure (400) before any exchange", async () => {
		const upstream = idp();
		const error = await failure(
			completeSignIn(configOf(), upstream.fetch, transactionFor(), callback("code=c&state=state-1&iss=")),
		);
		expect([error.message, error.status, error.failure]).toEqual(["empty iss", 400, "issuer"]);
		expect(upstream.requests).toEqual([]);
	});

	it("an IdP's error is `denied` with its code checked; a foreign code is told as `invalid`", async () => {
		const upstream = idp();
		const denied = await failure(
			completeSignIn(configOf(), upstream.fetch, transactionFor(), callback("error=access_denied&state=state-1")),
		);
		expect([denied.message, denied.status, denied.failure]).toEqual(["denied: access_denied", 400, "denied"]);
		const forged = await failure(
			completeSignIn(
				configOf(),
				upstream.fetch,
				transactionFor(),
				callback(`error=${encodeURIComponent('x\n{"event":"forged"}')}&state=state-1`),
			),
		);
		expect(forged.message).toBe("denied: invalid");
		expect(upstream.requests).toEqual([]);
	});

	it("another state is `denied`; another issuer is `issuer`; both 400 and nothing exchanged", async () => {
		const upstream = idp();
		const state = await failure(
			completeSignIn(configOf(), upstream.fetch, transactionFor(), callback("code=c&state=other")),
		);
		expect([state.status, state.failure]).toEqual([400, "denied"]);
		const provider = openIdProvider({ announcesIss: true });
		const issuer = await failure(
			completeSignIn(
				discovered,
				provider.fetch,
				transactionFor("n"),
				callback("code=c&state=state-1&iss=https://evil.example"),
			),
		);
		expect([issuer.status, issuer.failure]).toEqual([400, "issuer"]);
		expect(upstream.requests).toEqual([]);
		expect(provider.state.posts).toBe(0);
	});
});

describe("completeSignIn: the exchange and the session it makes", () => {
	it("posts the code with its verifier and our secret, reads the subject, keeps only that of the member", async () => {
		const upstream = apiBaseIdp((path) =>
			path === "/oauth/token"
				? tokenAnswer({ refresh_token: "rt-new", scope: "public extra", session_state: "ss-1" })
				: Response.json({ sub: "1001", name: "健保 太郎" }),
		);
		const made = await completeSignIn(configOf(), upstream.fetch, transactionFor(), callback("code=c1&state=state-1"));
		expect(made).toEqual({
			access_token: "at-new",
			refresh_token: "rt-new",
			id_token: undefined,
			token_type: "Bearer",
			scope: "public extra",
			profile: { sub: "1001" },
			expires_at: NOW_SECONDS + 900,
			session_state: "ss-1",
		});
		expect(upstream.requests.map((request) => request.path)).toEqual(["/oauth/token", "/oauth/userinfo"]);
		expect(Object.fromEntries(upstream.requests[0]?.body ?? [])).toEqual({
			grant_type: "authorization_code",
			code: "c1",
			redirect_uri: "http://localhost:8787/callback",
			code_verifier: "v".repeat(43),
			client_id: "mock-client",
			client_secret: "mock-client-secret",
		});
		expect(upstream.requests[1]?.headers.get("authorization")).toBe("Bearer at-new");
	});

	it("without a scope, a lifetime or a session state in the answer: the configured scope, an hour, none", async () => {
		const upstream = apiBaseIdp((path) =>
			path === "/oauth/token"
				? Response.json({ access_token: "at-new", token_type: "BEARER", session_state: 7 })
				: Response.json({ sub: "1001" }),
		);
		const made = await completeSignIn(configOf(), upstream.fetch, transactionFor(), callback("code=c&state=state-1"));
		expect(made.scope).toBe("public");
		expect(made.expires_at).toBe(NOW_SECONDS + 3600);
		expect(made.session_state).toBeUndefined();
		expect(made.token_type).toBe("Bearer");
	});

	it("a code the token endpoint will not exchange is `refused` with its status; another error is upstream", async () => {
		const refusedIdp = apiBaseIdp(() => Response.json({ error: "invalid_grant" }, { status: 400 }));
		const refused = await failure(
			completeSignIn(configOf(), refusedIdp.fetch, transactionFor(), callback("code=c&state=state-1")),
		);
		expect([refused.message, refused.status, refused.failure]).toEqual([
			"code exchange: invalid_grant",
			400,
			"refused",
		]);
		const brokenIdp = apiBaseIdp(() => Response.json({ error: "invalid_client\u001b[31m" }, { status: 401 }));
		const broken = await failure(
			completeSignIn(configOf(), brokenIdp.fetch, transactionFor(), callback("code=c&state=state-1")),
		);
		expect([broken.message, broken.status, broken.failure]).toEqual(["code exchange: invalid", 401, "upstream"]);
	});

	it("a bearer challenge on userinfo is `refused` upstream, and both new tokens are revoked", async () => {
		const upstream = apiBaseIdp((path) => {
			if (path === "/oauth/token") return tokenAnswer({ refresh_token: "rt-new" });
			if (path === "/oauth/userinfo")
				return new Response(null, { status: 401, headers: { "WWW-Authenticate": 'Bearer error="invalid_token"' } });
			return new Response(null, { status: 200 });
		});
		const error = await failure(
			completeSignIn(configOf(), upstream.fetch, transactionFor(), callback("code=c&state=state-1")),
		);
		expect([error.message, error.status, error.failure]).toEqual(["userinfo: refused", 401, "upstream"]);
		const revoked = upstream.requests.filter((request) => request.path === "/oauth/revoke");
		const pairs = revoked.map((request) => `${request.body.get("token_type_hint")}=${request.body.get("token")}`);
		expect(pairs.sort()).toEqual(["access_token=at-new", "refresh_token=rt-new"]);
	});

	it("a network failure and a timeout say so, with no status", async () => {
		const down = await failure(
			completeSignIn(
				configOf(),
				async () => {
					throw new TypeError("connection reset");
				},
				transactionFor(),
				callback("code=c&state=state-1"),
			),
		);
		expect([down.message, down.status, down.failure]).toEqual([
			"code exchange: failed (connection reset)",
			undefined,
			"upstream",
		]);
		const hanging = (_input: RequestInfo | URL, init?: RequestInit) =>
			new Promise<Response>((_resolve, reject) =>
				init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
			);
		vi.useRealTimers();
		const slow = await failure(
			completeSignIn(configOf(), hanging, transactionFor(), callback("code=c&state=state-1"), 20),
		);
		expect(slow.message).toMatch(/^code exchange: network timeout \(/);
		const thrown = await failure(
			completeSignIn(
				configOf(),
				async () => {
					throw "not an error";
				},
				transactionFor(),
				callback("code=c&state=state-1"),
			),
		);
		expect(thrown.message).toBe("code exchange: failed");
	});
});

describe("completeSignIn: the ID token", () => {
	async function signInWith(idp: OpenIdProvider, config = discovered) {
		idp.state.nonce = "n-1";
		return completeSignIn(config, idp.fetch, transactionFor("n-1"), callback(`code=c&state=state-1&iss=${ISSUER}`));
	}

	it("signed by a published key: the session keeps the ID token, the userinfo subject must match it", async () => {
		const idp = openIdProvider({ announcesIss: true });
		const key = await newKey("k1");
		idp.state.published = [key];
		idp.state.mint = (nonce) => signed(key, idTokenClaims(nonce));
		const made = await signInWith(idp);
		expect(made.profile.sub).toBe("1001");
		expect(made.id_token).toMatch(/^ey/);
		expect(idp.state.jwksFetches).toBe(1);
		idp.state.userinfoSub = "2002";
		const mismatch = await failure(signInWith(idp));
		expect(mismatch.message).toMatch(/^userinfo: /);
	});

	it("`iat` up to the skew ahead is accepted; one second more is refused and the tokens revoked", async () => {
		const idp = openIdProvider({ announcesIss: true });
		const key = await newKey("k1");
		idp.state.published = [key];
		idp.state.mint = (nonce) => signed(key, idTokenClaims(nonce, { iat: NOW_SECONDS + ID_TOKEN_IAT_SKEW_SECONDS }));
		expect((await signInWith(idp)).profile.sub).toBe("1001");
		idp.state.mint = (nonce) => signed(key, idTokenClaims(nonce, { iat: NOW_SECONDS + ID_TOKEN_IAT_SKEW_SECONDS + 1 }));
		const future = await failure(signInWith(idp));
		expect([future.message, future.failure]).toEqual(["id token: issued in the future", "upstream"]);
		expect(idp.state.requests.filter((request) => request.path === "/revoke")).toHaveLength(2);
		expect(ID_TOKEN_IAT_SKEW_SECONDS).toBe(60);
	});

	it("a key that is not published is refused; a provider without a JWKS cannot be trusted", async () => {
		const idp = openIdProvider({ announcesIss: true });
		const [published, stranger] = [await newKey("k1"), await newKey("k2")];
		idp.state.published = [published];
		idp.state.mint = (nonce) => signed(stranger, idTokenClaims(nonce));
		const unknown = await failure(signInWith(idp));
		expect(unknown.message).toMatch(/^id token: /);
		forgetDiscoveredMetadata();
		const keyless = openIdProvider({ announcesIss: true, metadata: { jwks_uri: undefined } });
		keyless.state.mint = (nonce) => signed(published, idTokenClaims(nonce));
		const error = await failure(signInWith(keyless));
		expect(error.message).toBe("id token: the provider publishes no jwks_uri");
	});

	it("a nonce in the transaction requires an ID token", async () => {
		const idp = openIdProvider({ announcesIss: true });
		const error = await failure(signInWith(idp));
		expect(error.message).toMatch(/^code exchange: /);
	});
});

describe("refreshSession", () => {
	it("without a refresh token there is nothing to renew, and the IdP is not asked", async () => {
		const upstream = apiBaseIdp(() => tokenAnswer());
		const error = await failure(refreshSession(configOf(), upstream.fetch, session({ refresh_token: undefined })));
		expect(error.message).toBe("no refresh token");
		expect(upstream.requests).toEqual([]);
	});

	it("rotates: a new refresh token replaces the old; what the answer leaves out is kept from the session", async () => {
		const rotating = apiBaseIdp(() => tokenAnswer({ refresh_token: "rt-new", scope: "public more" }));
		const renewed = await refreshSession(configOf(), rotating.fetch, session());
		expect(renewed).toEqual({
			access_token: "at-new",
			refresh_token: "rt-new",
			id_token: "id-old",
			token_type: "Bearer",
			scope: "public more",
			profile: { sub: "1001" },
			expires_at: NOW_SECONDS + 900,
			session_state: "ss-old",
		});
		expect(Object.fromEntries(rotating.requests[0]?.body ?? [])).toMatchObject({
			grant_type: "refresh_token",
			refresh_token: "rt-old",
		});
		const keeping = apiBaseIdp(() => tokenAnswer());
		const kept = await refreshSession(configOf(), keeping.fetch, session({ scope: "public old" }));
		expect([kept.refresh_token, kept.scope]).toEqual(["rt-old", "public old"]);
	});

	it("a spent grant is `refused`; any other failure is upstream", async () => {
		const spent = apiBaseIdp(() => Response.json({ error: "invalid_grant" }, { status: 400 }));
		const refused = await failure(refreshSession(configOf(), spent.fetch, session()));
		expect([refused.message, refused.status, refused.failure]).toEqual(["refresh: invalid_grant", 400, "refused"]);
		const foreign = apiBaseIdp(() => Response.json({ error: "invalid_client" }, { status: 401 }));
		const failed = await failure(refreshSession(configOf(), foreign.fetch, session()));
		expect([failed.message, failed.status, failed.failure]).toEqual(["refresh: invalid_client", 401, "upstream"]);
		const busy = apiBaseIdp(() => new Response("busy", { status: 503 }));
		const down = await failure(refreshSession(configOf(), busy.fetch, session()));
		expect([down.message.startsWith("refresh: failed ("), down.status, down.failure]).toEqual([
			true,
			undefined,
			"upstream",
		]);
	});

	it("a renewed ID token is checked as at sign-in", async () => {
		const idp = openIdProvider({ announcesIss: true });
		const key = await newKey("k1");
		idp.state.published = [key];
		idp.state.mint = () => signed(key, idTokenClaims("", { nonce: undefined, iat: NOW_SECONDS + 3600 }));
		const error = await failure(refreshSession(discovered, idp.fetch, session()));
		expect(error.message).toBe("id token: issued in the future");
	});
});

describe("revokeSession", () => {
	it("revokes each token it holds with its hint and our credentials; a failure is logged, never thrown", async () => {
		const upstream = apiBaseIdp((_path, body) =>
			body.get("token") === "at-old" ? new Response(null, { status: 503 }) : new Response(null, { status: 200 }),
		);
		await revokeSession(configOf(), upstream.fetch, session());
		const sent = upstream.requests.map((request) => Object.fromEntries(request.body));
		expect(sent.sort((a, b) => String(a.token_type_hint).localeCompare(String(b.token_type_hint)))).toEqual([
			{
				token: "at-old",
				token_type_hint: "access_token",
				client_id: "mock-client",
				client_secret: "mock-client-secret",
			},
			{
				token: "rt-old",
				token_type_hint: "refresh_token",
				client_id: "mock-client",
				client_secret: "mock-client-secret",
			},
		]);
		expect(warnings).toHaveLength(1);
		expect(JSON.parse(warnings[0] ?? "{}")).toMatchObject({ event: "token revocation failed" });
		const accessOnly = apiBaseIdp(() => new Response(null, { status: 200 }));
		await revokeSession(configOf(), accessOnly.fetch, { access_token: "at-1" });
		expect(accessOnly.requests.map((request) => request.body.get("token"))).toEqual(["at-1"]);
	});

	it("without a revocation endpoint nothing is sent; a failed discovery is logged", async () => {
		const idp = openIdProvider({ announcesIss: true, metadata: { revocation_endpoint: undefined } });
		await revokeSession(discovered, idp.fetch, session());
		expect(idp.state.requests.map((request) => request.path)).toEqual(["/.well-known/openid-configuration"]);
		expect(warnings).toEqual([]);
		forgetDiscoveredMetadata();
		await revokeSession(discovered, async () => new Response(null, { status: 500 }), session());
		expect(warnings.map((line) => JSON.parse(line).event)).toEqual(["token revocation failed"]);
	});
});

describe("endSessionUrl", () => {
	it("the discovered end-session endpoint, back to our sign-in page, with the ID token as a hint", async () => {
		const idp = openIdProvider({ announcesIss: true, metadata: { end_session_endpoint: `${ISSUER}/logout` } });
		const url = await endSessionUrl(discovered, idp.fetch, session());
		expect(`${url?.origin}${url?.pathname}`).toBe(`${ISSUER}/logout`);
		expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
			client_id: "mock-client",
			post_logout_redirect_uri: "http://localhost:8787/login",
			id_token_hint: "id-old",
		});
		const hintless = await endSessionUrl(discovered, idp.fetch, session({ id_token: undefined }));
		expect(hintless?.searchParams.has("id_token_hint")).toBe(false);
		expect((await endSessionUrl(discovered, idp.fetch, null))?.searchParams.has("id_token_hint")).toBe(false);
	});

	it("the configured address wins; none at all is null; a failed discovery is null and logged", async () => {
		const idp = openIdProvider({ announcesIss: true, metadata: { end_session_endpoint: `${ISSUER}/logout` } });
		const configured = configOf({ OAUTH_ISSUER: ISSUER, OAUTH_END_SESSION_URL: "https://sso.example/bye" });
		expect((await endSessionUrl(configured, idp.fetch, null))?.pathname).toBe("/bye");
		expect(await endSessionUrl(configOf(), idp.fetch, session())).toBeNull();
		expect(warnings).toEqual([]);
		forgetDiscoveredMetadata();
		expect(await endSessionUrl(discovered, async () => new Response(null, { status: 500 }), session())).toBeNull();
		expect(warnings.map((line) => JSON.parse(line).event)).toEqual(["end-session endpoint unknown"]);
	});
});

describe("needsRefresh", () => {
	it("renews when the access token expires within 60 s", () => {
		expect(needsRefresh(session({ expires_at: 1_060 }), 1_000)).toBe(true);
		expect(needsRefresh(session({ expires_at: 1_061 }), 1_000)).toBe(false);
		expect(needsRefresh(session({ expires_at: NOW_SECONDS + 61 }))).toBe(false);
		expect(needsRefresh(session({ expires_at: NOW_SECONDS + 60 }))).toBe(true);
	});
});

describe("resolveProvider", () => {
	const count = (idp: OpenIdProvider) =>
		idp.state.requests.filter((request) => request.path === "/.well-known/openid-configuration").length;

	it("trusts a discovery document for five minutes in an isolate, then asks again", async () => {
		const idp = openIdProvider({ announcesIss: true });
		await resolveProvider(discovered, idp.fetch, 1_000);
		vi.setSystemTime(NOW.getTime() + 5 * 60 * 1000 - 1);
		await resolveProvider(discovered, idp.fetch, 1_000);
		expect(count(idp)).toBe(1);
		vi.setSystemTime(NOW.getTime() + 5 * 60 * 1000);
		await resolveProvider(discovered, idp.fetch, 1_000);
		expect(count(idp)).toBe(2);
	});

	it("keeps one key cache per issuer, and forgets documents and keys together", async () => {
		const idp = openIdProvider({ announcesIss: true });
		const keysOf = async (config: AppConfig) =>
			(await resolveProvider(config, idp.fetch, 1_000)).signatureOptions(1)[oauth.jwksCache];
		const first = await keysOf(discovered);
		expect(await keysOf(discovered)).toBe(first);
		expect(await keysOf(configOf())).not.toBe(first);
		forgetDiscoveredMetadata();
		expect(await keysOf(discovered)).not.toBe(first);
		expect(count(idp)).toBe(2);
	});

	it("the API base's endpoints and our client when no issuer is configured", async () => {
		const provider = await resolveProvider(configOf({ OAUTH_END_SESSION_URL: "http://api.test/bye" }), fetch, 1_000);
		expect(provider.as).toEqual({
			issuer: "http://api.test",
			authorization_endpoint: "http://api.test/oauth/authorize",
			token_endpoint: "http://api.test/oauth/token",
			userinfo_endpoint: "http://api.test/oauth/userinfo",
			revocation_endpoint: "http://api.test/oauth/revoke",
			end_session_endpoint: "http://api.test/bye",
		});
		expect(provider.client).toEqual({ client_id: "mock-client" });
	});

	it("plain http only in the default and local environments, or to a loopback IdP", async () => {
		const allowed = async (config: AppConfig) =>
			(await resolveProvider(config, fetch, 1_000)).options(1)[oauth.allowInsecureRequests];
		expect(await allowed(configOf())).toBe(true);
		expect(await allowed(parseConfig({ ...realVars, APP_ENV: "local", ANALYTICS_TAG_ID: "" }))).toBe(true);
		expect(await allowed(parseConfig(realVars))).toBe(false);
		expect(await allowed(parseConfig({ ...realVars, API_BASE_URL: "https://api.example.jp", OAUTH_ISSUER: "" }))).toBe(
			false,
		);
		expect(await allowed(parseConfig({ ...realVars, API_BASE_URL: "http://127.0.0.1:9000" }))).toBe(true);
	});

	it("each call gets its own timer of the given length, and our fetch receives what oauth4webapi sends", async () => {
		vi.useRealTimers();
		const seen: string[] = [];
		const provider = await resolveProvider(
			configOf(),
			async (input) => {
				seen.push(String(input));
				return new Response(null, { status: 200 });
			},
			1_000,
		);
		const options = provider.options(30);
		expect(options.signal()).not.toBe(options.signal());
		const signal = options.signal();
		await vi.waitFor(() => expect(signal.aborted).toBe(true), { timeout: 2_000, interval: 10 });
		expect((signal.reason as Error).name).toBe("TimeoutError");
		const long = provider.options(60_000).signal();
		expect(long.aborted).toBe(false);
		await options[oauth.customFetch]("http://api.test/x", { method: "GET", headers: {} });
		expect(seen).toEqual(["http://api.test/x"]);
	});
});
