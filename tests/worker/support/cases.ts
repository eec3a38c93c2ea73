import { PASSWORD_FIELD_NAMES } from "#app/features/passwords/schema";
import { startTwoFactor } from "#app/session/two-factor-state.server";
import { DEMO_LIME_IDENTITY_FORM } from "../../fixtures/lime";
import {
	authenticateLink,
	confirmContactDetail,
	DEMO_CONTACT_DETAIL,
	DEMO_LIME,
	type DemoMemberId,
	signInMember,
} from "./members";
import type { RouteWorld } from "./router";
import type { HandlerKind, RouteFile } from "./routes";

/* Every loader, action and middleware with a request that would succeed, for the fault, body and fuzz suites. */

/**
 * What the member must see:
 * - `screen`: the error screen with the API's status and the server's message (docs/status-rules.md, "Main API");
 * - `lime-screen`: the lime error screen as a 500 (docs/status-rules.md: a failed URL-token check other than 410);
 * - `form`: the form again, a form-level message (docs/status-rules.md), everything typed kept, passwords never sent back;
 * - `sign-in-failed`: /callback's error screen (a failed code exchange is a 502 from us);
 * - `signed-out`: sign-out goes on (docs/status-rules.md: revocation failures never keep a member signed in);
 * - `no-upstream`: the handler never calls upstream, so a fault changes nothing;
 * - `notice`: the page as usual, telling the server's message (the two-factor page's send on arrival);
 * - `page`: the page as usual, as if the read had not been made (the e-mail change link's check on arrival).
 */
export type Expected =
	| "screen"
	| "lime-screen"
	| "form"
	| "sign-in-failed"
	| "signed-out"
	| "no-upstream"
	| "notice"
	| "page"
	/** The 404 screen whatever the APIs do: no upstream call at all (the catch-all route). */
	| "not-found";

export type Visitor = {
	member?: DemoMemberId;
	/** Just back from the sign-in callback: the session carries its one-time two-factor mark. */
	arriving?: boolean;
	lime?: boolean;
	limeDraft?: boolean;
	oauthTransaction?: boolean;
};

export type Case = {
	/** The module whose handler is under test, below `app/`. */
	file: RouteFile;
	kind: HandlerKind;
	url: string;
	expected: Expected;
	as?: Visitor;
	/** The form posted (URL-encoded, as a browser without JavaScript posts it); a GET without one. */
	form?: Record<string, string>;
	/** Fields that must come back as typed (conform's `initialValue`). */
	kept?: readonly string[];
	/** Fields that must never come back (passwords). */
	hidden?: readonly string[];
	label?: string;
};

const MEMBER: Visitor = { member: 1001 };
const LIME: Visitor = { lime: true };
const NEW_PASSWORD = { password: "NewPassword456!", passwordConfirmation: "NewPassword456!" };
const CHANGE_PASSWORD = { currentPassword: "Password123!", ...NEW_PASSWORD };
/** In the callback case's URL: replaced by a fresh state per attempt (each state is single-use). */
export const OAUTH_STATE = "__STATE__";

const LIME_BASE = `/contact_detail_form/${DEMO_LIME.urlToken}`;
const LIME_AUTH_FORM = DEMO_LIME_IDENTITY_FORM;
const LIME_INPUT_FORM: Record<string, string> = { ...DEMO_CONTACT_DETAIL, building: "千代田ビル3階" };
const QUESTIONNAIRE_FORM = {
	q101: "everyday",
	q102: "two_days",
	q103: "success",
	q104: "on_target",
	q105: "よろしくお願いします",
	consent: "on",
};
const PUBLIC_ENQUIRY = {
	subject: "other",
	name: "山田 花子",
	// As the form normalises it (full-width space): the confirm step keeps the normalised values.
	nameKana: "ヤマダ\u3000ハナコ",
	email: "hanako@example.jp",
	body: "質問です。",
	consent: "on",
};

const fieldsOf = (form: Record<string, string>) => Object.keys(form);

