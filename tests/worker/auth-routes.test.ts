import { describe, expect, it } from "vitest";
import { CALLBACK_MESSAGES, loader as callbackLoader } from "#app/features/sign-in/routes/callback";
import { loader as loginLoader } from "#app/features/sign-in/routes/login";
import { action as logoutAction } from "#app/features/sign-in/routes/logout";
import { args, configWithApiAt, location, routeWorld, run } from "./support/router";

const config = configWithApiAt("http://idp.test");

/** A route's world with a recording IdP that issues tokens and a profile. */
function world() {
	const calls: Array<{ url: string; method: string; form: URLSearchParams | null }> = [];
	const { context, cookies } = routeWorld({
		config,
		fetch: async (input, init) => {
			const request = new Request(input, init);
			const form = request.method === "POST" ? new URLSearchParams(await request.text()) : null;
			calls.push({ url: request.url, method: request.method, form });
			if (request.url.endsWith("/oauth/token")) {
				return Response.json({
					access_token: "new-at",
					refresh_token: "new-rt",
					token_type: "Bearer",
					expires_in: 3600,
				});
			}
			if (request.url.endsWith("/oauth/userinfo")) return Response.json({ sub: "1001" });
			return new Response(null, { status: 200 });
		},
	});
	return { context, cookies, calls };
}

const status = (thrown: unknown) => (thrown as { init?: ResponseInit }).init?.status;

async function startSignIn(host = "localhost:8787", returnTo = "/news?page=2") {
	const scope = world();
	const request = new Request(`http://${host}/login?returnTo=${encodeURIComponent(returnTo)}`);
	const { thrown } = await run(() => loginLoader(args(request, scope.context)));
	const authorize = new URL(location(thrown) ?? "");
	return { ...scope, authorize, transaction: scope.cookies.oauthTransaction.value };
}

