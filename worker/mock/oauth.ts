import { Hono } from "hono";
import { html } from "hono/html";
import { configFromEnv } from "#app/lib/config.server";
import { DEMO_MEMBERS, findMember, MOCK_PASSWORD } from "./members";
import { currentPasswordOf } from "./state";
import { issueAccessToken, memberFromRequest, revokeAccessToken, revokeAccessTokensOfGrant } from "./tokens";

/**
 * The default env's IdP: code flow with PKCE S256; reusing a rotated refresh token revokes the grant,
 * except within a reuse interval after its rotation, as common IdPs grant (a client whose rotated
 * answer was lost may ask again: docs/decisions/130-renewal-survives-blips.md).
 */
export const REFRESH_REUSE_INTERVAL_MS = 30_000;
/** The interval in force; tests shorten it rather than move the clock of every test beside them. */
export const idpSettings = { reuseIntervalMs: REFRESH_REUSE_INTERVAL_MS };
const ACCESS_TOKEN_SECONDS = 60 * 60;
const CODE_SECONDS = 60;

type PendingCode = {
	memberId: number;
	redirectUri: string;
	codeChallenge: string;
	expiresAt: number;
	tokenSeconds: number;
};
const codes = new Map<string, PendingCode>();
type Grant = { memberId: number; tokenSeconds: number };
type IssuedRefreshToken = Grant & { grantId: string; used: boolean; usedAt?: number };
/** Refresh token -> its grant; a used token is kept, marked, to recognise its reuse. */
const refreshTokens = new Map<string, IssuedRefreshToken>();
/** Refresh grants answered, for tests that count what reached the IdP. */
let refreshGrants = 0;

function randomToken(prefix: string): string {
	return `${prefix}-${crypto.randomUUID().replaceAll("-", "")}`;
}

