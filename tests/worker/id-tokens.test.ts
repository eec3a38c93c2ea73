import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CALLBACK_MESSAGES, loader as callbackLoader } from "#app/features/sign-in/routes/callback";
import { loader as loginLoader } from "#app/features/sign-in/routes/login";
import type { AppConfig } from "#app/lib/config.server";
import { ID_TOKEN_IAT_SKEW_SECONDS } from "#app/session/oauth.server";
import { forgetDiscoveredMetadata } from "#app/session/oauth-provider.server";
import {
	ISSUER,
	idTokenClaims,
	newKey,
	type OpenIdProvider,
	openIdProvider,
	signed,
} from "../fixtures/openid-provider";
import { args, configWithApiAt, location, routeWorld, run } from "./support/router";

/* ID tokens (scope openid): signed by a key of the IdP's JWKS, not issued in the future, `iss` never empty. */

const config = configWithApiAt("http://idp.test", { OAUTH_ISSUER: ISSUER, OAUTH_SCOPE: "openid" });
/** The same IdP when it does not announce RFC 9207 `iss` in its authorization responses. */
const withoutIss = config;

/** One sign-in from /login to /callback in a fresh browser; what the callback threw and the session. */
async function signIn(idp: OpenIdProvider, worldConfig: AppConfig = config, iss = `&iss=${ISSUER}`) {
	const { context, cookies } = routeWorld({ config: worldConfig, fetch: idp.fetch });
	await run(() => loginLoader(args(new Request("http://localhost:8787/login"), context)));
	const transaction = cookies.oauthTransaction.value?.transactions.at(-1);
	idp.state.nonce = transaction?.nonce ?? "";
	const request = new Request(`http://localhost:8787/callback?code=c&state=${transaction?.state}${iss}`);
	const { thrown } = await run(() => callbackLoader(args(request, context)));
	return { thrown, session: cookies.session.value };
}

const status = (thrown: unknown) => (thrown as { init?: ResponseInit }).init?.status;

beforeEach(() => {
	forgetDiscoveredMetadata();
	vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
	vi.useRealTimers();
	vi.restoreAllMocks();
});

describe("an ID token's signature", () => {
	it("signed by a key of the IdP's JWKS: signed in, the JWKS fetched through discovery once and then cached", async () => {
		const idp = openIdProvider({ announcesIss: true });
		const key = await newKey("k1");
		idp.state.published = [key];
		idp.state.mint = (nonce) => signed(key, idTokenClaims(nonce));
		const first = await signIn(idp);
		expect(location(first.thrown)).toBe("/");
		expect(first.session?.profile.sub).toBe("1001");
		const second = await signIn(idp);
		expect(location(second.thrown)).toBe("/");
		expect(idp.state.jwksFetches).toBe(1);
	});

	it("signed by a key that is not in the JWKS: refused (502), no session", async () => {
		const idp = openIdProvider({ announcesIss: true });
		const published = await newKey("k1");
		const stranger = await newKey("k2");
		idp.state.published = [published];
		idp.state.mint = (nonce) => signed(stranger, idTokenClaims(nonce));
		const { thrown, session } = await signIn(idp);
		expect(status(thrown)).toBe(502);
		expect((thrown as { data: unknown }).data).toBe(CALLBACK_MESSAGES.tokenFailed);
		expect(session).toBeNull();
		expect(idp.state.jwksFetches).toBeGreaterThan(0);
	});

	it("signed by another key under a published key id: refused, no session", async () => {
		const idp = openIdProvider({ announcesIss: true });
		const published = await newKey("k1");
		const forger = await newKey("k1");
		idp.state.published = [published];
		idp.state.mint = (nonce) => signed(forger, idTokenClaims(nonce));
		const { thrown, session } = await signIn(idp);
		expect(status(thrown)).toBe(502);
		expect(session).toBeNull();
	});

	it("a key id the cache does not hold fetches the JWKS again (a rotated key) once the copy is a minute old", async () => {
		vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-01T00:00:00Z") });
		const idp = openIdProvider({ announcesIss: true });
		const old = await newKey("k1");
		const rotated = await newKey("k2");
		idp.state.published = [old];
		idp.state.mint = (nonce) => signed(old, idTokenClaims(nonce));
		expect(location((await signIn(idp)).thrown)).toBe("/");
		idp.state.published = [rotated];
		idp.state.mint = (nonce) => signed(rotated, idTokenClaims(nonce));
		vi.setSystemTime(new Date("2026-12-01T00:01:01Z"));
		expect(location((await signIn(idp)).thrown)).toBe("/");
		expect(idp.state.jwksFetches).toBe(2);
	});
});

describe("an ID token's `iat`", () => {
	it.each([
		["an hour ahead", 3600, 502],
		["beyond the skew", ID_TOKEN_IAT_SKEW_SECONDS + 5, 502],
	])("%s of our clock is refused", async (_label, ahead, expected) => {
		const idp = openIdProvider({ announcesIss: true });
		const key = await newKey("k1");
		idp.state.published = [key];
		idp.state.mint = (nonce) => signed(key, idTokenClaims(nonce, { iat: Math.floor(Date.now() / 1000) + ahead }));
		const { thrown, session } = await signIn(idp);
		expect(status(thrown)).toBe(expected);
		expect(session).toBeNull();
	});

	it("a few seconds ahead (within the skew) is accepted", async () => {
		const idp = openIdProvider({ announcesIss: true });
		const key = await newKey("k1");
		idp.state.published = [key];
		idp.state.mint = (nonce) => signed(key, idTokenClaims(nonce, { iat: Math.floor(Date.now() / 1000) + 20 }));
		expect(location((await signIn(idp)).thrown)).toBe("/");
	});
});

describe("an empty `iss` on the callback", () => {
	it("is refused (400) without exchanging the code, even from an IdP that does not announce `iss`", async () => {
		const idp = openIdProvider({ announcesIss: false });
		const key = await newKey("k1");
		idp.state.published = [key];
		idp.state.mint = (nonce) => signed(key, idTokenClaims(nonce));
		const { thrown, session } = await signIn(idp, withoutIss, "&iss=");
		expect(status(thrown)).toBe(400);
		expect((thrown as { data: unknown }).data).toBe(CALLBACK_MESSAGES.issuerMismatch);
		expect(session).toBeNull();
		expect(idp.state.posts).toBe(0);
	});

	it("while no `iss` at all from such an IdP still signs in", async () => {
		const idp = openIdProvider({ announcesIss: false });
		const key = await newKey("k1");
		idp.state.published = [key];
		idp.state.mint = (nonce) => signed(key, idTokenClaims(nonce));
		expect(location((await signIn(idp, withoutIss, "")).thrown)).toBe("/");
	});
});
