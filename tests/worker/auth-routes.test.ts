import { beforeEach, describe, expect, it, vi } from "vitest";
import { CALLBACK_MESSAGES, loader as callbackLoader } from "#app/features/sign-in/routes/callback";
import { loader as loginLoader } from "#app/features/sign-in/routes/login";
import { action as logoutAction } from "#app/features/sign-in/routes/logout";
import type { AppConfig } from "#app/lib/config.server";
import { type MemberSession, setCookieLines } from "#app/session/cookies.server";
import { forgetDiscoveredMetadata } from "#app/session/oauth-provider.server";
import { MAX_REMEMBERED_LENGTH } from "#app/session/return-path";
import { args, configWithApiAt, location, routeWorld, run } from "./support/router";

const config = configWithApiAt("http://idp.test");
const ISSUER = "https://op.example";
/** An OpenID provider found by discovery, announcing RFC 9207 `iss` in the authorization response. */
const discoveryConfig = configWithApiAt("http://idp.test", { OAUTH_ISSUER: ISSUER, OAUTH_SCOPE: "openid" });

type Call = { url: string; method: string; form: URLSearchParams | null };
type Answers = { token?: () => Response | Promise<Response>; userinfo?: () => Response };

const metadata = {
	issuer: ISSUER,
	authorization_endpoint: `${ISSUER}/auth`,
	token_endpoint: `${ISSUER}/token`,
	userinfo_endpoint: `${ISSUER}/me`,
	revocation_endpoint: `${ISSUER}/token/revocation`,
	end_session_endpoint: `${ISSUER}/session/end`,
	jwks_uri: `${ISSUER}/jwks`,
	authorization_response_iss_parameter_supported: true,
};

