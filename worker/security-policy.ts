/*
 * The security policy of every answer: its CSP, nonces and header set. Pure, so the page cache writes
 * the same headers into a kept page as the middleware writes into a rendered one.
 */
import type { AppConfig } from "#app/lib/config.server";
import { bytesToBase64 } from "#app/lib/security/base64";
import { isTokenPath } from "#app/lib/urls/token-paths";
import { identityProviderOrigins } from "#app/session/provider-origins";

/** Rollbar's browser API (items are POSTed there). */
const ROLLBAR_API_ORIGIN = "https://api.rollbar.com";
/** Google's CSP list for the tag with GA4: beacons (connect-src) and pixels (img-src); its scripts come by nonce. */
const GOOGLE_ANALYTICS_CONNECT = [
	"https://*.google-analytics.com",
	"https://*.analytics.google.com",
	"https://*.googletagmanager.com",
];
const GOOGLE_ANALYTICS_IMG = ["https://*.google-analytics.com", "https://*.googletagmanager.com"];

type ThirdPartySources = { connect: readonly string[]; img: readonly string[] };

/** Other hosts only where the env uses them, and the API's article image hosts. */
export function thirdPartySources(
	config: Pick<AppConfig, "reporting" | "ROLLBAR_CLIENT_TOKEN" | "ANALYTICS_TAG_ID" | "CONTENT_IMAGE_ORIGINS">,
): ThirdPartySources {
	const connect: string[] = [];
	const img: string[] = [...config.CONTENT_IMAGE_ORIGINS];
	if (config.reporting && config.ROLLBAR_CLIENT_TOKEN !== "") connect.push(ROLLBAR_API_ORIGIN);
	if (config.ANALYTICS_TAG_ID !== "") {
		connect.push(...GOOGLE_ANALYTICS_CONNECT);
		img.push(...GOOGLE_ANALYTICS_IMG);
	}
	return { connect, img };
}

/** Random bytes for 64 nonces at a time: one call to the generator costs as much as a cached page's answer. */
const NONCE_BYTES = 16;
const pool = new Uint8Array(NONCE_BYTES * 64);
let poolOffset = pool.length;

export function createNonce(): string {
	if (poolOffset === pool.length) {
		crypto.getRandomValues(pool);
		poolOffset = 0;
	}
	const bytes = pool.subarray(poolOffset, poolOffset + NONCE_BYTES);
	poolOffset += NONCE_BYTES;
	return bytesToBase64(bytes);
}

/** `scriptSources`: `'nonce-…'` of this response, or the hashes of a cached page's inline scripts. */
export function contentSecurityPolicy(
	scriptSources: string,
	formActions: readonly string[],
	thirdParty: ThirdPartySources = { connect: [], img: [] },
): string {
	return [
		"default-src 'self'",
		// strict-dynamic: only scripts carrying this response's nonce, and what they load, may run.
		`script-src ${scriptSources} 'strict-dynamic'`,
		"style-src 'self' 'unsafe-inline'",
		["img-src 'self' data:", ...thirdParty.img].join(" "),
		"font-src 'self'",
		["connect-src 'self'", ...thirdParty.connect].join(" "),
		"object-src 'none'",
		"base-uri 'none'",
		"frame-ancestors 'none'",
		`form-action ${["'self'", ...formActions].join(" ")}`,
	].join("; ");
}

/** One config's policy around its script sources, built once per isolate; a response only joins three strings. */
const policies = new WeakMap<AppConfig, Map<boolean, readonly [string, string]>>();
const SOURCES_SLOT = "\u0000";

/** A relay origin as a CSP source: CSP wildcards cover whole labels, so `https://*-x.a.b` becomes `https://*.a.b`. */
function cspSource(relayOrigin: string): string {
	return relayOrigin.replace(/^https:\/\/\*[^.]*/, "https://*");
}

function policyWith(config: AppConfig, scriptSources: string, mockIdp: boolean): string {
	let byPage = policies.get(config);
	if (!byPage) {
		byPage = new Map();
		policies.set(config, byPage);
	}
	let parts = byPage.get(mockIdp);
	if (!parts) {
		// The IdP's authorize and end-session pages are reached by redirects after our form posts.
		const formActions = identityProviderOrigins(config);
		// The mock IdP's sign-in form ends, through redirects, at a preview whose sign-in this host
		// relays (app/session/auth-relay.server.ts); a real IdP's page carries its own policy.
		if (mockIdp) formActions.push(...config.AUTH_RELAY_ORIGINS.map(cspSource));
		const [before = "", after = ""] = contentSecurityPolicy(SOURCES_SLOT, formActions, thirdPartySources(config)).split(
			SOURCES_SLOT,
		);
		parts = [before, after];
		byPage.set(mockIdp, parts);
	}
	return parts[0] + scriptSources + parts[1];
}

/** Writes the security headers of an answer to `path` into `headers`, its CSP admitting `scriptSources`. */
export function setSecurityHeaders(headers: Headers, config: AppConfig, scriptSources: string, path: string): void {
	headers.set(
		"Content-Security-Policy",
		policyWith(config, scriptSources, __MOCK_BACKEND__ && path.startsWith("/_mock/")),
	);
	headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
	headers.set("X-Content-Type-Options", "nosniff");
	headers.set("X-Frame-Options", "DENY");
	headers.set("Cross-Origin-Opener-Policy", "same-origin");
	headers.set("Cross-Origin-Resource-Policy", "same-origin");
	headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
	const tokenPath = isTokenPath(path);
	headers.set("Referrer-Policy", tokenPath ? "no-referrer" : "strict-origin-when-cross-origin");
	// Pages are rendered per member and per request (nonce): never store them.
	const isHtml = headers.get("Content-Type")?.startsWith("text/html") ?? false;
	if (tokenPath || isHtml || !headers.has("Cache-Control")) {
		headers.set("Cache-Control", "no-store");
	}
}
