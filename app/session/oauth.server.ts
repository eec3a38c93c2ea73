import * as oauth from "oauth4webapi";
import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import type { AppConfig } from "#app/lib/config.server";
import { errorFields, log, oauthErrorCode } from "#app/lib/logging/log-line";
import { sealRelayState, signsInThroughRelay } from "./auth-relay.server";
import type { MemberSession, OAuthTransaction } from "./cookies.server";
import { resolveProvider } from "./oauth-provider.server";

/** docs/session.md: silent request timeout, on every call to the IdP. */
const OAUTH_TIMEOUT_MS = 10_000;

/**
 * Why a sign-in step failed, in the terms the callback page needs: `denied` and `issuer` are the
 * authorization response (400), `refused` is a code the token endpoint will not exchange (`invalid_grant`:
 * expired, used or not ours; 400, the member's sign-in to start over, not the IdP's fault), `upstream`
 * is any other failure of the IdP's token, userinfo or discovery answer (502).
 */
type OAuthFailure = "denied" | "issuer" | "refused" | "upstream";

export class OAuthError extends Error {
	override name = "OAuthError";
	constructor(
		message: string,
		readonly status?: number,
		readonly failure: OAuthFailure = "upstream",
	) {
		super(message);
	}
}

/** Runs one exchange with the IdP; whatever goes wrong (network, timeout, a non-conform answer) is an OAuthError. */
async function upstreamStep<T>(what: string, step: () => Promise<T>): Promise<T> {
	try {
		return await step();
	} catch (error) {
		if (error instanceof OAuthError) throw error;
		if (error instanceof oauth.ResponseBodyError) {
			throw new OAuthError(`${what}: ${oauthErrorCode(error.error)}`, error.status);
		}
		if (error instanceof oauth.WWWAuthenticateChallengeError) throw new OAuthError(`${what}: refused`, error.status);
		const reason = error instanceof Error && error.name === "TimeoutError" ? "network timeout" : "failed";
		throw new OAuthError(`${what}: ${reason}${error instanceof Error ? ` (${error.message})` : ""}`);
	}
}

const providerFor = (config: AppConfig, fetcher: UpstreamFetch, timeoutMs: number) =>
	upstreamStep("discovery", () => resolveProvider(config, fetcher, timeoutMs));

/** The ID token is checked (issuer, audience, nonce) only when OpenID is asked for; then a nonce binds it. */
const wantsIdToken = (config: AppConfig) => config.OAUTH_SCOPE.split(" ").includes("openid");

/** How far an ID token's `iat` may lie ahead of our clock (the IdP's clock and ours drift apart a little). */
export const ID_TOKEN_IAT_SKEW_SECONDS = 60;

type Provider = Awaited<ReturnType<typeof resolveProvider>>;

/**
 * What oauth4webapi leaves to us about an ID token: its signature, against the IdP's JWKS (found by
 * discovery, cached, fetched again for an unknown key id), and an `iat` no later than our clock allows.
 * `response` is the token endpoint's answer the token came in.
 */
async function checkIdToken(provider: Provider, response: Response, tokens: oauth.TokenEndpointResponse, ms: number) {
	const claims = oauth.getValidatedIdTokenClaims(tokens);
	if (!claims) return;
	if (claims.iat > Math.floor(Date.now() / 1000) + ID_TOKEN_IAT_SKEW_SECONDS) {
		throw new OAuthError("id token: issued in the future");
	}
	if (!provider.as.jwks_uri) throw new OAuthError("id token: the provider publishes no jwks_uri");
	await oauth.validateApplicationLevelSignature(provider.as, response, provider.signatureOptions(ms));
}