async function s256(verifier: string): Promise<string> {
	const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
	let binary = "";
	for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
	return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

type AuthorizeParams = Record<
	"client_id" | "redirect_uri" | "response_type" | "scope" | "state" | "code_challenge" | "code_challenge_method",
	string
> & { unauthorized: string; token_lifetime: string };

function readAuthorizeParams(source: (name: string) => string | undefined): AuthorizeParams {
	const read = (name: string) => source(name) ?? "";
	return {
		client_id: read("client_id"),
		redirect_uri: read("redirect_uri"),
		response_type: read("response_type"),
		scope: read("scope"),
		state: read("state"),
		code_challenge: read("code_challenge"),
		code_challenge_method: read("code_challenge_method"),
		unauthorized: read("unauthorized"),
		token_lifetime: read("token_lifetime"),
	};
}

function authorizePage(params: AuthorizeParams, error?: string) {
	const hidden = Object.entries(params).map(
		([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
	);
	return html`<!doctype html>
<html lang="ja">
<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>ログイン（開発用認証サーバー）</title>
<style>
body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.7;color:#222}
fieldset{border:1px solid #ccc;border-radius:6px;padding:1rem}label{display:block;margin:.25rem 0}
.error{color:#b00020;font-weight:700}.notice{background:#fff3e8;padding:.75rem;border-radius:6px}
button{min-height:44px;padding:.5rem 1.5rem;background:#b84f00;color:#fff;border:0;border-radius:6px;font:inherit;font-weight:700}
input[type=password]{font:inherit;padding:.4rem;width:100%;max-width:20rem}
</style></head>
<body>
<main>
<h1>ログイン</h1>
<p>開発用の認証サーバーです。デモ会員を選んでログインしてください（パスワード: <code>${MOCK_PASSWORD}</code>）。</p>
${params.unauthorized === "true" ? html`<p class="notice" role="status">認証の有効期限が切れました。もう一度ログインしてください。</p>` : ""}
${error ? html`<p class="error" role="alert" id="login-error">${error}</p>` : ""}
<form method="post" action="/_mock/oauth/authorize">
${hidden}
<fieldset><legend>デモ会員</legend>
${DEMO_MEMBERS.map(
	(member, index) =>
		html`<label><input type="radio" name="login_id" value="${member.loginId}" ${index === 0 ? "checked" : ""} /> ${member.name}（${member.loginId}）— ${member.purpose}</label>`,
)}
</fieldset>
<p><label for="password">パスワード</label>
<input id="password" name="password" type="password" autocomplete="current-password" required ${error ? html`aria-describedby="login-error"` : ""} /></p>
<button type="submit">ログイン</button>
</form>
</main>
</body></html>`;
}

export const oauthApp = new Hono<{ Bindings: Record<string, unknown> }>();

/** Problems that must not redirect back (unknown client or redirect URI), per RFC 6749 section 4.1.2.1. */
function clientProblem(env: Record<string, unknown>, params: AuthorizeParams): string | null {
	const config = configFromEnv(env);
	if (params.client_id !== config.OAUTH_CLIENT_ID) return "client_id が正しくありません。";
	if (params.redirect_uri !== config.OAUTH_REDIRECT_URI) return "redirect_uri が登録されたものと一致しません。";
	return null;
}

function redirectProblem(params: AuthorizeParams): string | null {
	if (params.response_type !== "code") return "unsupported_response_type";
	if (params.code_challenge_method !== "S256" || params.code_challenge.length < 43) return "invalid_request";
	if (params.scope !== "public") return "invalid_scope";
	if (!params.state) return "invalid_request";
	return null;
}

function redirectWith(params: AuthorizeParams, values: Record<string, string>): Response {
	const target = new URL(params.redirect_uri);
	for (const [name, value] of Object.entries(values)) target.searchParams.set(name, value);
	if (params.state) target.searchParams.set("state", params.state);
	return new Response(null, { status: 302, headers: { Location: target.toString() } });
}

oauthApp.get("/authorize", (c) => {
	const params = readAuthorizeParams((name) => c.req.query(name));
	const problem = clientProblem(c.env, params);
	if (problem)
		return c.html(
			html`<!doctype html><html lang="ja"><title>認証エラー</title><main><h1>認証エラー</h1><p>${problem}</p></main></html>`,
			400,
		);
	const error = redirectProblem(params);
	if (error) return redirectWith(params, { error });
	return c.html(authorizePage(params));
});

oauthApp.post("/authorize", async (c) => {
	const form = await c.req.formData();
	const params = readAuthorizeParams((name) => form.get(name)?.toString());
	const problem = clientProblem(c.env, params);
	if (problem) return c.text(problem, 400);
	const error = redirectProblem(params);
	if (error) return redirectWith(params, { error });
	const member = DEMO_MEMBERS.find((candidate) => candidate.loginId === form.get("login_id"));
	if (!member || form.get("password") !== (currentPasswordOf(member.id) ?? MOCK_PASSWORD)) {
		return c.html(authorizePage(params, "ログインIDまたはパスワードが正しくありません。"), 401);
	}
	const code = randomToken("mock-code");
	const lifetime = Number.parseInt(params.token_lifetime, 10);
	codes.set(code, {
		memberId: member.id,
		redirectUri: params.redirect_uri,
		codeChallenge: params.code_challenge,
		expiresAt: Date.now() + CODE_SECONDS * 1000,
		tokenSeconds: Number.isInteger(lifetime) && lifetime > 0 ? lifetime : ACCESS_TOKEN_SECONDS,
	});
	return redirectWith(params, { code });
});

function tokenError(error: string, status = 400): Response {
	return Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });
}

function issueTokens({ memberId, tokenSeconds }: Grant, grantId: string): Response {
	const refreshToken = randomToken("mock-rt");
	refreshTokens.set(refreshToken, { memberId, tokenSeconds, grantId, used: false });
	return Response.json(
		{
			access_token: issueAccessToken(memberId, tokenSeconds, grantId),
			token_type: "Bearer",
			expires_in: tokenSeconds,
			refresh_token: refreshToken,
			scope: "public",
			session_state: randomToken("mock-ss"),
		},
		{ headers: { "Cache-Control": "no-store" } },
	);
}

oauthApp.post("/token", async (c) => {
	const form = await c.req.formData();
	const field = (name: string) => form.get(name)?.toString() ?? "";
	const config = configFromEnv(c.env);
	if (field("client_id") !== config.OAUTH_CLIENT_ID || field("client_secret") !== config.OAUTH_CLIENT_SECRET) {
		return tokenError("invalid_client", 401);
	}
	if (field("grant_type") === "authorization_code") {
		const code = codes.get(field("code"));
		codes.delete(field("code")); // single use, even when the rest fails
		if (!code || code.expiresAt < Date.now()) return tokenError("invalid_grant");
		if (field("redirect_uri") !== code.redirectUri) return tokenError("invalid_grant");
		if ((await s256(field("code_verifier"))) !== code.codeChallenge) return tokenError("invalid_grant");
		return issueTokens(code, randomToken("mock-grant"));
	}
	if (field("grant_type") === "refresh_token") {
		refreshGrants++;
		const grant = refreshTokens.get(field("refresh_token"));
		if (!grant) return tokenError("invalid_grant");
		if (grant.used && Date.now() - (grant.usedAt ?? 0) > idpSettings.reuseIntervalMs) {
			revokeGrant(grant.grantId);
			return tokenError("invalid_grant");
		}
		grant.used = true;
		grant.usedAt ??= Date.now();
		return issueTokens(grant, grant.grantId);
	}
	return tokenError("unsupported_grant_type");
});

oauthApp.get("/userinfo", (c) => {
	const member = memberFromRequest(c.req.raw);
	if (!member) return c.json({ error: "invalid_token" }, 401);
	return c.json({ sub: String(member.id), name: member.name, email: member.email });
});

oauthApp.post("/revoke", async (c) => {
	const form = await c.req.formData();
	const config = configFromEnv(c.env);
	if (form.get("client_id") !== config.OAUTH_CLIENT_ID || form.get("client_secret") !== config.OAUTH_CLIENT_SECRET) {
		return tokenError("invalid_client", 401);
	}
	const token = form.get("token")?.toString() ?? "";
	const grant = refreshTokens.get(token);
	// Revoking a refresh token ends its grant (RFC 7009 section 2.1: the provider may revoke related tokens).
	if (grant) revokeGrant(grant.grantId);
	revokeAccessToken(token);
	// RFC 7009: 200 whether or not the token was known.
	return c.body(null, 200);
});

function revokeGrant(grantId: string): void {
	for (const [token, grant] of refreshTokens) if (grant.grantId === grantId) refreshTokens.delete(token);
	revokeAccessTokensOfGrant(grantId);
}

/** For tests: how many refresh tokens of a member are still unused. */
export function liveRefreshTokenCount(memberId: number): number {
	return [...refreshTokens.values()].filter(
		(grant) => grant.memberId === memberId && !grant.used && findMember(grant.memberId),
	).length;
}

/** For tests: how many refresh-token grants reached the token endpoint so far. */
export function refreshGrantCount(): number {
	return refreshGrants;
}
