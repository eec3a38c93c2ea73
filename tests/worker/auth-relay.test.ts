import { describe, expect, it } from "vitest";
import { CALLBACK_MESSAGES, loader as callbackLoader } from "#app/features/sign-in/routes/callback";
import { loader as loginLoader } from "#app/features/sign-in/routes/login";
import type { AppConfig } from "#app/lib/config.server";
import { RELAY_REFUSED_MESSAGE, sealRelayState } from "#app/session/auth-relay.server";
import { QA_PREVIEW as PREVIEW, qaConfig, QA_STABLE as STABLE } from "../fixtures/qa-relay";
import { bodyText } from "./support/body-text";
import { args, location, routeWorld, run } from "./support/router";

/* The stable qa host and a preview share the qa secret; the IdP knows only the stable callback (decision 073). */

const stable = qaConfig();
const preview = qaConfig({ HOST_URL: PREVIEW });

/** A host's request world, with an IdP that records its calls. */
function host(config: AppConfig) {
	const calls: Array<{ url: string; form: URLSearchParams | null }> = [];
	const world = routeWorld({
		config,
		fetch: async (input, init) => {
			const request = new Request(input, init);
			calls.push({
				url: request.url,
				form: request.method === "POST" ? new URLSearchParams(await bodyText(request)) : null,
			});
			if (request.url.endsWith("/oauth/token"))
				return Response.json({ access_token: "at", token_type: "Bearer", refresh_token: "rt" });
			if (request.url.endsWith("/oauth/userinfo")) return Response.json({ sub: "1001" });
			return new Response(null, { status: 404 });
		},
	});
	return { ...world, calls, config };
}

async function get(scope: ReturnType<typeof host>, path: string, loader: typeof callbackLoader | typeof loginLoader) {
	const request = new Request(new URL(path, scope.config.HOST_URL));
	return run<unknown>(() => loader(args(request, scope.context)));
}

function refusal(thrown: unknown) {
	const { data, init } = thrown as { data?: unknown; init?: ResponseInit };
	return { status: init?.status, message: data };
}

/** The preview starts a sign-in; the IdP sends the member to the stable callback with a code. */
async function previewSignIn() {
	const previewHost = host(preview);
	const { thrown } = await get(previewHost, "/login?returnTo=%2Fnews", loginLoader);
	const authorize = new URL(location(thrown) ?? "");
	const state = authorize.searchParams.get("state") ?? "";
	return { previewHost, authorize, state, idpReturn: `/callback?code=the-code&state=${encodeURIComponent(state)}` };
}

describe("preview sign-in through the stable host's callback", () => {
	it("a preview asks the IdP for the stable callback, with a sealed state that is also its transaction's", async () => {
		const { previewHost, authorize, state } = await previewSignIn();
		expect(authorize.searchParams.get("redirect_uri")).toBe(`${STABLE}/callback`);
		expect(state).toMatch(/^relay\.v1\./);
		expect(state).not.toContain("pr-7");
		expect(previewHost.cookies.oauthTransaction.value?.transactions.map((transaction) => transaction.state)).toEqual([
			state,
		]);
	});

	it("the stable host relays code and state to the preview, and the preview signs in with the stable redirect URI", async () => {
		const { previewHost, state, idpReturn } = await previewSignIn();
		const stableHost = host(stable);
		const relayed = await get(stableHost, idpReturn, callbackLoader);
		const target = new URL(location(relayed.thrown) ?? "");
		expect((relayed.thrown as Response).status).toBe(302);
		expect((relayed.thrown as Response).headers.get("Cache-Control")).toBe("no-store");
		expect(`${target.origin}${target.pathname}`).toBe(`${PREVIEW}/callback`);
		expect(Object.fromEntries(target.searchParams)).toEqual({ code: "the-code", state });
		// The stable host neither exchanges the code nor touches its own cookies.
		expect(stableHost.calls).toEqual([]);
		expect(stableHost.cookies.session.dirty).toBe(false);

		const copied = previewHost.cookies.oauthTransaction.value;
		const landed = await get(previewHost, `${target.pathname}${target.search}`, callbackLoader);
		expect(location(landed.thrown)).toBe("/news");
		const token = previewHost.calls.find((call) => call.url.endsWith("/oauth/token"));
		expect(token?.form?.get("redirect_uri")).toBe(`${STABLE}/callback`);
		expect(token?.form?.get("code")).toBe("the-code");
		expect(previewHost.cookies.session.value?.profile.sub).toBe("1001");

		// Replayed: the relay leads nowhere, the preview's transaction was single use.
		const again = await get(previewHost, `${target.pathname}${target.search}`, callbackLoader);
		expect(refusal(again.thrown)).toEqual({ status: 400, message: CALLBACK_MESSAGES.noTransaction });
		// Replayed with a copy of the transaction cookie: the state ledger has the sealed state as used.
		if (copied) previewHost.cookies.oauthTransaction.set(copied);
		const tokenCalls = previewHost.calls.length;
		const replayed = await get(previewHost, `${target.pathname}${target.search}`, callbackLoader);
		expect(refusal(replayed.thrown)).toEqual({ status: 400, message: CALLBACK_MESSAGES.replayed });
		expect(previewHost.calls).toHaveLength(tokenCalls);
	});

	it("an error answer is relayed as well, so the preview shows it", async () => {
		const { state } = await previewSignIn();
		const relayed = await get(
			host(stable),
			`/callback?error=access_denied&state=${encodeURIComponent(state)}`,
			callbackLoader,
		);
		expect(new URL(location(relayed.thrown) ?? "").searchParams.get("error")).toBe("access_denied");
	});
});

