import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import {
	RELAY_REFUSED_MESSAGE,
	relayCallback,
	sealRelayState,
	signsInThroughRelay,
} from "#app/session/auth-relay.server";
import { OAUTH_TRANSACTION_MAX_AGE } from "#app/session/cookies.server";
import { seal, unseal } from "#app/session/sealed.server";
import { QA_PREVIEW as PREVIEW, qaConfig, QA_STABLE as STABLE } from "../fixtures/qa-relay";

/* The relay's guards one by one, each refusal on a state every other guard would pass. */
const NOW = 1_800_000_000_000;
const LIFETIME_MS = OAUTH_TRANSACTION_MAX_AGE * 1000;

const stable = qaConfig();
const preview = qaConfig({ HOST_URL: PREVIEW });

const callback = (query: Record<string, string>) =>
	new URL(`${STABLE}/callback?${new URLSearchParams(query).toString()}`);

async function refusalOf(promise: Promise<unknown>) {
	const thrown = await promise.then(
		() => expect.unreachable("the relay was not refused"),
		(error: unknown) => error,
	);
	const { data, init } = thrown as { data?: unknown; init?: ResponseInit };
	return { status: init?.status, message: data, headers: Object.fromEntries(new Headers(init?.headers)) };
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
	warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe("signsInThroughRelay", () => {
	it("is true only where the redirect URI is on another origin than the host", () => {
		expect(signsInThroughRelay(preview)).toBe(true);
		expect(signsInThroughRelay(stable)).toBe(false);
		// Same origin, another path: still this host's own callback.
		expect(signsInThroughRelay({ ...stable, OAUTH_REDIRECT_URI: `${STABLE}/elsewhere` })).toBe(false);
	});
});

describe("sealRelayState", () => {
	it("seals this host's origin, the nonce and the transaction's expiry under the relay purpose", async () => {
		const state = await sealRelayState({ ...preview, HOST_URL: `${PREVIEW}/some/path` }, "the-nonce", NOW);
		expect(state).toMatch(/^relay\.v1\./);
		const opened = await unseal(state.slice("relay.".length), {
			secrets: preview.SESSION_SECRET,
			purpose: "auth-relay",
			name: "state",
		});
		expect(JSON.parse(opened ?? "null")).toEqual({ origin: PREVIEW, nonce: "the-nonce", expiresAt: NOW + LIFETIME_MS });
	});

	it("is not readable under another purpose", async () => {
		const state = await sealRelayState(preview, "n", NOW);
		const secrets = preview.SESSION_SECRET;
		expect(await unseal(state.slice("relay.".length), { secrets, purpose: "session", name: "state" })).toBeNull();
		expect(await unseal(state.slice("relay.".length), { secrets, purpose: "auth-relay", name: "other" })).toBeNull();
	});
});

describe("relayCallback", () => {
	it("leaves a state without the relay prefix, or none, to this host", async () => {
		expect(await relayCallback(stable, callback({ code: "c", state: "plain-state" }), NOW)).toBeNull();
		expect(await relayCallback(stable, callback({ code: "c" }), NOW)).toBeNull();
		expect(warn).not.toHaveBeenCalled();
	});

	it("relays code, state, error and issuer to the preview's callback, and nothing else", async () => {
		const state = await sealRelayState(preview, "n", NOW);
		const query = { code: "c1", state, error: "e", error_description: "d", iss: "https://idp.test", extra: "x" };
		const response = await relayCallback(stable, callback(query), NOW);
		expect(response?.status).toBe(302);
		expect(response?.headers.get("Cache-Control")).toBe("no-store");
		expect(response?.headers.get("Referrer-Policy")).toBe("no-referrer");
		const target = new URL(response?.headers.get("Location") ?? "");
		expect(`${target.origin}${target.pathname}`).toBe(`${PREVIEW}/callback`);
		const { extra: _dropped, ...relayed } = query;
		expect(Object.fromEntries(target.searchParams)).toEqual(relayed);
	});

	it("relays only the parameters the IdP sent", async () => {
		const state = await sealRelayState(preview, "n", NOW);
		const response = await relayCallback(stable, callback({ code: "c1", state }), NOW);
		const target = new URL(response?.headers.get("Location") ?? "");
		expect(Object.fromEntries(target.searchParams)).toEqual({ code: "c1", state });
	});

	it("relays a state up to the moment it expires, and refuses it a millisecond later", async () => {
		const state = await sealRelayState(preview, "n", NOW);
		const expiresAt = NOW + LIFETIME_MS;
		expect((await relayCallback(stable, callback({ code: "c", state }), expiresAt))?.status).toBe(302);
		const refusal = await refusalOf(relayCallback(stable, callback({ code: "c", state }), expiresAt + 1));
		expect(refusal.status).toBe(400);
		expect(warn).toHaveBeenCalledWith(JSON.stringify({ event: "sign-in relay refused", reason: "state expired" }));
	});

	it("refuses with one message, no caching, and the reason only in the log", async () => {
		const refusal = await refusalOf(relayCallback(stable, callback({ code: "c", state: "relay.v1.forged" }), NOW));
		expect(refusal).toEqual({ status: 400, message: RELAY_REFUSED_MESSAGE, headers: { "cache-control": "no-store" } });
		expect(warn).toHaveBeenCalledWith(
			JSON.stringify({ event: "sign-in relay refused", reason: "state not sealed by this deployment" }),
		);
	});

	it("refuses a state sealed by another deployment", async () => {
		const other = qaConfig({ HOST_URL: PREVIEW, SESSION_SECRET: "another-deployments-secret-0123456789ab" });
		const state = await sealRelayState(other, "n", NOW);
		expect((await refusalOf(relayCallback(stable, callback({ state }), NOW))).status).toBe(400);
		expect(warn).toHaveBeenCalledWith(
			JSON.stringify({ event: "sign-in relay refused", reason: "state not sealed by this deployment" }),
		);
	});

	it.each([
		["not JSON", "origin"],
		["no origin", JSON.stringify({ nonce: "n", expiresAt: NOW + 1 })],
		["an origin that is no string", JSON.stringify({ origin: 1, nonce: "n", expiresAt: NOW + 1 })],
		["no expiry", JSON.stringify({ origin: PREVIEW, nonce: "n" })],
		["an expiry that is no number", JSON.stringify({ origin: PREVIEW, nonce: "n", expiresAt: String(NOW + 1) })],
	])("refuses a sealed state with %s", async (_label, plaintext) => {
		const sealed = await seal(plaintext, { secrets: stable.SESSION_SECRET, purpose: "auth-relay", name: "state" });
		const refusal = await refusalOf(relayCallback(stable, callback({ state: `relay.${sealed}` }), NOW));
		expect(refusal.status).toBe(400);
		expect(warn).toHaveBeenCalledWith(
			JSON.stringify({ event: "sign-in relay refused", reason: "state not sealed by this deployment" }),
		);
	});

	it("refuses an origin outside AUTH_RELAY_ORIGINS, though sealed with the shared secret", async () => {
		const state = await sealRelayState({ ...preview, HOST_URL: "https://evil.example" }, "n", NOW);
		expect((await refusalOf(relayCallback(stable, callback({ state }), NOW))).status).toBe(400);
		expect(warn).toHaveBeenCalledWith(
			JSON.stringify({ event: "sign-in relay refused", reason: "origin not in AUTH_RELAY_ORIGINS" }),
		);
	});

	it("relays nothing in production, even to an origin its relay list would match", async () => {
		const state = await sealRelayState(preview, "n", NOW);
		const production = { ...stable, APP_ENV: "production" as const };
		expect((await refusalOf(relayCallback(production, callback({ state }), NOW))).status).toBe(400);
		expect(warn).toHaveBeenCalledWith(
			JSON.stringify({ event: "sign-in relay refused", reason: "production relays no sign-in" }),
		);
	});

	it("completes a relay state naming this host here, while it is valid", async () => {
		const own = await sealRelayState(stable, "n", NOW);
		expect(await relayCallback(stable, callback({ code: "c", state: own }), NOW + LIFETIME_MS)).toBeNull();
		expect((await refusalOf(relayCallback(stable, callback({ state: own }), NOW + LIFETIME_MS + 1))).status).toBe(400);
		expect(warn).toHaveBeenCalledWith(JSON.stringify({ event: "sign-in relay refused", reason: "state expired" }));
		// Even in production: its own state is checked, not relayed.
		const production = { ...stable, APP_ENV: "production" as const };
		expect(await relayCallback(production, callback({ code: "c", state: own }), NOW)).toBeNull();
	});
});
