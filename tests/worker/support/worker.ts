import { exports } from "cloudflare:workers";
import { createRequestCookies, type MemberSession } from "#app/session/cookies.server";

export const ORIGIN = "http://localhost:8787";
/** The default env's mock-only secret (wrangler.toml). */
export const MOCK_SECRET = "mock-only-session-secret-not-for-real-environments";

const worker = (exports as { default: { fetch(request: Request): Promise<Response> } }).default;

export function send(path: string, init: RequestInit = {}): Promise<Response> {
	return worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }));
}

/** What the stub renderer saw in React Router's context. */
export async function pageContext(response: Response) {
	const text = await response.text();
	const json = /<pre id="context">(.*)<\/pre>/.exec(text)?.[1];
	if (!json) throw new Error(`not a page: ${response.status} ${text.slice(0, 200)}`);
	return JSON.parse(json) as {
		path: string;
		origin: string | null;
		signedIn: boolean;
		sub: string | null;
		expiresAt: number | null;
		/** Whether React Router was handed the static-assets binding. */
		staticAssets: boolean;
	};
}

/** A Cookie header carrying a session sealed exactly as the worker seals it. */
export async function sessionCookieHeader(session: MemberSession, secrets = [MOCK_SECRET]): Promise<string> {
	const cookies = createRequestCookies(secrets);
	cookies.session.set(session);
	return cookieHeader(await cookies.session.toSetCookies());
}

/** Turns Set-Cookie lines into the Cookie header a browser would send back. */
export function cookieHeader(setCookies: string[]): string {
	return setCookies
		.map((line) => line.split(";")[0] ?? "")
		.filter((pair) => !pair.endsWith("="))
		.join("; ");
}

export function setCookiesOf(response: Response): string[] {
	return response.headers.getSetCookie();
}

async function s256(verifier: string): Promise<string> {
	const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
	return btoa(String.fromCharCode(...new Uint8Array(digest)))
		.replaceAll("+", "-")
		.replaceAll("/", "_")
		.replace(/=+$/, "");
}

/** Signs a demo member in at the mock IdP by hand and returns its token response. */
export async function mockTokens(loginId: string, tokenLifetime?: number) {
	const verifier = "v".repeat(30) + crypto.randomUUID().replaceAll("-", "");
	const form = new URLSearchParams({
		client_id: "mock-client",
		redirect_uri: `${ORIGIN}/callback`,
		response_type: "code",
		scope: "public",
		state: "test-state",
		code_challenge: await s256(verifier),
		code_challenge_method: "S256",
		unauthorized: "",
		token_lifetime: tokenLifetime ? String(tokenLifetime) : "",
		login_id: loginId,
		password: "Password123!",
	});
	const authorized = await send("/_mock/oauth/authorize", { method: "POST", body: form });
	const code = new URL(authorized.headers.get("Location") ?? "").searchParams.get("code");
	if (!code) throw new Error(`authorize failed: ${authorized.status}`);
	const token = await send("/_mock/oauth/token", {
		method: "POST",
		body: new URLSearchParams({
			grant_type: "authorization_code",
			code,
			redirect_uri: `${ORIGIN}/callback`,
			code_verifier: verifier,
			client_id: "mock-client",
			client_secret: "mock-client-secret",
		}),
	});
	return (await token.json()) as { access_token: string; refresh_token: string; id_token?: string; expires_in: number };
}

/** A member's session; one that still owes two-factor (`owesTwoFactor`) is what the callback leaves. */
export async function sessionFor(
	loginId: string,
	expiresInSeconds: number,
	{ owesTwoFactor = false } = {},
): Promise<MemberSession> {
	const tokens = await mockTokens(loginId);
	const sub = { sms: "1001", email: "1002", weak: "1003", webview: "1004" }[loginId] ?? "0";
	return {
		access_token: tokens.access_token,
		refresh_token: tokens.refresh_token,
		id_token: tokens.id_token,
		token_type: "Bearer",
		scope: "public",
		profile: { sub },
		expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
		sid: crypto.randomUUID(),
		session_expires_at: Math.floor(Date.now() / 1000) + 14 * 24 * 60 * 60,
		last_seen_at: Date.now(),
		...(owesTwoFactor ? {} : { twoFactorPassed: true as const }),
	};
}