describe("/login", () => {
	it("redirects to the IdP with PKCE S256, state, scope public and the fixed redirect_uri", async () => {
		const { authorize, transaction } = await startSignIn();
		expect(`${authorize.origin}${authorize.pathname}`).toBe("http://idp.test/oauth/authorize");
		expect(authorize.searchParams.get("response_type")).toBe("code");
		expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
		expect(authorize.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect(authorize.searchParams.get("scope")).toBe("public");
		expect(authorize.searchParams.get("state")).toBe(transaction?.state);
		expect(authorize.searchParams.get("redirect_uri")).toBe("http://localhost:8787/callback");
		expect(transaction?.returnTo).toBe("/news?page=2");
	});

	it("keeps the configured redirect_uri under a spoofed Host", async () => {
		const { authorize } = await startSignIn("evil.example");
		expect(authorize.searchParams.get("redirect_uri")).toBe("http://localhost:8787/callback");
	});

	it.each(["//evil.example", "https://evil.example/x", "/\\evil.example", "/callback?code=x"])(
		"never remembers %s as the return path",
		async (hostile) => {
			const { transaction } = await startSignIn("localhost:8787", hostile);
			expect(transaction?.returnTo).toBe("/");
		},
	);

	it("sends a signed-in member straight to the (safe) return path, without a new transaction", async () => {
		const scope = world();
		scope.cookies.session.set({
			access_token: "at",
			token_type: "Bearer",
			scope: "public",
			profile: { sub: "1" },
			expires_at: 2e9,
		});
		const request = new Request("http://localhost:8787/login?returnTo=%2F%2Fevil.example");
		const { thrown } = await run(() => loginLoader(args(request, scope.context)));
		expect(location(thrown)).toBe("/");
		expect(scope.cookies.oauthTransaction.value).toBeNull();
	});
});

describe("/callback", () => {
	async function callback(query: string, prepare?: (scope: Awaited<ReturnType<typeof startSignIn>>) => void) {
		const scope = await startSignIn();
		prepare?.(scope);
		scope.calls.length = 0;
		const request = new Request(`http://localhost:8787/callback?${query}`);
		const result = await run(() => callbackLoader(args(request, scope.context)));
		return { ...scope, ...result };
	}

	it("exchanges the code with the verifier and client credentials in the form, then returns to the page", async () => {
		const scope = await startSignIn();
		const state = scope.transaction?.state ?? "";
		scope.calls.length = 0;
		const request = new Request(`http://localhost:8787/callback?code=the-code&state=${state}`);
		const { thrown } = await run(() => callbackLoader(args(request, scope.context)));
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
			profile: { sub: "1001" },
		});
		expect(scope.cookies.oauthTransaction.value).toBeNull();
	});

	it("renews the session at sign-in: an older session in the browser is replaced", async () => {
		const scope = await startSignIn();
		scope.cookies.session.set({
			access_token: "old",
			token_type: "Bearer",
			scope: "public",
			profile: { sub: "9" },
			expires_at: 2e9,
		});
		const request = new Request(`http://localhost:8787/callback?code=c&state=${scope.transaction?.state}`);
		await run(() => callbackLoader(args(request, scope.context)));
		expect(scope.cookies.session.value?.access_token).toBe("new-at");
		expect(scope.cookies.session.dirty).toBe(true);
	});

	it.each([
		["a wrong state", "code=c&state=wrong", CALLBACK_MESSAGES.stateMismatch],
		["a missing state", "code=c", CALLBACK_MESSAGES.stateMismatch],
		["an IdP error", "error=access_denied&state=__STATE__", CALLBACK_MESSAGES.denied],
	])("%s shows the error screen and makes no token call", async (_label, query, message) => {
		const scope = await startSignIn();
		scope.calls.length = 0;
		const request = new Request(
			`http://localhost:8787/callback?${query.replace("__STATE__", scope.transaction?.state ?? "")}`,
		);
		const { thrown } = await run(() => callbackLoader(args(request, scope.context)));
		expect(status(thrown)).toBe(400);
		expect((thrown as { data: unknown }).data).toBe(message);
		expect(scope.calls).toEqual([]);
		expect(scope.cookies.session.value).toBeNull();
	});

	it("refuses a replay (no transaction left) without a token call", async () => {
		const { thrown, calls } = await callback("code=c&state=s", (scope) => scope.cookies.oauthTransaction.clear());
		expect(status(thrown)).toBe(400);
		expect((thrown as { data: unknown }).data).toBe(CALLBACK_MESSAGES.noTransaction);
		expect(calls).toEqual([]);
	});

	it("refuses a transaction older than 15 minutes", async () => {
		const { thrown, calls } = await callback("code=c&state=s", (scope) => {
			const transaction = scope.cookies.oauthTransaction.value;
			if (transaction) scope.cookies.oauthTransaction.set({ ...transaction, createdAt: Date.now() - 15 * 60_000 - 1 });
		});
		expect(status(thrown)).toBe(400);
		expect(calls).toEqual([]);
	});
});

describe("/logout", () => {
	it("revokes both tokens, clears the session and pin code, keeps the guid, and goes to /login", async () => {
		const scope = world();
		scope.cookies.session.set({
			access_token: "at",
			refresh_token: "rt",
			token_type: "Bearer",
			scope: "public",
			profile: { sub: "1001" },
			expires_at: 2e9,
		});
		scope.cookies.trustedBrowser.set({ sub: "1001", pinCode: "pin", pinCodeAt: Date.now(), guid: "guid" });
		const request = new Request("http://localhost:8787/logout", { method: "POST", body: new URLSearchParams() });
		const { thrown } = await run(() => logoutAction(args(request, scope.context)));
		expect(location(thrown)).toBe("/login");
		expect(scope.cookies.session.value).toBeNull();
		expect(scope.cookies.trustedBrowser.value).toEqual({ sub: "1001", guid: "guid" });
		const revoked = scope.calls.filter((call) => call.url.endsWith("/oauth/revoke"));
		expect(revoked.map((call) => call.form?.get("token")).sort()).toEqual(["at", "rt"]);
	});

	it("answers 204 without a redirect when suppressed (webview)", async () => {
		const scope = world();
		const request = new Request("http://localhost:8787/logout", {
			method: "POST",
			body: new URLSearchParams({ redirect: "false" }),
		});
		const { value } = await run(() => logoutAction(args(request, scope.context)));
		expect((value as Response).status).toBe(204);
	});
});
