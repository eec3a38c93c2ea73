import * as oauth from "oauth4webapi";
import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import { type AppConfig, isLoopbackHttp } from "#app/lib/config.server";

/** Where the identity provider is and how we talk to it: what oauth4webapi needs for every call. */
export type Provider = {
	as: oauth.AuthorizationServer;
	client: oauth.Client;
	clientAuth: oauth.ClientAuth;
	/** Options for one call: our fetch (mock, tests), its timeout, plain http only off the real environments. */
	options(timeoutMs: number): RequestOptions;
	/** The same, with the issuer's JWKS cache: checking an ID token's signature fetches the keys once in a while. */
	signatureOptions(timeoutMs: number): RequestOptions & { [oauth.jwksCache]: oauth.JWKSCacheInput };
};

/** Fits every oauth4webapi call (GET and form POST): our fetch receives what it sends. */
type RequestOptions = {
	[oauth.customFetch]: (
		url: string,
		init: { method: string; headers: Record<string, string>; body?: unknown },
	) => Promise<Response>;
	[oauth.allowInsecureRequests]: boolean;
	signal: () => AbortSignal;
};

/** How long a discovery document is trusted in one isolate: a key or endpoint change reaches us within it. */
const DISCOVERY_TTL_MS = 5 * 60 * 1000;

type CachedMetadata = { as: oauth.AuthorizationServer; expiresAt: number };
const discovered = new Map<string, CachedMetadata>();

/** Endpoints on the API base address, as the IdP beside our API publishes them (no discovery there). */
function metadataFromApiBase(config: AppConfig): oauth.AuthorizationServer {
	const base = config.API_BASE_URL;
	return {
		issuer: base,
		authorization_endpoint: `${base}/oauth/authorize`,
		token_endpoint: `${base}/oauth/token`,
		userinfo_endpoint: `${base}/oauth/userinfo`,
		revocation_endpoint: `${base}/oauth/revoke`,
	};
}

async function discover(issuer: string, call: ReturnType<Provider["options"]>) {
	const cached = discovered.get(issuer);
	if (cached && cached.expiresAt > Date.now()) return cached.as;
	const issuerUrl = new URL(issuer);
	const response = await oauth.discoveryRequest(issuerUrl, { ...call, algorithm: "oidc" });
	const as = await oauth.processDiscoveryResponse(issuerUrl, response);
	discovered.set(issuer, { as, expiresAt: Date.now() + DISCOVERY_TTL_MS });
	return as;
}

/**
 * The issuer's signing keys, per issuer and isolate. oauth4webapi fills it from `jwks_uri`, trusts it
 * for five minutes, and fetches it again for a key id it does not hold once the copy is a minute old.
 */
const jwksCaches = new Map<string, oauth.JWKSCacheInput>();

function jwksCacheOf(issuer: string): oauth.JWKSCacheInput {
	let cache = jwksCaches.get(issuer);
	if (!cache) {
		cache = {};
		jwksCaches.set(issuer, cache);
	}
	return cache;
}

/** Forgets discovered metadata and keys (tests start each case from a cold isolate). */
export function forgetDiscoveredMetadata(): void {
	discovered.clear();
	jwksCaches.clear();
}

/** The provider for this config: configured endpoints or the issuer's discovery document, cached per isolate. */
export async function resolveProvider(config: AppConfig, fetcher: UpstreamFetch, timeoutMs: number): Promise<Provider> {
	// The mock and a provider on a developer's machine speak plain http; real environments never do
	// (a preview tested against a stable host on this machine reaches its mock over loopback http).
	const allowHttp =
		config.APP_ENV === "default" ||
		config.APP_ENV === "local" ||
		isLoopbackHttp(new URL(config.OAUTH_ISSUER ?? config.API_BASE_URL));
	const options: Provider["options"] = (ms) => ({
		[oauth.customFetch]: (url, init) => fetcher(url, init as RequestInit),
		[oauth.allowInsecureRequests]: allowHttp,
		// A fresh timer per request (discovery and the exchange after it each get the full time).
		signal: () => AbortSignal.timeout(ms),
	});
	const as = config.OAUTH_ISSUER
		? await discover(config.OAUTH_ISSUER, options(timeoutMs))
		: metadataFromApiBase(config);
	const endSession = config.OAUTH_END_SESSION_URL ?? as.end_session_endpoint;
	return {
		as: { ...as, end_session_endpoint: endSession },
		client: { client_id: config.OAUTH_CLIENT_ID },
		clientAuth: oauth.ClientSecretPost(config.OAUTH_CLIENT_SECRET),
		options,
		signatureOptions: (ms) => ({ ...options(ms), [oauth.jwksCache]: jwksCacheOf(as.issuer) }),
	};
}