/** The provider's one signing key (its ID tokens are checked against `jwks_uri`). */
const signingKey = crypto.subtle.generateKey(
	{ name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
	true,
	["sign", "verify"],
) as Promise<CryptoKeyPair>;

/** A route's world with a recording IdP that issues tokens and a profile. */
function world(worldConfig: AppConfig = config, answers: Answers = {}) {
	const calls: Call[] = [];
	const { context, cookies } = routeWorld({
		config: worldConfig,
		fetch: async (input, init) => {
			const request = new Request(input, init);
			const form =
				request.method === "POST"
					? new URLSearchParams([...(await request.formData())].map(([k, v]) => [k, String(v)]))
					: null;
			calls.push({ url: request.url, method: request.method, form });
			const path = new URL(request.url).pathname;
			if (path === "/.well-known/openid-configuration") return Response.json(metadata);
			if (path === "/jwks") {
				const jwk = await crypto.subtle.exportKey("jwk", (await signingKey).publicKey);
				return Response.json({ keys: [{ ...(jwk as JsonWebKey), kid: "k1", alg: "RS256", use: "sig" }] });
			}
			if (path.endsWith("/oauth/token") || path === "/token") {
				return (
					answers.token?.() ??
					Response.json({ access_token: "new-at", refresh_token: "new-rt", token_type: "Bearer", expires_in: 3600 })
				);
			}
			if (path.endsWith("/oauth/userinfo") || path === "/me")
				return answers.userinfo?.() ?? Response.json({ sub: "1001" });
			return new Response(null, { status: 200 });
		},
	});
	return { context, cookies, calls };
}

type World = ReturnType<typeof world>;

const status = (thrown: unknown) => (thrown as { init?: ResponseInit }).init?.status;
const dataOf = (thrown: unknown) => (thrown as { data: unknown }).data;
const revoked = (calls: Call[]) =>
	calls
		.filter((call) => /\/(oauth\/revoke|token\/revocation)$/.test(call.url))
		.map((call) => call.form?.get("token"))
		.sort();

const signedIn = (access: string, sub: string): MemberSession => ({
	access_token: access,
	refresh_token: `${access}-rt`,
	token_type: "Bearer",
	scope: "public",
	profile: { sub },
	expires_at: 2e9,
});

beforeEach(() => {
	forgetDiscoveredMetadata();
	vi.spyOn(console, "warn").mockImplementation(() => {});
});

/** GET /login in `scope`'s browser; the authorize URL and the transaction it added. */
async function startSignIn(scope: World = world(), returnTo = "/news?page=2", host = "localhost:8787") {
	const request = new Request(`http://${host}/login?returnTo=${encodeURIComponent(returnTo)}`);
	const { thrown } = await run(() => loginLoader(args(request, scope.context)));
	const authorize = new URL(location(thrown) ?? "");
	const transaction = scope.cookies.oauthTransaction.value?.transactions.at(-1);
	return { ...scope, authorize, transaction, state: transaction?.state ?? "" };
}

async function callback(scope: World, query: string) {
	scope.calls.length = 0;
	const request = new Request(`http://localhost:8787/callback?${query}`);
	return run(() => callbackLoader(args(request, scope.context)));
}

describe("/login", () => {
	it("redirects to the IdP with PKCE S256, state, the configured scope and the fixed redirect_uri", async () => {
		const { authorize, transaction } = await startSignIn();
		expect(`${authorize.origin}${authorize.pathname}`).toBe("http://idp.test/oauth/authorize");
		expect(authorize.searchParams.get("response_type")).toBe("code");
		expect(authorize.searchParams.get("client_id")).toBe("mock-client");
		expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
		expect(authorize.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect(authorize.searchParams.get("scope")).toBe("public");
		expect(authorize.searchParams.has("nonce")).toBe(false);
		expect(authorize.searchParams.get("state")).toBe(transaction?.state);
		expect(authorize.searchParams.get("redirect_uri")).toBe("http://localhost:8787/callback");
		expect(transaction?.returnTo).toBe("/news?page=2");
	});

	it("asks for OAUTH_SCOPE and finds the endpoints by OpenID discovery under OAUTH_ISSUER, once per isolate", async () => {
		const scope = world(discoveryConfig);
		const { authorize, transaction } = await startSignIn(scope);
		await startSignIn(scope);
		expect(`${authorize.origin}${authorize.pathname}`).toBe(`${ISSUER}/auth`);
		expect(authorize.searchParams.get("scope")).toBe("openid");
		// OpenID: a nonce binds the ID token to this attempt.
		expect(authorize.searchParams.get("nonce")).toBe(transaction?.nonce);
		expect(scope.calls.map((call) => call.url)).toEqual([`${ISSUER}/.well-known/openid-configuration`]);
	});

	it("shows the error screen (502) when the discovery document cannot be had", async () => {
		const scope = world(discoveryConfig);
		const { context } = routeWorld({
			config: discoveryConfig,
			fetch: async () => new Response("down", { status: 503 }),
		});
		const { thrown } = await run(() => loginLoader(args(new Request("http://localhost:8787/login"), context)));
		expect(status(thrown)).toBe(502);
		expect(dataOf(thrown)).toBe(CALLBACK_MESSAGES.providerUnavailable);
		expect(scope.cookies.oauthTransaction.value).toBeNull();
	});

	it("keeps the configured redirect_uri under a spoofed Host", async () => {
		const { authorize } = await startSignIn(world(), "/", "evil.example");
		expect(authorize.searchParams.get("redirect_uri")).toBe("http://localhost:8787/callback");
	});

	it.each(["//evil.example", "https://evil.example/x", "/\\evil.example", "/callback?code=x", "/.//evil.com"])(
		"never remembers %s as the return path",
		async (hostile) => {
			const { transaction } = await startSignIn(world(), hostile);
			expect(transaction?.returnTo).toBe("/");
		},
	);

	it.each(["//evil.example", "/.//evil.com"])(
		"sends a signed-in member straight to the (safe) return path for %s, without a new transaction",
		async (hostile) => {
			const scope = world();
			scope.cookies.session.set(signedIn("at", "1"));
			const request = new Request(`http://localhost:8787/login?returnTo=${encodeURIComponent(hostile)}`);
			const { thrown } = await run(() => loginLoader(args(request, scope.context)));
			expect(location(thrown)).toBe("/");
			expect(scope.cookies.oauthTransaction.value).toBeNull();
		},
	);
});

describe("/callback", () => {
	it("exchanges the code with the verifier and client credentials in the form, then returns to the page", async () => {
		const scope = await startSignIn();
		const { thrown } = await callback(scope, `code=the-code&state=${scope.state}`);
		expect(location(thrown)).toBe("/news?page=2");
		const token = scope.calls.find((call) => call.url.endsWith("/oauth/token"));
		expect(Object.fromEntries(token?.form ?? [])).toEqual({
			grant_type: "authorization_code",
			code: "the-code",
			redirect_uri: "http://localhost:8787/callback",
			code_verifier: scope.transaction?.codeVerifier,
			client_id: "mock-client",
			client_secret: "mock-client-secret",
		});
		expect(scope.cookies.session.value).toMatchObject({
			access_token: "new-at",
			refresh_token: "new-rt",
			token_type: "Bearer",
			profile: { sub: "1001" },
		});
		// The one-time mark that lets the next two-factor page send a code by itself.
		expect(scope.cookies.session.value?.pinArrival?.until).toBeGreaterThan(Date.now());
		expect(scope.cookies.oauthTransaction.value).toBeNull();
	});

	it("lets two tabs sign in: each callback finds its own transaction by state", async () => {
		const scope = world();
		const first = await startSignIn(scope, "/news");
		const second = await startSignIn(scope, "/faq/user");
		expect(scope.cookies.oauthTransaction.value?.transactions).toHaveLength(2);
		expect(location((await callback(scope, `code=a&state=${first.state}`)).thrown)).toBe("/news");
		scope.cookies.session.clear();
		expect(location((await callback(scope, `code=b&state=${second.state}`)).thrown)).toBe("/faq/user");
	});

	it("keeps at most five pending transactions, dropping the oldest", async () => {
		const scope = world();
		const first = await startSignIn(scope);
		for (let tab = 0; tab < 5; tab++) await startSignIn(scope);
		const states = scope.cookies.oauthTransaction.value?.transactions.map((transaction) => transaction.state);
		expect(states).toHaveLength(5);
		expect(states).not.toContain(first.state);
	});

	it("five sign-ins started with a 2 KB return path leave under 4 KB of cookies; the over-long path falls back to home", async () => {
		const scope = world();
		const long = `/news?q=${"a".repeat(2_000)}`;
		for (let tab = 0; tab < 5; tab++) await startSignIn(scope, long);
		const sent = (await setCookieLines(scope.cookies)).map((line) => line.split(";")[0] ?? "");
		expect(sent.join("; ").length).toBeLessThanOrEqual(4_096);
		expect(scope.cookies.oauthTransaction.value?.transactions.map((transaction) => transaction.returnTo)).toEqual(
			Array(5).fill("/"),
		);
	});

	it("keeps the newest sign-ins under the byte budget when their return paths are long but allowed", async () => {
		const scope = world();
		const allowed = `/faq/user?q=${"%E4%BF%9D".repeat(55)}`;
		expect(allowed.length).toBeLessThanOrEqual(MAX_REMEMBERED_LENGTH);
		const states: string[] = [];
		for (let tab = 0; tab < 5; tab++) states.push((await startSignIn(scope, allowed)).state);
		const kept = scope.cookies.oauthTransaction.value?.transactions ?? [];
		expect(kept.length).toBeGreaterThan(1);
		expect(kept.length).toBeLessThan(5);
		expect(kept.map((transaction) => transaction.state)).toEqual(states.slice(-kept.length));
		expect(kept.every((transaction) => transaction.returnTo === allowed)).toBe(true);
		const sent = (await setCookieLines(scope.cookies)).map((line) => line.split(";")[0] ?? "");
		expect(sent.join("; ").length).toBeLessThanOrEqual(4_096);
	});

	it.each([
		["an empty code", (state: string) => `code=&state=${state}`],
		["no code", (state: string) => `state=${state}`],
		["two codes", (state: string) => `code=a&code=b&state=${state}`],
		["two states", (state: string) => `code=a&state=${state}&state=other`],
		["two issuers", (state: string) => `code=a&state=${state}&iss=x&iss=y`],
	])(
		"answers a callback with %s as a sign-in to start again (400), the transaction cleared, no IdP call",
		async (_kind, query) => {
			const scope = await startSignIn();
			const { thrown } = await callback(scope, query(scope.state));
			expect(status(thrown)).toBe(400);
			expect(dataOf(thrown)).toBe(CALLBACK_MESSAGES.malformed);
			expect(scope.calls).toEqual([]);
			expect(scope.cookies.oauthTransaction.value).toBeNull();
			expect(scope.cookies.session.value).toBeNull();
		},
	);

	it("refuses a replayed transaction cookie with a second code, without a token call", async () => {
		const scope = await startSignIn();
		const copied = scope.cookies.oauthTransaction.value;
		await callback(scope, `code=first&state=${scope.state}`);
		// The attacker (or a stale tab) sends the copied cookie again with another code.
		if (copied) scope.cookies.oauthTransaction.set(copied);
		scope.cookies.session.clear();
		const { thrown } = await callback(scope, `code=second&state=${scope.state}`);
		expect(status(thrown)).toBe(400);
		expect(dataOf(thrown)).toBe(CALLBACK_MESSAGES.replayed);
		expect(scope.calls).toEqual([]);
		expect(scope.cookies.session.value).toBeNull();
	});

	it("revokes the session it replaces (another member signed in in this browser)", async () => {
		const scope = await startSignIn();
		scope.cookies.session.set(signedIn("old-at", "9"));
		await callback(scope, `code=c&state=${scope.state}`);
		expect(scope.cookies.session.value?.access_token).toBe("new-at");
		expect(revoked(scope.calls)).toEqual(["old-at", "old-at-rt"]);
	});

	it.each([
		["a wrong state", "code=c&state=wrong", CALLBACK_MESSAGES.stateMismatch],
		["a missing state", "code=c", CALLBACK_MESSAGES.stateMismatch],
		["an IdP error", "error=access_denied&state=__STATE__", CALLBACK_MESSAGES.denied],
		[
			"an issuer the configured provider is not",
			`code=c&state=__STATE__&iss=${encodeURIComponent(ISSUER)}`,
			CALLBACK_MESSAGES.issuerMismatch,
		],
	])("%s shows the error screen (400) and makes no token call", async (_label, query, message) => {
		const scope = await startSignIn();
		const { thrown } = await callback(scope, query.replace("__STATE__", scope.state));
		expect(status(thrown)).toBe(400);
		expect(dataOf(thrown)).toBe(message);
		expect(scope.calls).toEqual([]);
		expect(scope.cookies.session.value).toBeNull();
	});

	it("refuses a callback when this browser started no sign-in", async () => {
		const scope = world();
		const { thrown } = await callback(scope, "code=c&state=s");
		expect(status(thrown)).toBe(400);
		expect(dataOf(thrown)).toBe(CALLBACK_MESSAGES.noTransaction);
		expect(scope.calls).toEqual([]);
	});

	it("refuses a transaction older than 15 minutes", async () => {
		const scope = await startSignIn();
		const transaction = scope.transaction;
		if (transaction) {
			scope.cookies.oauthTransaction.set({
				transactions: [{ ...transaction, createdAt: Date.now() - 15 * 60_000 - 1 }],
			});
		}
		const { thrown } = await callback(scope, `code=c&state=${scope.state}`);
		expect(status(thrown)).toBe(400);
		expect(dataOf(thrown)).toBe(CALLBACK_MESSAGES.noTransaction);
		expect(scope.calls).toEqual([]);
	});

	it("answers 400 (sign in again, not a server error) when the IdP refuses the code as invalid_grant", async () => {
		const scope = await startSignIn(
			world(config, { token: () => Response.json({ error: "invalid_grant" }, { status: 400 }) }),
		);
		const { thrown } = await callback(scope, `code=c&state=${scope.state}`);
		expect(status(thrown)).toBe(400);
		expect(dataOf(thrown)).toBe(CALLBACK_MESSAGES.codeRefused);
		expect(scope.cookies.session.value).toBeNull();
	});

	it("answers 502 when the IdP's token endpoint fails otherwise, and signs nobody in", async () => {
		const scope = await startSignIn(
			world(config, { token: () => Response.json({ error: "server_error" }, { status: 500 }) }),
		);
		const { thrown } = await callback(scope, `code=c&state=${scope.state}`);
		expect(status(thrown)).toBe(502);
		expect(dataOf(thrown)).toBe(CALLBACK_MESSAGES.tokenFailed);
		expect(scope.cookies.session.value).toBeNull();
	});

	it("revokes the fresh tokens when userinfo fails after the exchange (502)", async () => {
		const insufficientScope = () =>
			new Response(null, {
				status: 403,
				headers: { "WWW-Authenticate": 'Bearer error="insufficient_scope"' },
			});
		const scope = await startSignIn(world(config, { userinfo: insufficientScope }));
		const { thrown } = await callback(scope, `code=c&state=${scope.state}`);
		expect(status(thrown)).toBe(502);
		expect(dataOf(thrown)).toBe(CALLBACK_MESSAGES.tokenFailed);
		expect(revoked(scope.calls)).toEqual(["new-at", "new-rt"]);
		expect(scope.cookies.session.value).toBeNull();
	});

	describe("against a provider that announces `iss` (RFC 9207)", () => {
		const base64Url = (bytes: Uint8Array) =>
			btoa(String.fromCharCode(...bytes))
				.replaceAll("+", "-")
				.replaceAll("/", "_")
				.replace(/=+$/, "");
		const idToken = async (claims: Record<string, unknown>) => {
			const part = (value: unknown) => base64Url(new TextEncoder().encode(JSON.stringify(value)));
			const input = `${part({ alg: "RS256", typ: "JWT", kid: "k1" })}.${part(claims)}`;
			const signature = await crypto.subtle.sign(
				"RSASSA-PKCS1-v1_5",
				(await signingKey).privateKey,
				new TextEncoder().encode(input),
			);
			return `${input}.${base64Url(new Uint8Array(signature))}`;
		};
		function openIdWorld() {
			let nonce = "";
			const scope = world(discoveryConfig, {
				token: async () => {
					const now = Math.floor(Date.now() / 1000);
					const id_token = await idToken({
						iss: ISSUER,
						aud: "mock-client",
						sub: "1001",
						iat: now,
						exp: now + 600,
						nonce,
					});
					return Response.json({
						access_token: "op-at",
						refresh_token: "op-rt",
						token_type: "Bearer",
						expires_in: 600,
						id_token,
					});
				},
			});
			return { scope, setNonce: (value: string) => (nonce = value) };
		}

		it("signs in when `iss` is the discovered issuer, keeping the ID token for sign-out", async () => {
			const { scope, setNonce } = openIdWorld();
			const started = await startSignIn(scope);
			setNonce(started.transaction?.nonce ?? "");
			const { thrown } = await callback(scope, `code=c&state=${started.state}&iss=${encodeURIComponent(ISSUER)}`);
			expect(location(thrown)).toBe("/news?page=2");
			expect(scope.cookies.session.value).toMatchObject({ access_token: "op-at", profile: { sub: "1001" } });
			expect(scope.cookies.session.value?.id_token).toMatch(/^ey/);
		});

		it.each([
			["missing", ""],
			["another issuer's", `&iss=${encodeURIComponent("https://evil.example")}`],
		])("refuses a %s `iss` (400) without exchanging the code", async (_label, iss) => {
			const { scope } = openIdWorld();
			const started = await startSignIn(scope);
			const { thrown } = await callback(scope, `code=c&state=${started.state}${iss}`);
			expect(status(thrown)).toBe(400);
			expect(dataOf(thrown)).toBe(CALLBACK_MESSAGES.issuerMismatch);
			expect(scope.calls.filter((call) => call.method === "POST")).toEqual([]);
		});

		it("refuses an ID token minted for another sign-in attempt (nonce)", async () => {
			const { scope, setNonce } = openIdWorld();
			const started = await startSignIn(scope);
			setNonce("someone-elses-nonce");
			const { thrown } = await callback(scope, `code=c&state=${started.state}&iss=${encodeURIComponent(ISSUER)}`);
			expect(status(thrown)).toBe(502);
			expect(scope.cookies.session.value).toBeNull();
		});
	});
});

describe("/logout", () => {
	const logout = (scope: World, form: Record<string, string> = {}) =>
		run(() =>
			logoutAction(
				args(
					new Request("http://localhost:8787/logout", { method: "POST", body: new URLSearchParams(form) }),
					scope.context,
				),
			),
		);

	it("revokes both tokens, clears the session and pin code, keeps the guid, and goes to /login", async () => {
		const scope = world();
		scope.cookies.session.set(signedIn("at", "1001"));
		scope.cookies.trustedBrowser.set({ sub: "1001", pinCode: "pin", pinCodeAt: Date.now(), guid: "guid" });
		const { thrown } = await logout(scope);
		expect(location(thrown)).toBe("/login");
		expect(scope.cookies.session.value).toBeNull();
		expect(scope.cookies.trustedBrowser.value).toEqual({ sub: "1001", guid: "guid" });
		expect(revoked(scope.calls)).toEqual(["at", "at-rt"]);
	});

	it("ends the IdP session where it has an end-session endpoint (RP-initiated logout), back to /login", async () => {
		const scope = world(discoveryConfig);
		scope.cookies.session.set({ ...signedIn("at", "1001"), id_token: "the-id-token" });
		const { thrown } = await logout(scope);
		const target = new URL(location(thrown) ?? "");
		expect(`${target.origin}${target.pathname}`).toBe(`${ISSUER}/session/end`);
		expect(Object.fromEntries(target.searchParams)).toEqual({
			client_id: "mock-client",
			id_token_hint: "the-id-token",
			post_logout_redirect_uri: "http://localhost:8787/login",
		});
		expect(revoked(scope.calls)).toEqual(["at", "at-rt"]);
	});

	it("uses a configured OAUTH_END_SESSION_URL without discovery", async () => {
		const scope = world(configWithApiAt("http://idp.test", { OAUTH_END_SESSION_URL: "http://idp.test/oauth/logout" }));
		scope.cookies.session.set(signedIn("at", "1001"));
		const { thrown } = await logout(scope);
		const target = new URL(location(thrown) ?? "");
		expect(`${target.origin}${target.pathname}`).toBe("http://idp.test/oauth/logout");
		expect(target.searchParams.has("id_token_hint")).toBe(false);
		expect(target.searchParams.get("post_logout_redirect_uri")).toBe("http://localhost:8787/login");
	});

	it("answers 204 without a redirect when suppressed (webview)", async () => {
		const { value } = await logout(world(discoveryConfig), { redirect: "false" });
		expect((value as Response).status).toBe(204);
	});
});
