import * as z from "zod";
import { createContactDetailSchema } from "#app/contract/lime/contact-detail";
import { parseCookieHeader, SealedCookie } from "./cookie-jar.server";

/** SPEC §3 user session, kept server-side in a sealed cookie (field names as in the spec). */
export const memberSessionSchema = z.object({
	access_token: z.string().min(1),
	refresh_token: z.string().optional(),
	id_token: z.string().optional(),
	token_type: z.string(),
	scope: z.string(),
	profile: z.object({ sub: z.string() }).loose(),
	/** Seconds since the epoch. */
	expires_at: z.number(),
	session_state: z.string().optional(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

/** One sign-in attempt: state, PKCE verifier and where to return (SPEC §9: stale after 15 minutes). */
export const oauthTransactionSchema = z.object({
	state: z.string().min(1),
	codeVerifier: z.string().min(43),
	returnTo: z.string(),
	createdAt: z.number(),
});
export type OAuthTransaction = z.infer<typeof oauthTransactionSchema>;
export const OAUTH_TRANSACTION_MAX_AGE = 15 * 60;

/** SPEC §3 authentication state: pin code + its creation time, and the guid, bound to one member. */
export const trustedBrowserSchema = z.object({
	sub: z.string(),
	pinCode: z.string().optional(),
	/** Milliseconds since the epoch (SPEC: pinCodeAt). */
	pinCodeAt: z.number().optional(),
	guid: z.string().optional(),
});
export type TrustedBrowser = z.infer<typeof trustedBrowserSchema>;

/** When the two-factor code was last sent to this member from this browser: a reload does not send it again. */
export const pinSentSchema = z.object({ sub: z.string(), at: z.number() });

/** Lime (contact-detail flow) access token, valid only for the URL token it was issued for. */
export const limeAccessSchema = z.object({ urlToken: z.string(), accessToken: z.string() });

/**
 * Contact details the lime API has confirmed, kept between the confirmation
 * screen and the final POST (never in the URL); bound to the URL token.
 */
export const limeDraftSchema = z.object({ urlToken: z.string(), payload: createContactDetailSchema });

/** Toasts to show after a redirect (the browser renders them with react-hot-toast). */
export const flashSchema = z.object({
	toasts: z
		.array(
			z.object({
				type: z.enum(["default", "warn", "error", "success"]),
				title: z.string().optional(),
				text: z.string(),
			}),
		)
		.max(5),
});
export type Flash = z.infer<typeof flashSchema>;

const ONE_YEAR = 400 * 24 * 60 * 60;

export function createRequestCookies(secrets: readonly string[]) {
	return {
		session: new SealedCookie(
			{ name: "__Host-session", purpose: "member-session", schema: memberSessionSchema },
			secrets,
		),
		oauthTransaction: new SealedCookie(
			{
				name: "__Host-oauth-tx",
				purpose: "oauth-transaction",
				schema: oauthTransactionSchema,
				maxAge: OAUTH_TRANSACTION_MAX_AGE,
			},
			secrets,
		),
		trustedBrowser: new SealedCookie(
			{ name: "__Host-trusted-browser", purpose: "trusted-browser", schema: trustedBrowserSchema, maxAge: ONE_YEAR },
			secrets,
		),
		pinSent: new SealedCookie(
			{ name: "__Host-pin-sent", purpose: "pin-sent", schema: pinSentSchema, maxAge: 15 * 60 },
			secrets,
		),
		lime: new SealedCookie(
			{ name: "__Host-lime", purpose: "lime-access", schema: limeAccessSchema, maxAge: 60 * 60 },
			secrets,
		),
		limeDraft: new SealedCookie(
			{ name: "__Host-lime-draft", purpose: "lime-draft", schema: limeDraftSchema, maxAge: 30 * 60 },
			secrets,
		),
		flash: new SealedCookie({ name: "__Host-flash", purpose: "flash", schema: flashSchema, maxAge: 60 }, secrets),
	};
}

export type RequestCookies = ReturnType<typeof createRequestCookies>;

export async function loadRequestCookies(request: Request, secrets: readonly string[]): Promise<RequestCookies> {
	const header = parseCookieHeader(request.headers.get("Cookie"));
	const cookies = createRequestCookies(secrets);
	await Promise.all(Object.values(cookies).map((cookie) => cookie.load(header)));
	return cookies;
}

export async function setCookieLines(cookies: RequestCookies): Promise<string[]> {
	const lines = await Promise.all(Object.values(cookies).map((cookie) => cookie.toSetCookies()));
	return lines.flat();
}