describe("the stable host refuses to relay", () => {
	async function relayOf(config: AppConfig, state: string) {
		const stableHost = host(config);
		const { thrown } = await get(stableHost, `/callback?code=c&state=${encodeURIComponent(state)}`, callbackLoader);
		return { thrown, stableHost };
	}

	it.each([
		["garbage after the prefix", "relay.v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
		["no sealed part", "relay."],
	])("a forged state (%s)", async (_label, state) => {
		const { thrown } = await relayOf(stable, state);
		expect(refusal(thrown)).toEqual({ status: 400, message: RELAY_REFUSED_MESSAGE });
	});

	it("a state sealed with another secret", async () => {
		const other = qaConfig({ HOST_URL: PREVIEW, SESSION_SECRET: "another-deployments-secret-0123456789ab" });
		const { thrown } = await relayOf(stable, await sealRelayState(other, "n"));
		expect(refusal(thrown)).toEqual({ status: 400, message: RELAY_REFUSED_MESSAGE });
	});

	it("a state whose sealed part was altered", async () => {
		const { state } = await previewSignIn();
		const last = state.at(-2) === "A" ? "B" : "A";
		const { thrown } = await relayOf(stable, `${state.slice(0, -2)}${last}${state.at(-1)}`);
		expect(refusal(thrown)).toEqual({ status: 400, message: RELAY_REFUSED_MESSAGE });
	});

	it("an expired state (replayed after the sign-in window)", async () => {
		const sealedLongAgo = await sealRelayState(preview, "n", Date.now() - 16 * 60 * 1000);
		const { thrown } = await relayOf(stable, sealedLongAgo);
		expect(refusal(thrown)).toEqual({ status: 400, message: RELAY_REFUSED_MESSAGE });
	});

	it.each([
		"https://evil.example",
		"https://pr-7-kenpo-portal-qa.evil.workers.dev",
		"https://a.pr-7-kenpo-portal-qa.example.workers.dev",
		"http://pr-7-kenpo-portal-qa.example.workers.dev",
		"https://pr-7-kenpo-portal-qa.example.workers.dev:8443",
	])("an origin outside AUTH_RELAY_ORIGINS: %s", async (origin) => {
		// Sealed with the shared secret, as only a deployment holding it could: the allowlist still decides.
		const state = await sealRelayState({ ...preview, HOST_URL: origin }, "n");
		const { thrown, stableHost } = await relayOf(stable, state);
		expect(refusal(thrown)).toEqual({ status: 400, message: RELAY_REFUSED_MESSAGE });
		expect(location(thrown)).toBeNull();
		expect(stableHost.calls).toEqual([]);
	});

	it("in production, whatever its config says", async () => {
		const { state } = await previewSignIn();
		const production = { ...stable, APP_ENV: "production" as const };
		const { thrown } = await relayOf(production, state);
		expect(refusal(thrown)).toEqual({ status: 400, message: RELAY_REFUSED_MESSAGE });
	});

	it("and a relay state naming the stable host itself is completed there, not relayed", async () => {
		const ownState = await sealRelayState(stable, "n");
		const stableHost = host(stable);
		stableHost.cookies.oauthTransaction.set({
			transactions: [{ state: ownState, codeVerifier: "v".repeat(43), returnTo: "/", createdAt: Date.now() }],
		});
		const { thrown } = await get(stableHost, `/callback?code=c&state=${encodeURIComponent(ownState)}`, callbackLoader);
		expect(location(thrown)).toBe("/");
		expect(stableHost.cookies.session.value?.profile.sub).toBe("1001");
	});
});
