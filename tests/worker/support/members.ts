import type { RequestCookies } from "#app/session/cookies.server";
import { limeMock } from "../../../worker/mock/lime";
import { DEMO_CONTACT_DETAIL } from "../../fixtures/lime";
import { signIn } from "../mock-helpers";

export { DEMO_CONTACT_DETAIL };

/* A browser's sealed cookies after the steps a route needs, obtained from the mock itself. */

/** Demo member ids (docs/mock-backend.md): 1001 SMS, 1002 e-mail only, 1003 forced change, 1004 webview. */
export type DemoMemberId = 1001 | 1002 | 1003 | 1004 | 1009;

/** Signed in, and past two-factor on this browser: what /callback and the PIN page leave behind. */
/** What the member check records once a member's pages load: the proxy serves them from then on. */
export function passTwoFactor(cookies: RequestCookies): void {
	const session = cookies.session.value;
	if (session) cookies.session.set({ ...session, twoFactorPassed: true });
}

export async function signInMember(cookies: RequestCookies, memberId: DemoMemberId = 1001): Promise<void> {
	const headers = await signIn(memberId);
	const sub = String(memberId);
	cookies.session.set({
		access_token: (headers.Authorization ?? "").replace(/^Bearer /, ""),
		token_type: "Bearer",
		scope: "public",
		profile: { sub },
		expires_at: Math.floor(Date.now() / 1000) + 3600,
		last_seen_at: Date.now(),
	});
	cookies.trustedBrowser.set({ sub, pinCode: headers["x-pin-code"], pinCodeAt: Date.now(), guid: headers["x-guid"] });
}

/** The demo lime link of 山田 太郎 and what identifies him on /auth. */
export const DEMO_LIME = {
	urlToken: "demo-lime",
	identity: { birthDate: "1980-04-01", nameKana: "ヤマダ タロウ", kigou: "1234", number: "5678" },
} as const;

/** Identified on the link's /auth page: the lime access token in its cookie, bound to the link. */
export async function authenticateLink(cookies: RequestCookies, urlToken: string = DEMO_LIME.urlToken): Promise<void> {
	const response = await limeMock.request("/api/lime/v1/users/authenticate", {
		method: "POST",
		headers: { "Content-Type": "application/json" },
		body: JSON.stringify({ urlToken, ...DEMO_LIME.identity }),
	});
	if (!response.ok) throw new Error(`lime authentication failed: ${response.status}`);
	const { accessToken } = (await response.json()) as { accessToken: string };
	cookies.lime.set({ urlToken, accessToken });
}

/** Confirmed on /input: the sealed draft the confirmation page sends. */
export function confirmContactDetail(cookies: RequestCookies, urlToken: string = DEMO_LIME.urlToken): void {
	cookies.limeDraft.set({ urlToken, payload: DEMO_CONTACT_DETAIL });
}
