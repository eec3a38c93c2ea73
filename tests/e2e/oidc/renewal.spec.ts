import { expect, test } from "@playwright/test";
import { parseCookieHeader } from "#app/session/cookie-jar.server";
import { createRequestCookies } from "#app/session/cookies.server";
import { DEMO_PASSWORD, passTwoFactor } from "../support/auth";
import { expectParallelRequestsRenewOnce } from "../support/renewal";

/* Renewal against a provider that rotates refresh tokens and revokes the grant on reuse; sealed with the default secret. */
const MOCK_SECRET = "mock-only-session-secret-not-for-real-environments";

test("20 parallel requests in the renewal window all succeed on the provider's rotation, and the member stays signed in", async ({
	page,
	context,
}) => {
	await page.goto("/news");
	await expect(page.getByRole("heading", { name: "認証サーバーにログイン" })).toBeVisible();
	// An account no other spec signs in: the sign-out spec ends `sms`'s session at the provider (which
	// revokes its grant), and `renewal`'s 61 s tokens renew on their own while this test edits the cookie.
	await page.getByLabel("ログインID").fill("email");
	await page.getByLabel("パスワード").fill(DEMO_PASSWORD);
	await page.getByRole("button", { name: "ログイン", exact: true }).click();
	await passTwoFactor(page);
	await expect(page).toHaveURL(/\/news$/);

	// The session as the worker sealed it, now with 30 s left on its access token.
	const jar = createRequestCookies([MOCK_SECRET]);
	const browserCookies = await context.cookies();
	await jar.session.load(parseCookieHeader(browserCookies.map(({ name, value }) => `${name}=${value}`).join("; ")));
	const session = jar.session.value;
	expect(session?.refresh_token).toBeTruthy();
	jar.session.set({ ...(session as NonNullable<typeof session>), expires_at: Math.floor(Date.now() / 1000) + 30 });
	await context.clearCookies({ name: /^__Host-session/ });
	// The browser's own cookie record, with the new value (and a record alike for any further chunk).
	const original = browserCookies.find((cookie) => cookie.name === "__Host-session");
	if (!original) throw new Error("no session cookie after sign-in");
	await context.addCookies(
		(await jar.session.toSetCookies()).map((line) => {
			const [pair = ""] = line.split(";");
			const index = pair.indexOf("=");
			return { ...original, name: pair.slice(0, index), value: pair.slice(index + 1) };
		}),
	);

	await expectParallelRequestsRenewOnce(page);
});