/** Every loader, action and middleware of app/routes.ts, with a request that would succeed. */
export const CASES: readonly Case[] = [
	{ file: "root.tsx", kind: "loader", url: "/faq", expected: "no-upstream" },
	{ file: "root.tsx", kind: "middleware", url: "/faq", expected: "no-upstream" },

	// Default layout: the member is loaded on every navigation (docs/status-rules.md).
	{ file: "layouts/access/member.tsx", kind: "middleware", url: "/", as: MEMBER, expected: "screen" },
	{
		file: "layouts/access/member.tsx",
		kind: "middleware",
		label: "a form post: the action tells it",
		url: "/contact/user",
		as: MEMBER,
		form: { subject: "other", body: "質問です。", intent: "send" },
		kept: ["subject", "body"],
		expected: "form",
	},
	{ file: "features/content/routes/home.tsx", kind: "loader", url: "/", as: MEMBER, expected: "screen" },
	{ file: "features/content/routes/news.tsx", kind: "loader", url: "/news", as: MEMBER, expected: "screen" },
	{ file: "features/content/routes/news-detail.tsx", kind: "loader", url: "/news/1", as: MEMBER, expected: "screen" },
	{
		file: "features/content/routes/health-support.tsx",
		kind: "loader",
		url: "/health_support/1",
		as: MEMBER,
		expected: "screen",
	},
	{
		file: "features/account/routes/users-detail.tsx",
		kind: "loader",
		url: "/users/detail",
		as: MEMBER,
		expected: "screen",
	},
	{
		file: "features/account/routes/users-detail.tsx",
		kind: "action",
		url: "/users/detail",
		as: MEMBER,
		form: { intent: "clear-trusted-browsers" },
		expected: "form",
	},
	{
		file: "features/passwords/routes/password-update.tsx",
		kind: "loader",
		url: "/users/password/update",
		as: MEMBER,
		expected: "no-upstream",
	},
	{
		file: "features/passwords/routes/password-update.tsx",
		kind: "action",
		url: "/users/password/update",
		as: MEMBER,
		form: CHANGE_PASSWORD,
		hidden: PASSWORD_FIELD_NAMES,
		expected: "form",
	},
	{
		file: "features/recipe-settings/routes/recipe-settings.tsx",
		kind: "loader",
		url: "/users/recipe_settings",
		as: MEMBER,
		expected: "no-upstream",
	},
	{
		file: "features/recipe-settings/routes/recipe-settings.tsx",
		kind: "action",
		url: "/users/recipe_settings",
		as: MEMBER,
		form: { type: "diet" },
		kept: ["type"],
		expected: "form",
	},
	{
		file: "features/content/routes/faq.tsx",
		kind: "loader",
		url: "/faq/user?q=パスワード",
		as: MEMBER,
		expected: "no-upstream",
	},
	{
		file: "features/contact/routes/contact-user.tsx",
		kind: "loader",
		url: "/contact/user",
		as: MEMBER,
		expected: "no-upstream",
	},
	{
		file: "features/contact/routes/contact-user.tsx",
		kind: "action",
		url: "/contact/user",
		as: MEMBER,
		form: { subject: "other", body: "質問です。", intent: "send" },
		kept: ["subject", "body"],
		expected: "form",
	},

	// Unauthenticated layout.
	{ file: "features/sign-in/routes/login.tsx", kind: "loader", url: "/login", expected: "no-upstream" },
	{
		file: "features/sign-in/routes/callback.tsx",
		kind: "loader",
		url: `/callback?code=the-code&state=${OAUTH_STATE}`,
		as: { oauthTransaction: true },
		expected: "sign-in-failed",
	},
	{ file: "features/contact/routes/contact-public.tsx", kind: "loader", url: "/contact", expected: "no-upstream" },
	{
		file: "features/contact/routes/contact-public.tsx",
		kind: "action",
		url: "/contact",
		form: { ...PUBLIC_ENQUIRY, intent: "send" },
		kept: fieldsOf(PUBLIC_ENQUIRY),
		expected: "form",
	},
	{
		file: "features/passwords/routes/activation.tsx",
		kind: "loader",
		url: "/activation/demo-activation",
		expected: "screen",
	},
	{
		file: "features/passwords/routes/activation.tsx",
		kind: "action",
		url: "/activation/demo-activation",
		form: NEW_PASSWORD,
		hidden: PASSWORD_FIELD_NAMES,
		expected: "form",
	},
	{
		file: "features/passwords/routes/token-expired.tsx",
		kind: "action",
		url: "/users/token_expired",
		form: { email: "taro@example.jp" },
		kept: ["email"],
		expected: "form",
	},
	{
		file: "features/passwords/routes/password-reset-request.tsx",
		kind: "action",
		url: "/users/password/reset",
		form: { email: "taro@example.jp" },
		kept: ["email"],
		expected: "form",
	},
	{
		file: "features/passwords/routes/password-reset.tsx",
		kind: "loader",
		url: "/users/password/reset/demo-reset",
		expected: "screen",
	},
	{
		file: "features/passwords/routes/password-reset.tsx",
		kind: "action",
		url: "/users/password/reset/demo-reset",
		form: NEW_PASSWORD,
		hidden: PASSWORD_FIELD_NAMES,
		expected: "form",
	},
	{
		file: "layouts/access/member-without-two-factor.tsx",
		kind: "middleware",
		url: "/users/password/force_change",
		as: { member: 1003 },
		expected: "screen",
	},
	{
		file: "layouts/access/member-without-two-factor.tsx",
		kind: "middleware",
		label: "a form post: the action tells it",
		url: "/users/password/force_change",
		as: { member: 1003 },
		form: CHANGE_PASSWORD,
		hidden: PASSWORD_FIELD_NAMES,
		expected: "form",
	},
	{
		file: "features/passwords/routes/password-force-change.tsx",
		kind: "loader",
		url: "/users/password/force_change",
		as: { member: 1003 },
		expected: "no-upstream",
	},
	{
		file: "features/passwords/routes/password-force-change.tsx",
		kind: "action",
		url: "/users/password/force_change",
		as: { member: 1003 },
		form: CHANGE_PASSWORD,
		hidden: PASSWORD_FIELD_NAMES,
		expected: "form",
	},
	{
		file: "layouts/access/member-without-two-factor.tsx",
		kind: "middleware",
		url: "/two_factor_authentication/sms",
		as: MEMBER,
		expected: "screen",
	},
	{
		file: "layouts/access/member-without-two-factor.tsx",
		kind: "middleware",
		// The channel, and where the member goes after the PIN, depend on the member: without them, the error page.
		label: "a form post: the action needs the member",
		url: "/two_factor_authentication/sms",
		as: MEMBER,
		form: { pinCode: "123456" },
		expected: "screen",
	},
	{
		file: "features/two-factor/routes/two-factor.tsx",
		kind: "loader",
		// The arrival after the callback sends the code (docs/decisions/105-pin-sent-only-on-arrival.md);
		// a failed send is told on the page.
		url: "/two_factor_authentication/sms",
		as: { ...MEMBER, arriving: true },
		expected: "notice",
	},
	{
		file: "features/two-factor/routes/two-factor.tsx",
		kind: "action",
		label: "send the code",
		url: "/two_factor_authentication/sms",
		as: MEMBER,
		form: { intent: "send" },
		expected: "form",
	},
	{
		file: "features/two-factor/routes/two-factor.tsx",
		kind: "action",
		label: "verify the code",
		url: "/two_factor_authentication/sms",
		as: MEMBER,
		form: { pinCode: "123456" },
		kept: ["pinCode"],
		expected: "form",
	},

	// Webview layout.
	{
		file: "layouts/access/signed-in.tsx",
		kind: "middleware",
		url: "/questionnaires/1/new",
		as: MEMBER,
		expected: "screen",
	},
	{
		file: "features/questionnaire/routes/questionnaire-new.tsx",
		kind: "loader",
		url: "/questionnaires/1/new",
		as: MEMBER,
		expected: "screen",
	},
	{
		file: "features/questionnaire/routes/questionnaire-new.tsx",
		kind: "action",
		url: "/questionnaires/1/new",
		as: MEMBER,
		form: QUESTIONNAIRE_FORM,
		kept: fieldsOf(QUESTIONNAIRE_FORM),
		expected: "form",
	},
	{
		file: "features/content/routes/login-help.tsx",
		kind: "loader",
		url: "/app_manual/login/contact",
		expected: "no-upstream",
	},
	{
		file: "features/content/routes/not-found.tsx",
		kind: "loader",
		url: "/no/such/page",
		as: MEMBER,
		expected: "not-found",
	},
	{
		file: "layouts/access/member.tsx",
		kind: "middleware",
		url: "/app_manual/comments",
		as: MEMBER,
		expected: "screen",
	},
	{
		file: "features/content/routes/app-manual.tsx",
		kind: "loader",
		url: "/app_manual/comments",
		as: MEMBER,
		expected: "no-upstream",
	},

	// Outside the layouts.
	{
		file: "features/sign-in/routes/logout.tsx",
		kind: "action",
		url: "/logout",
		as: MEMBER,
		form: {},
		expected: "signed-out",
	},
	{
		file: "features/contact-detail/routes/postal-codes.ts",
		kind: "loader",
		url: "/api/postal_codes/1000001",
		expected: "no-upstream",
	},

	// Contact-detail flow (lime layout): the URL token is checked on every request first (docs/status-rules.md).
	{ file: "features/contact-detail/layout.tsx", kind: "middleware", url: LIME_BASE, expected: "lime-screen" },
	// The members' desk for the 「無効なURLです」 screen: from the config only.
	{ file: "features/contact-detail/layout.tsx", kind: "loader", url: LIME_BASE, expected: "no-upstream" },
	{
		file: "features/contact-detail/layout.tsx",
		kind: "middleware",
		label: "a form post: the action tells it",
		url: `${LIME_BASE}/email`,
		as: LIME,
		form: { email: "taro.new@example.jp", emailConfirmation: "taro.new@example.jp" },
		kept: ["email", "emailConfirmation"],
		expected: "form",
	},
	{ file: "features/contact-detail/routes/entry.tsx", kind: "loader", url: LIME_BASE, expected: "no-upstream" },
	{
		file: "features/contact-detail/routes/auth.tsx",
		kind: "loader",
		url: `${LIME_BASE}/auth`,
		expected: "no-upstream",
	},
	{
		file: "features/contact-detail/routes/auth.tsx",
		kind: "action",
		url: `${LIME_BASE}/auth`,
		form: LIME_AUTH_FORM,
		kept: fieldsOf(LIME_AUTH_FORM),
		expected: "form",
	},
	{
		file: "features/contact-detail/access.tsx",
		kind: "middleware",
		url: `${LIME_BASE}/actions`,
		as: LIME,
		expected: "screen",
	},
	{
		file: "features/contact-detail/routes/actions.tsx",
		kind: "loader",
		url: `${LIME_BASE}/actions`,
		as: LIME,
		expected: "screen",
	},
	{
		file: "features/contact-detail/access.tsx",
		kind: "middleware",
		url: `${LIME_BASE}/input`,
		as: LIME,
		expected: "screen",
	},
	{
		file: "features/contact-detail/routes/input.tsx",
		kind: "loader",
		url: `${LIME_BASE}/input`,
		as: LIME,
		expected: "screen",
	},
	{
		file: "features/contact-detail/routes/input.tsx",
		kind: "action",
		url: `${LIME_BASE}/input`,
		as: LIME,
		form: { ...LIME_INPUT_FORM, intent: "confirm" },
		kept: fieldsOf(LIME_INPUT_FORM),
		expected: "form",
	},
	{
		file: "features/contact-detail/access.tsx",
		kind: "middleware",
		url: `${LIME_BASE}/input/confirm`,
		as: { lime: true, limeDraft: true },
		expected: "no-upstream",
	},
	{
		file: "features/contact-detail/routes/input-confirm.tsx",
		kind: "loader",
		url: `${LIME_BASE}/input/confirm`,
		as: { lime: true, limeDraft: true },
		expected: "no-upstream",
	},
	{
		file: "features/contact-detail/routes/input-confirm.tsx",
		kind: "action",
		url: `${LIME_BASE}/input/confirm`,
		as: { lime: true, limeDraft: true },
		form: {},
		expected: "form",
	},
	{
		file: "features/contact-detail/access.tsx",
		kind: "middleware",
		url: `${LIME_BASE}/input/complete`,
		as: LIME,
		expected: "no-upstream",
	},
	{
		file: "features/contact-detail/routes/input-complete.tsx",
		kind: "loader",
		url: `${LIME_BASE}/input/complete`,
		as: LIME,
		expected: "no-upstream",
	},
	{
		file: "features/contact-detail/access.tsx",
		kind: "middleware",
		url: `${LIME_BASE}/email`,
		as: LIME,
		expected: "screen",
	},
	{
		file: "features/contact-detail/routes/email.tsx",
		kind: "loader",
		url: `${LIME_BASE}/email`,
		as: LIME,
		expected: "screen",
	},
	{
		file: "features/contact-detail/routes/email.tsx",
		kind: "action",
		url: `${LIME_BASE}/email`,
		as: LIME,
		form: { email: "taro.new@example.jp", emailConfirmation: "taro.new@example.jp" },
		kept: ["email", "emailConfirmation"],
		expected: "form",
	},
	{
		file: "features/contact-detail/access.tsx",
		kind: "middleware",
		url: `${LIME_BASE}/email/complete`,
		as: LIME,
		expected: "no-upstream",
	},
	{
		file: "features/contact-detail/routes/email-complete.tsx",
		kind: "loader",
		url: `${LIME_BASE}/email/complete`,
		as: LIME,
		expected: "no-upstream",
	},
	{
		file: "features/contact-detail/routes/change-email.tsx",
		kind: "loader",
		url: `${LIME_BASE}/change_email/demo-change-email`,
		// The link is read on arrival; a server that cannot answer leaves the button to judge.
		expected: "page",
	},
	{
		file: "features/contact-detail/routes/change-email.tsx",
		kind: "action",
		url: `${LIME_BASE}/change_email/demo-change-email`,
		form: {},
		expected: "form",
	},
];

/** The cookies a browser has at this point of its visit; the OAuth state its transaction holds ("" for none). */
export async function prepare(world: RouteWorld, as: Visitor = {}): Promise<string> {
	let oauthState = "";
	if (as.member) await signInMember(world.cookies, as.member);
	const session = world.cookies.session.value;
	if (as.arriving && session) world.cookies.session.set(startTwoFactor(session));
	if (as.lime || as.limeDraft) await authenticateLink(world.cookies);
	if (as.limeDraft) confirmContactDetail(world.cookies);
	if (as.oauthTransaction) {
		oauthState = `fault-suite-${crypto.randomUUID()}`;
		world.cookies.oauthTransaction.set({
			transactions: [{ state: oauthState, codeVerifier: "v".repeat(43), returnTo: "/", createdAt: Date.now() }],
		});
	}
	return oauthState;
}
