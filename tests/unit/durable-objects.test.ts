import { afterEach, describe, expect, it, vi } from "vitest";
import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import type { AppConfig } from "#app/lib/config.server";
import { OAUTH_TRANSACTION_MAX_AGE } from "#app/session/cookies.server";
import { RENEWAL_GRACE_MS } from "#app/session/renewal.server";
import { OAuthStateLedger, stateLedgerOf } from "../../worker/durable/oauth-state-ledger";
import { SessionRenewal } from "../../worker/durable/session-renewal";
import { REAL_DESK } from "../fixtures/desk";
import { EXPIRED_SESSION } from "../fixtures/member-session";
import { bodyText } from "../worker/support/body-text";
import { storageDouble } from "./support/storage-double";

/* The Durable Objects' logic in Node with a storage double; the runtime's routing is proven by tests/worker. */

/** The ledger reads nothing from its env. */
const NO_ENV = {} as Env;

afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

describe("OAuthStateLedger", () => {
	it("answers true for the first presentation of its state only", async () => {
		const ledger = new OAuthStateLedger(storageDouble().state, NO_ENV);
		expect(await ledger.consume()).toBe(true);
		expect(await ledger.consume()).toBe(false);
		expect(await ledger.consume()).toBe(false);
	});

	it("forgets the state a minute after a transaction could still be completed", async () => {
		vi.useFakeTimers({ toFake: ["Date"], now: 1_800_000_000_000 });
		const { state, values, alarms } = storageDouble();
		const ledger = new OAuthStateLedger(state, NO_ENV);
		await ledger.consume();
		expect(alarms).toEqual([1_800_000_000_000 + (OAUTH_TRANSACTION_MAX_AGE + 60) * 1000]);
		expect(values.size).toBe(1);
		await ledger.alarm();
		expect(values.size).toBe(0);
	});
});

describe("stateLedgerOf", () => {
	it("asks the object named by the state, one object per state", async () => {
		const objects = new Map<string, OAuthStateLedger>();
		const namespace = {
			idFromName: (name: string) => `id:${name}`,
			get(id: unknown) {
				const key = String(id);
				if (!objects.has(key)) objects.set(key, new OAuthStateLedger(storageDouble().state, NO_ENV));
				return objects.get(key) as OAuthStateLedger;
			},
		};
		const ledger = stateLedgerOf({ OAUTH_STATES: namespace });
		expect(await ledger.consume("state-a")).toBe(true);
		expect(await ledger.consume("state-b")).toBe(true);
		expect(await ledger.consume("state-a")).toBe(false);
		expect([...objects.keys()]).toEqual(["id:state-a", "id:state-b"]);
	});

	it("fails loudly without its binding, rather than letting every state through", () => {
		expect(() => stateLedgerOf({})).toThrow("the OAUTH_STATES Durable Object binding is missing (wrangler.toml)");
	});
});

describe("SessionRenewal", () => {
	const env = {
		APP_ENV: "qa",
		HOST_URL: "https://qa.portal.example.jp",
		API_BASE_URL: "https://idp.test",
		OAUTH_CLIENT_ID: "portal-qa",
		OAUTH_CLIENT_SECRET: "qa-client-secret",
		OAUTH_REDIRECT_URI: "https://qa.portal.example.jp/callback",
		SESSION_SECRET: "qa-session-secret-0123456789abcdef0123456789",
		...REAL_DESK,
	};
	const session = EXPIRED_SESSION;

	/** The object with an IdP that hands out numbered tokens and records each refresh token it sees. */
	function renewalObject() {
		const refreshTokens: Array<string | null> = [];
		const configs: AppConfig[] = [];
		class Recorded extends SessionRenewal {
			protected override upstreamFetch(config: AppConfig): UpstreamFetch {
				configs.push(config);
				return async (input, init) => {
					const request = new Request(input, init);
					expect(request.url).toBe("https://idp.test/oauth/token");
					refreshTokens.push(new URLSearchParams(await bodyText(request)).get("refresh_token"));
					const n = refreshTokens.length + 1;
					return Response.json({ access_token: `at-${n}`, refresh_token: `rt-${n}`, token_type: "Bearer" });
				};
			}
		}
		return { object: new Recorded(storageDouble().state, env), refreshTokens, configs };
	}

	it("renews with the IdP of its env's config, once for requests racing with the same refresh token", async () => {
		const { object, refreshTokens, configs } = renewalObject();
		const outcomes = await Promise.all([
			object.renew(session, 5_000),
			object.renew(session, 5_000),
			object.renew(session, 5_000),
		]);
		expect(refreshTokens).toEqual(["rt-1"]);
		expect(configs[0]?.HOST_URL).toBe(env.HOST_URL);
		for (const outcome of outcomes) {
			expect(outcome).toMatchObject({ status: "renewed", session: { access_token: "at-2", refresh_token: "rt-2" } });
		}
	});

	it("hands the same tokens to a late request within the grace, and renews again after it", async () => {
		vi.useFakeTimers({ toFake: ["Date"], now: 1_800_000_000_000 });
		const { object, refreshTokens } = renewalObject();
		await object.renew(session, 5_000);
		vi.setSystemTime(1_800_000_000_000 + RENEWAL_GRACE_MS - 1);
		expect(await object.renew(session, 5_000)).toMatchObject({ session: { access_token: "at-2" } });
		vi.setSystemTime(1_800_000_000_000 + RENEWAL_GRACE_MS + 1);
		expect(await object.renew(session, 5_000)).toMatchObject({ session: { access_token: "at-3" } });
		expect(refreshTokens).toEqual(["rt-1", "rt-1"]);
	});

	it("reaches the IdP over the network outside the default env", async () => {
		const fetches: unknown[] = [];
		vi.stubGlobal("fetch", async (input: unknown) => {
			fetches.push(input);
			return new Response(null, { status: 204 });
		});
		class Exposed extends SessionRenewal {
			upstream(config: AppConfig) {
				return this.upstreamFetch(config);
			}
		}
		const object = new Exposed(storageDouble().state, env);
		const upstream = object.upstream({ mock: false, API_BASE_URL: "https://idp.test" } as AppConfig);
		expect((await upstream("https://idp.test/oauth/token")).status).toBe(204);
		expect(fetches).toEqual(["https://idp.test/oauth/token"]);
	});
});
