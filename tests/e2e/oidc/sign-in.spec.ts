import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { CALLBACK_MESSAGES } from "#app/features/sign-in/callback-failure";
import { DEMO_PASSWORD, passTwoFactor } from "../support/auth";
import { harness } from "./harness-file";

/* The built worker against a strict real OpenID provider; the APIs stay mocked, its tokens counting as 山田 太郎. */

const PROVIDER_LOGIN = "認証サーバーにログイン";
const MESSAGES = CALLBACK_MESSAGES;

async function atProviderLogin(page: Page, issuer = harness().issuer) {
	await expect(page.getByRole("heading", { name: PROVIDER_LOGIN })).toBeVisible();
	expect(new URL(page.url()).origin).toBe(issuer);
}

/** Types the password on the provider's own page (a real form, not a shortcut). */
async function enterPassword(page: Page, login = "sms") {
	await page.getByLabel("ログインID").fill(login);
	await page.getByLabel("パスワード").fill(DEMO_PASSWORD);
	await page.getByRole("button", { name: "ログイン", exact: true }).click();
}

async function signIn(page: Page, path: string) {
	await page.goto(path);
	await atProviderLogin(page);
	await enterPassword(page);
	await passTwoFactor(page);
	await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The orange error screen, as HTML with the status given, and its way back to sign-in. */
async function expectSignInError(page: Page, status: number, message: string, responseStatus: Promise<number>) {
	expect(await responseStatus).toBe(status);
	await expect(page.getByRole("heading", { level: 1, name: String(status) })).toBeVisible();
	await expect(page.getByText(message)).toBeVisible();
	await expect(page.getByRole("button", { name: "ログインし直す" })).toBeVisible();
}

/** Status and content type of the next /callback document. */
function callbackResponse(page: Page): Promise<number> {
	return page
		.waitForResponse((response) => new URL(response.url()).pathname === "/callback")
		.then((response) => {
			expect(response.headers()["content-type"]).toMatch(/^text\/html/);
			return response.status();
		});
}

/** The authorization request our worker sends the browser to (the provider then shows its login page). */
function authorizationRequest(page: Page): Promise<URL> {
	return page.waitForRequest((request) => new URL(request.url()).pathname === "/auth").then((r) => new URL(r.url()));
}

const sessionCookie = async (context: BrowserContext) =>
	(await context.cookies()).find((cookie) => cookie.name === "__Host-session");

test("sign-in with the password at the provider, then two-factor, lands on the remembered page", async ({
	page,
	context,
}) => {
	await signIn(page, "/faq/user");
	await expect(page.getByRole("heading", { level: 1, name: "よくある質問" })).toBeVisible();
	expect(await sessionCookie(context)).toMatchObject({ httpOnly: true, secure: true });
	// Neither the provider's tokens nor the ID token reach the page.
	expect(await page.content()).not.toMatch(/eyJ|access_token|id_token/);
	// Member pages call the (mocked) API with the provider's access token.
	await page.goto("/users/detail");
	await expect(page.getByText("山田 太郎").first()).toBeVisible();
});

test("sign-out ends the provider's session too: the next sign-in asks for the password again", async ({
	page,
	context,
}) => {
	await signIn(page, "/news");
	// Without sign-out the provider remembers the member (single sign-on): no password asked.
	await context.clearCookies({ name: "__Host-session" });
	await page.goto("/faq/user");
	await expect(page).toHaveURL(/\/faq\/user$/);

	await page.getByRole("button", { name: "ログアウト" }).click();
	await expect(page.getByRole("heading", { name: "認証サーバーからログアウト" })).toBeVisible();
	await page.getByRole("button", { name: "ログアウトする" }).click();
	// Back on our /login, which says so; signing in again, the provider wants the password.
	await expect(page.getByRole("status")).toHaveText("ログアウトしました");
	await page.getByRole("button", { name: "ログインする" }).click();
	await atProviderLogin(page);
	expect(await sessionCookie(context)).toBeUndefined();
});

test("a code from another issuer (mix-up) is refused by `iss`: 400 and the error screen", async ({ page }) => {
	const { impostor } = harness();
	const request = authorizationRequest(page);
	await page.goto("/news");
	await atProviderLogin(page);
	// The attacker's provider answers the very authorization request our worker made.
	const authorize = await request;
	await page.goto(`${impostor}${authorize.pathname}${authorize.search}`);
	await atProviderLogin(page, impostor);
	const status = callbackResponse(page);
	await enterPassword(page);
	await expectSignInError(page, 400, MESSAGES.issuerMismatch, status);
});

test("cancelling at the provider (access_denied) shows the error screen; ログインし直す starts again", async ({
	page,
}) => {
	await page.goto("/news");
	await atProviderLogin(page);
	const status = callbackResponse(page);
	await page.getByRole("button", { name: "キャンセル" }).click();
	await expectSignInError(page, 400, MESSAGES.denied, status);
	await page.getByRole("button", { name: "ログインし直す" }).click();
	await atProviderLogin(page);
});

test("a code the provider refuses at the token endpoint (invalid_grant) is the member's sign-in to start over (400)", async ({
	page,
}) => {
	const request = authorizationRequest(page);
	await page.goto("/news");
	await atProviderLogin(page);
	// This browser's state and the right `iss`, but a code the provider never issued.
	const state = (await request).searchParams.get("state") ?? "";
	const callback = new URLSearchParams({ code: "never-issued", state, iss: harness().issuer });
	const status = callbackResponse(page);
	await page.goto(`/callback?${callback}`);
	await expectSignInError(page, 400, MESSAGES.codeRefused, status);
});

test("userinfo refused after the exchange (the provider no longer knows the member): the error screen (502), nobody signed in", async ({
	page,
	context,
}) => {
	await page.goto("/news");
	await atProviderLogin(page);
	const status = callbackResponse(page);
	await enterPassword(page, "userinfo-gone");
	await expectSignInError(page, 502, MESSAGES.tokenFailed, status);
	expect(await sessionCookie(context)).toBeUndefined();
});

test("a sign-in whose transaction expired in the browser meanwhile shows the error screen", async ({
	page,
	context,
}) => {
	await page.goto("/news");
	await atProviderLogin(page);
	// Its Max-Age has passed: the browser no longer sends the transaction cookie when the provider returns.
	await context.clearCookies({ name: "__Host-oauth-tx" });
	const status = callbackResponse(page);
	await enterPassword(page);
	await expectSignInError(page, 400, MESSAGES.noTransaction, status);
	expect(await sessionCookie(context)).toBeUndefined();
});

test("a callback with no sign-in started in this browser shows the error screen", async ({ page }) => {
	const status = callbackResponse(page);
	await page.goto("/callback?code=forged&state=forged");
	await expectSignInError(page, 400, MESSAGES.noTransaction, status);
});

test("a callback whose state is not this browser's shows the error screen", async ({ page }) => {
	await page.goto("/news");
	await atProviderLogin(page);
	const status = callbackResponse(page);
	await page.goto("/callback?code=forged&state=forged");
	await expectSignInError(page, 400, MESSAGES.stateMismatch, status);
});

test("two tabs that start sign-in both complete it", async ({ context }) => {
	const first = await context.newPage();
	const second = await context.newPage();
	await first.goto("/news");
	await atProviderLogin(first);
	await second.goto("/faq/user");
	await atProviderLogin(second);

	await enterPassword(second);
	await passTwoFactor(second);
	await expect(second).toHaveURL(/\/faq\/user$/);

	await enterPassword(first);
	await expect(first).toHaveURL(/\/news$/);
	await expect(first.getByRole("heading", { level: 1, name: "お知らせ" })).toBeVisible();
});

test("a copied transaction cookie cannot be used again, even with a fresh code", async ({ page, context }) => {
	const request = authorizationRequest(page);
	await page.goto("/news");
	await atProviderLogin(page);
	const authorize = (await request).toString();
	const copied = (await context.cookies()).filter((cookie) => cookie.name.startsWith("__Host-oauth-tx"));
	expect(copied).not.toEqual([]);
	await enterPassword(page);
	await passTwoFactor(page);
	await expect(page).toHaveURL(/\/news$/);

	// The copy goes back in; the provider (still signed in) issues a new code for the same request.
	await context.clearCookies({ name: "__Host-session" });
	await context.addCookies(copied);
	const status = callbackResponse(page);
	await page.goto(authorize);
	await expectSignInError(page, 400, MESSAGES.replayed, status);
});

// Renewal under 20 parallel requests against this provider: tests/e2e/oidc/renewal.spec.ts.
