import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from "arctic";
import * as z from "zod";
import type { AppConfig } from "#app/lib/config.server";
import type { UpstreamFetch } from "#app/lib/context.server";
import { sealRelayState, signsInThroughRelay } from "./auth-relay.server";
import type { MemberSession, OAuthTransaction } from "./cookies.server";

/** SPEC §6: the only scope requested. */
export const OAUTH_SCOPE = "public";
/** SPEC §9: silent request timeout; arctic's own calls have none, so ours carry it. */
const OAUTH_TIMEOUT_MS = 10_000;

export function oauthEndpoints(config: AppConfig) {
	const base = config.API_BASE_URL;
	return {
		authorize: `${base}/oauth/authorize`,
		token: `${base}/oauth/token`,
		userinfo: `${base}/oauth/userinfo`,
		revoke: `${base}/oauth/revoke`,
	};
}

export class OAuthError extends Error {
	override name = "OAuthError";
	constructor(
		message: string,
		readonly status?: number,
	) {
		super(message);
	}
}

/**
 * A new sign-in attempt: the authorize URL (PKCE S256) and the transaction to keep. A preview,
 * whose callback is the stable host's, sends a state that lets that host relay back here.
 */
export async function beginSignIn(config: AppConfig, returnTo: string, options: { unauthorized?: boolean } = {}) {
	const nonce = generateState();
	const state = signsInThroughRelay(config) ? await sealRelayState(config, nonce) : nonce;
	const codeVerifier = generateCodeVerifier();
	const client = new OAuth2Client(config.OAUTH_CLIENT_ID, null, config.OAUTH_REDIRECT_URI);
	const url = client.createAuthorizationURLWithPKCE(
		oauthEndpoints(config).authorize,
		state,
		CodeChallengeMethod.S256,
		codeVerifier,
		[OAUTH_SCOPE],
	);
	if (options.unauthorized) url.searchParams.set("unauthorized", "true");
	const transaction: OAuthTransaction = { state, codeVerifier, returnTo, createdAt: Date.now() };
	return { url, transaction };
}

const tokenResponseSchema = z.object({
	access_token: z.string().min(1),
	token_type: z.string().default("Bearer"),
	expires_in: z.coerce.number().positive().default(3600),
	refresh_token: z.string().optional(),
	id_token: z.string().optional(),
	scope: z.string().optional(),
	session_state: z.string().optional(),
});

async function postForm(
	fetcher: UpstreamFetch,
	url: string,
	form: Record<string, string>,
	timeoutMs: number,
): Promise<Response> {
	try {
		return await fetcher(url, {
			method: "POST",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
			body: new URLSearchParams(form).toString(),
			signal: AbortSignal.timeout(timeoutMs),
			redirect: "manual",
		});
	} catch (error) {
		throw new OAuthError(error instanceof Error && error.name === "TimeoutError" ? "network timeout" : "network error");
	}
}

async function requestTokens(
	config: AppConfig,
	fetcher: UpstreamFetch,
	grant: Record<string, string>,
	{ previous, timeoutMs = OAUTH_TIMEOUT_MS }: { previous?: MemberSession; timeoutMs?: number } = {},
): Promise<MemberSession> {
	const response = await postForm(
		fetcher,
		oauthEndpoints(config).token,
		{ ...grant, client_id: config.OAUTH_CLIENT_ID, client_secret: config.OAUTH_CLIENT_SECRET },
		timeoutMs,
	);
	if (!response.ok) throw new OAuthError("token request refused", response.status);
	const parsed = tokenResponseSchema.safeParse(await response.json().catch(() => null));
	if (!parsed.success) throw new OAuthError("invalid token response");
	const tokens = parsed.data;
	const profile = previous?.profile ?? (await fetchProfile(config, fetcher, tokens.access_token, timeoutMs));
	return {
		access_token: tokens.access_token,
		// Rotation: keep the old refresh token only when the server did not send a new one.
		refresh_token: tokens.refresh_token ?? previous?.refresh_token,
		id_token: tokens.id_token ?? previous?.id_token,
		token_type: tokens.token_type,
		scope: tokens.scope ?? previous?.scope ?? OAUTH_SCOPE,
		profile,
		expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
		session_state: tokens.session_state ?? previous?.session_state,
	};
}

const userinfoSchema = z.object({ sub: z.coerce.string().min(1) }).loose();

async function fetchProfile(config: AppConfig, fetcher: UpstreamFetch, accessToken: string, timeoutMs: number) {
	let response: Response;
	try {
		response = await fetcher(oauthEndpoints(config).userinfo, {
			headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
			signal: AbortSignal.timeout(timeoutMs),
		});
	} catch {
		throw new OAuthError("network error");
	}
	if (!response.ok) throw new OAuthError("userinfo refused", response.status);
	const parsed = userinfoSchema.safeParse(await response.json().catch(() => null));
	// SPEC §8: "missing subject claim".
	if (!parsed.success) throw new OAuthError("missing subject claim");
	// Only the subject is kept: the cookie stays small and holds no personal data.
	return { sub: parsed.data.sub };
}

export function exchangeCode(
	config: AppConfig,
	fetcher: UpstreamFetch,
	code: string,
	codeVerifier: string,
	timeoutMs = OAUTH_TIMEOUT_MS,
) {
	return requestTokens(
		config,
		fetcher,
		{ grant_type: "authorization_code", code, redirect_uri: config.OAUTH_REDIRECT_URI, code_verifier: codeVerifier },
		{ timeoutMs },
	);
}

export function refreshSession(config: AppConfig, fetcher: UpstreamFetch, session: MemberSession) {
	if (!session.refresh_token) return Promise.reject(new OAuthError("no refresh token"));
	return requestTokens(
		config,
		fetcher,
		{ grant_type: "refresh_token", refresh_token: session.refresh_token },
		{ previous: session },
	);
}

/** Revokes refresh then access token; failures are logged, never block signing out. */
export async function revokeSession(
	config: AppConfig,
	fetcher: UpstreamFetch,
	session: MemberSession,
	timeoutMs = OAUTH_TIMEOUT_MS,
): Promise<void> {
	const tokens: Array<[string, string]> = [];
	if (session.refresh_token) tokens.push([session.refresh_token, "refresh_token"]);
	tokens.push([session.access_token, "access_token"]);
	await Promise.all(
		tokens.map(async ([token, hint]) => {
			try {
				const response = await postForm(
					fetcher,
					oauthEndpoints(config).revoke,
					{
						token,
						token_type_hint: hint,
						client_id: config.OAUTH_CLIENT_ID,
						client_secret: config.OAUTH_CLIENT_SECRET,
					},
					timeoutMs,
				);
				if (!response.ok) console.warn(`token revocation answered ${response.status}`);
			} catch (error) {
				console.warn("token revocation failed", error instanceof Error ? error.message : "");
			}
		}),
	);
}

/** SPEC §9 / DESIGN: renew when the access token expires within 60 s. */
export const REFRESH_MARGIN_SECONDS = 60;

export function needsRefresh(session: MemberSession, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
	return session.expires_at - nowSeconds <= REFRESH_MARGIN_SECONDS;
}
