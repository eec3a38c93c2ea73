import { data } from "react-router";
import { type AppConfig, relayOriginMatches } from "#app/lib/config.server";
import { log } from "#app/lib/logging/log-line";
import { OAUTH_TRANSACTION_MAX_AGE } from "./cookies.server";
import { seal, unseal } from "./sealed.server";

/** Preview sign-in through the stable host's callback (decision 073): the sealed `state` names the preview. */
const PREFIX = "relay.";
const SEAL = { purpose: "auth-relay", name: "state" } as const;
/** The parameters an authorization response carries back (RFC 6749 section 4.1.2, RFC 9207). */
const RELAYED_PARAMS = ["code", "state", "error", "error_description", "iss"];

export const RELAY_REFUSED_MESSAGE = "このログインは受け付けられません。もう一度ログインしてください。";

type RelayState = { origin: string; nonce: string; expiresAt: number };

/** True where this host's own sign-in returns through another host's callback (a preview). */
export function signsInThroughRelay(config: AppConfig): boolean {
	return new URL(config.OAUTH_REDIRECT_URI).origin !== new URL(config.HOST_URL).origin;
}

/** The OAuth state of a relayed sign-in: this host's origin, a nonce and an expiry, sealed. */
export async function sealRelayState(config: AppConfig, nonce: string, now = Date.now()): Promise<string> {
	const state: RelayState = {
		origin: new URL(config.HOST_URL).origin,
		nonce,
		expiresAt: now + OAUTH_TRANSACTION_MAX_AGE * 1000,
	};
	return `${PREFIX}${await seal(JSON.stringify(state), { secrets: config.SESSION_SECRET, ...SEAL })}`;
}

async function openRelayState(config: AppConfig, value: string): Promise<RelayState | null> {
	const plaintext = await unseal(value.slice(PREFIX.length), { secrets: config.SESSION_SECRET, ...SEAL });
	if (plaintext === null) return null;
	// Only sealRelayState seals under this purpose and secret: the plaintext is the JSON of an object.
	let state: Partial<RelayState>;
	try {
		state = JSON.parse(plaintext);
	} catch {
		return null;
	}
	if (typeof state.origin !== "string" || typeof state.expiresAt !== "number") return null;
	return { origin: state.origin, nonce: String(state.nonce), expiresAt: state.expiresAt };
}

function refused(reason: string): never {
	// The reason goes to the log (no code, no state); the member sees one message.
	log("warn", "sign-in relay refused", { reason });
	throw data(RELAY_REFUSED_MESSAGE, { status: 400, headers: { "Cache-Control": "no-store" } });
}

/** At /callback, first: null, or the redirect to the preview in the state; a bad or production state is a 400. */
export async function relayCallback(config: AppConfig, url: URL, now = Date.now()): Promise<Response | null> {
	// Stryker disable next-line StringLiteral: equivalent, any fallback without the relay prefix leaves the callback to this host.
	const value = url.searchParams.get("state") ?? "";
	if (!value.startsWith(PREFIX)) return null;
	const state = await openRelayState(config, value);
	if (!state) refused("state not sealed by this deployment");
	if (state.origin === new URL(config.HOST_URL).origin) {
		return state.expiresAt < now ? refused("state expired") : null;
	}
	if (config.APP_ENV === "production") refused("production relays no sign-in");
	if (state.expiresAt < now) refused("state expired");
	if (!relayOriginMatches(state.origin, config.AUTH_RELAY_ORIGINS)) refused("origin not in AUTH_RELAY_ORIGINS");
	const target = new URL("/callback", state.origin);
	for (const name of RELAYED_PARAMS) {
		const param = url.searchParams.get(name);
		if (param !== null) target.searchParams.set(name, param);
	}
	return new Response(null, {
		status: 302,
		headers: { Location: target.toString(), "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
	});
}
