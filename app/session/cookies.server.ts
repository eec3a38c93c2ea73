import * as z from "zod";
import { createContactDetailSchema } from "#app/contract/lime/contact-detail";
import { parseCookieHeader, SealedCookie } from "./cookie-jar.server";
import { type CookieMode, cookieName } from "./cookie-names";

/** docs/session.md user session, kept server-side in a sealed cookie (field names as in the spec). */
const memberSessionSchema = z.object({
	access_token: z.string().min(1),
	refresh_token: z.string().optional(),
	id_token: z.string().optional(),
	token_type: z.string(),
	scope: z.string(),
	profile: z.object({ sub: z.string() }).loose(),
	/** Seconds since the epoch. */
	expires_at: z.number(),
	session_state: z.string().optional(),
	/** Random id of this sign-in, kept across renewals: the key renewal is serialised under (decision 009). */
	sid: z.string().optional(),
	/** The sign-in's absolute end in epoch seconds, kept across renewals (decision 003). */
	session_expires_at: z.number().optional(),
	/** The sign-in's one-time arrival mark for the two-factor page (app/session/two-factor-state.server.ts); `until` in ms. */
	pinArrival: z.object({ id: z.string(), until: z.number() }).optional(),
	/** Two-factor passed on this browser: the API proxy serves member calls only then. */
	twoFactorPassed: z.literal(true).optional(),
	/** When this browser last used the sign-in, in ms, to the minute (./idle.server.ts). */
	last_seen_at: z.number().optional(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

/** One sign-in attempt: state, PKCE verifier, OpenID nonce and where to return (docs/session.md: stale after 15 minutes). */
const oauthTransactionSchema = z.object({
	state: z.string().min(1),
	codeVerifier: z.string().min(43),
	nonce: z.string().optional(),
	returnTo: z.string(),
	createdAt: z.number(),
});
export type OAuthTransaction = z.infer<typeof oauthTransactionSchema>;
export const OAUTH_TRANSACTION_MAX_AGE = 15 * 60;
/** Sign-ins started in other tabs stay usable: the few most recent transactions, keyed by state. */
export const OAUTH_TRANSACTIONS_KEPT = 5;
const oauthTransactionsSchema = z.object({
	transactions: z.array(oauthTransactionSchema).max(OAUTH_TRANSACTIONS_KEPT),
});

/** docs/session.md authentication state: pin code + its creation time, and the guid, bound to one member. */
const trustedBrowserSchema = z.object({
	sub: z.string(),
	pinCode: z.string().optional(),
	/** Milliseconds since the epoch (the API's pinCodeAt, docs/session.md). */
	pinCodeAt: z.number().optional(),
	guid: z.string().optional(),
	/** The sign-in (`sid`) the pin code is kept for, when the member did not trust the browser (decision 135). */
	onlyFor: z.string().optional(),
});

/** When the two-factor code was last sent to this member from this browser: a reload does not send it again. */
const pinSentSchema = z.object({
	sub: z.string(),
	at: z.number(),
	/** Codes refused as wrong since this one was sent (the tries left are told beside the field). */
	wrong: z.int().nonnegative().optional(),
});

/** Lime (contact-detail flow) access token, valid only for the URL token it was issued for. */
const limeAccessSchema = z.object({
	urlToken: z.string(),
	accessToken: z.string(),
	/** The address a confirmation mail was just sent to (the completion page names it). */
	requestedEmail: z.string().optional(),
});

/** Contact details the lime API confirmed, kept for the final POST (never in the URL), bound to the URL token. */
const limeDraftSchema = z.object({ urlToken: z.string(), payload: createContactDetailSchema });

/** What a member typed into a post that met an expired session, given back after signing in (decision 034). */
const formDraftSchema = z.object({
	/** The page the form was posted on: only it gets the values back. */
	path: z.string(),
	/** The member whose session expired, when it was still known. */
	sub: z.string().optional(),
	/** A draft without a member: the state of the one sign-in it was sent to, which alone may claim it. */
	signIn: z.string().optional(),
	fields: z.record(z.string(), z.array(z.string())),
	/** A secret was posted and not kept (a password, a PIN): the page asks for it again. */
	withheld: z.boolean().optional(),
	/** Why it was kept: the member had to sign in again (the default), or the server failed the post. */
	reason: z.enum(["sign-in", "failure"]).optional(),
});
export type FormDraft = z.infer<typeof formDraftSchema>;
const FORM_DRAFT_MAX_AGE = 30 * 60;

/** Toasts to show after a redirect (the browser renders them with react-hot-toast). */
const flashSchema = z.object({
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

/** The outcome of a save, shown under the heading of the page it was made on (app/request/page-notice.server.ts). */
const pageNoticeSchema = z.object({
	path: z.string(),
	type: z.enum(["success", "error"]),
	title: z.string(),
	text: z.string().optional(),
	/** The page offers to end the member's other sign-ins with it (after a password change). */
	offer: z.literal("end-other-sign-ins").optional(),
});
export type PageNotice = z.infer<typeof pageNoticeSchema>;

/** A mailed link's page whose password was just set: Back to it says so instead of 「有効期限切れ」. */
const spentLinkSchema = z.object({ path: z.string().max(200) });
const SPENT_LINK_MAX_AGE = 30 * 60;

const ONE_YEAR = 400 * 24 * 60 * 60;

/** `mode` names the cookies: `__Host-` everywhere but the development cookie mode (./cookie-names.ts). */
export function createRequestCookies(secrets: readonly string[], mode: CookieMode = "secure") {
	const name = <Base extends string>(base: Base) => cookieName(base, mode);
	return {
		session: new SealedCookie(
			{
				name: name("session"),
				purpose: "member-session",
				schema: memberSessionSchema,
				expiresAt: (session) => session.session_expires_at,
			},
			secrets,
		),
		oauthTransaction: new SealedCookie(
			{
				name: name("oauth-tx"),
				purpose: "oauth-transaction",
				schema: oauthTransactionsSchema,
				maxAge: OAUTH_TRANSACTION_MAX_AGE,
			},
			secrets,
		),
		trustedBrowser: new SealedCookie(
			{ name: name("trusted-browser"), purpose: "trusted-browser", schema: trustedBrowserSchema, maxAge: ONE_YEAR },
			secrets,
		),
		pinSent: new SealedCookie(
			{ name: name("pin-sent"), purpose: "pin-sent", schema: pinSentSchema, maxAge: 15 * 60 },
			secrets,
		),
		lime: new SealedCookie(
			{ name: name("lime"), purpose: "lime-access", schema: limeAccessSchema, maxAge: 60 * 60 },
			secrets,
		),
		limeDraft: new SealedCookie(
			{ name: name("lime-draft"), purpose: "lime-draft", schema: limeDraftSchema, maxAge: 30 * 60 },
			secrets,
		),
		flash: new SealedCookie({ name: name("flash"), purpose: "flash", schema: flashSchema, maxAge: 60 }, secrets),
		notice: new SealedCookie(
			{ name: name("notice"), purpose: "page-notice", schema: pageNoticeSchema, maxAge: 60 },
			secrets,
		),
		spentLink: new SealedCookie(
			{ name: name("spent-link"), purpose: "spent-link", schema: spentLinkSchema, maxAge: SPENT_LINK_MAX_AGE },
			secrets,
		),
		formDraft: new SealedCookie(
			{ name: name("form-draft"), purpose: "form-draft", schema: formDraftSchema, maxAge: FORM_DRAFT_MAX_AGE },
			secrets,
		),
	};
}

export type RequestCookies = ReturnType<typeof createRequestCookies>;

export async function loadRequestCookies(
	request: Request,
	secrets: readonly string[],
	mode: CookieMode = "secure",
): Promise<RequestCookies> {
	const header = parseCookieHeader(request.headers.get("Cookie"));
	const cookies = createRequestCookies(secrets, mode);
	await Promise.all(Object.values(cookies).map((cookie) => cookie.load(header)));
	return cookies;
}

export async function setCookieLines(cookies: RequestCookies): Promise<string[]> {
	const lines = await Promise.all(Object.values(cookies).map((cookie) => cookie.toSetCookies()));
	return lines.flat();
}