/** A new sign-in: the authorize URL (PKCE S256, state, nonce) and its transaction; a preview seals its state for the relay. */
export async function beginSignIn(
	config: AppConfig,
	fetcher: UpstreamFetch,
	returnTo: string,
	options: { unauthorized?: boolean; timeoutMs?: number } = {},
) {
	const provider = await providerFor(config, fetcher, options.timeoutMs ?? OAUTH_TIMEOUT_MS);
	const random = oauth.generateRandomState();
	const state = signsInThroughRelay(config) ? await sealRelayState(config, random) : random;
	const codeVerifier = oauth.generateRandomCodeVerifier();
	const nonce = wantsIdToken(config) ? oauth.generateRandomNonce() : undefined;
	if (!provider.as.authorization_endpoint) throw new OAuthError("no authorization endpoint");
	const url = new URL(provider.as.authorization_endpoint);
	url.searchParams.set("response_type", "code");
	url.searchParams.set("client_id", config.OAUTH_CLIENT_ID);
	url.searchParams.set("redirect_uri", config.OAUTH_REDIRECT_URI);
	url.searchParams.set("scope", config.OAUTH_SCOPE);
	url.searchParams.set("state", state);
	url.searchParams.set("code_challenge", await oauth.calculatePKCECodeChallenge(codeVerifier));
	url.searchParams.set("code_challenge_method", "S256");
	if (nonce) url.searchParams.set("nonce", nonce);
	if (options.unauthorized) url.searchParams.set("unauthorized", "true");
	const transaction: OAuthTransaction = { state, codeVerifier, nonce, returnTo, createdAt: Date.now() };
	return { url, transaction };
}

function sessionFrom(tokens: oauth.TokenEndpointResponse, sub: string, config: AppConfig, previous?: MemberSession) {
	return {
		access_token: tokens.access_token,
		// Rotation: keep the old refresh token only when the server did not send a new one.
		refresh_token: tokens.refresh_token ?? previous?.refresh_token,
		id_token: tokens.id_token ?? previous?.id_token,
		// oauth4webapi lower-cases it; the APIs expect the scheme as RFC 6750 writes it.
		token_type: tokens.token_type === "bearer" ? "Bearer" : tokens.token_type,
		scope: tokens.scope ?? previous?.scope ?? config.OAUTH_SCOPE,
		// Only the subject is kept: the cookie stays small and holds no personal data.
		profile: { sub },
		expires_at: Math.floor(Date.now() / 1000) + (tokens.expires_in ?? 3600),
		session_state: typeof tokens.session_state === "string" ? tokens.session_state : previous?.session_state,
	} satisfies MemberSession;
}

/** Checks the IdP's response (`iss`, state, error), exchanges the code, reads the subject; revokes on a later failure. */
export async function completeSignIn(
	config: AppConfig,
	fetcher: UpstreamFetch,
	transaction: OAuthTransaction,
	callbackUrl: URL,
	timeoutMs = OAUTH_TIMEOUT_MS,
): Promise<MemberSession> {
	const provider = await providerFor(config, fetcher, timeoutMs);
	const { as, client, clientAuth } = provider;
	// oauth4webapi reads an empty `iss` as none at all, which an IdP that does not announce `iss` allows.
	if (callbackUrl.searchParams.get("iss") === "") throw new OAuthError("empty iss", 400, "issuer");
	let parameters: URLSearchParams;
	try {
		parameters = oauth.validateAuthResponse(as, client, callbackUrl, transaction.state);
	} catch (error) {
		if (error instanceof oauth.AuthorizationResponseError)
			throw new OAuthError(`denied: ${oauthErrorCode(error.error)}`, 400, "denied");
		const issuer = error instanceof Error && /"iss"/.test(error.message);
		throw new OAuthError(
			error instanceof Error ? error.message : "invalid response",
			400,
			issuer ? "issuer" : "denied",
		);
	}
	const { tokens, response } = await upstreamStep("code exchange", async () => {
		const response = await oauth.authorizationCodeGrantRequest(
			as,
			client,
			clientAuth,
			parameters,
			config.OAUTH_REDIRECT_URI,
			transaction.codeVerifier,
			provider.options(timeoutMs),
		);
		try {
			const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, {
				expectedNonce: transaction.nonce ?? oauth.expectNoNonce,
				requireIdToken: transaction.nonce !== undefined,
			});
			return { tokens, response };
		} catch (error) {
			if (error instanceof oauth.ResponseBodyError && error.error === "invalid_grant")
				throw new OAuthError("code exchange: invalid_grant", error.status, "refused");
			throw error;
		}
	});
	const idTokenSub = oauth.getValidatedIdTokenClaims(tokens)?.sub;
	try {
		await upstreamStep("id token", () => checkIdToken(provider, response, tokens, timeoutMs));
		const sub = await upstreamStep("userinfo", async () => {
			const response = await oauth.userInfoRequest(as, client, tokens.access_token, provider.options(timeoutMs));
			const claims = await oauth.processUserInfoResponse(as, client, idTokenSub ?? oauth.skipSubjectCheck, response);
			return claims.sub;
		});
		return sessionFrom(tokens, sub, config);
	} catch (error) {
		await revokeSession(config, fetcher, tokens, timeoutMs);
		throw error;
	}
}

/** Renews the access token with the refresh token (rotation: the new refresh token replaces the old). */
export async function refreshSession(
	config: AppConfig,
	fetcher: UpstreamFetch,
	session: MemberSession,
	timeoutMs = OAUTH_TIMEOUT_MS,
): Promise<MemberSession> {
	const refreshToken = session.refresh_token;
	if (!refreshToken) throw new OAuthError("no refresh token");
	const provider = await providerFor(config, fetcher, timeoutMs);
	const tokens = await upstreamStep("refresh", async () => {
		const { as, client, clientAuth } = provider;
		const response = await oauth.refreshTokenGrantRequest(
			as,
			client,
			clientAuth,
			refreshToken,
			provider.options(timeoutMs),
		);
		try {
			const tokens = await oauth.processRefreshTokenResponse(as, client, response);
			await checkIdToken(provider, response, tokens, timeoutMs);
			return tokens;
		} catch (error) {
			// The grant is gone (spent, revoked, expired): the one answer that ends a sign-in.
			if (error instanceof oauth.ResponseBodyError && error.error === "invalid_grant")
				throw new OAuthError("refresh: invalid_grant", error.status, "refused");
			throw error;
		}
	});
	return sessionFrom(tokens, session.profile.sub, config, session);
}

/** Revokes the refresh and access tokens (RFC 7009); failures are logged, never thrown. */
export async function revokeSession(
	config: AppConfig,
	fetcher: UpstreamFetch,
	session: Pick<MemberSession, "access_token" | "refresh_token">,
	timeoutMs = OAUTH_TIMEOUT_MS,
): Promise<void> {
	let provider: Awaited<ReturnType<typeof resolveProvider>>;
	try {
		provider = await providerFor(config, fetcher, timeoutMs);
	} catch (error) {
		log("warn", "token revocation failed", errorFields(error));
		return;
	}
	const { as, client, clientAuth } = provider;
	if (!as.revocation_endpoint) return;
	const tokens = [
		[session.refresh_token, "refresh_token"],
		[session.access_token, "access_token"],
	] as const;
	await Promise.all(
		tokens.map(async ([token, hint]) => {
			if (!token) return;
			try {
				const response = await oauth.revocationRequest(as, client, clientAuth, token, {
					...provider.options(timeoutMs),
					additionalParameters: { token_type_hint: hint },
				});
				await oauth.processRevocationResponse(response);
			} catch (error) {
				log("warn", "token revocation failed", errorFields(error));
			}
		}),
	);
}

/** The IdP's end-session address (RP-initiated logout), or null; the member comes back to our sign-in page. */
export async function endSessionUrl(
	config: AppConfig,
	fetcher: UpstreamFetch,
	session: MemberSession | null,
	timeoutMs = OAUTH_TIMEOUT_MS,
): Promise<URL | null> {
	let endpoint: string | undefined;
	try {
		endpoint = (await providerFor(config, fetcher, timeoutMs)).as.end_session_endpoint;
	} catch (error) {
		log("warn", "end-session endpoint unknown", errorFields(error));
		return null;
	}
	if (!endpoint) return null;
	const url = new URL(endpoint);
	url.searchParams.set("client_id", config.OAUTH_CLIENT_ID);
	url.searchParams.set("post_logout_redirect_uri", new URL("/login", config.HOST_URL).toString());
	if (session?.id_token) url.searchParams.set("id_token_hint", session.id_token);
	return url;
}

/** docs/session.md: renew when the access token expires within 60 s. */
const REFRESH_MARGIN_SECONDS = 60;

export function needsRefresh(session: MemberSession, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
	return session.expires_at - nowSeconds <= REFRESH_MARGIN_SECONDS;
}
