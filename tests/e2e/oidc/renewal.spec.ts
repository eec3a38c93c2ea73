import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, passTwoFactor } from "../support/auth";
import { expectParallelRequestsRenewOnce, sealedSession, waitForRenewalWindow } from "../support/renewal";

/* Renewal against a provider that rotates refresh tokens and revokes the grant on reuse. */

/** Signs `login` in at the provider and passes two-factor, ending on /news. */
async function signInAt(page: Page, login: string): Promise<void> {
	await page.goto("/news");
	await expect(page.getByRole("heading", { name: "認証サーバーにログイン" })).toBeVisible();
	await page.getByLabel("ログインID").fill(login);
	await page.getByLabel("パスワード").fill(DEMO_PASSWORD);
	await page.getByRole("button", { name: "ログイン", exact: true }).click();
	await passTwoFactor(page);
	await expect(page).toHaveURL(/\/news$/);
}

test("a token at the end of its life is renewed at the provider on the next page, and the member stays", async ({
	page,
	context,
}) => {
	// `renewal`'s access tokens live 61 s: a second after issue they are inside the 60 s renewal margin.
	await signInAt(page, "renewal");
	const before = (await sealedSession(context)).session;
	if (!before) throw new Error("no session after sign-in");
	expect(before.expires_at - Date.now() / 1000).toBeLessThanOrEqual(61);
	await waitForRenewalWindow(before);

	await page.reload();
	await expect(page.getByRole("heading", { level: 1, name: "お知らせ" })).toBeVisible();
	const after = (await sealedSession(context)).session;
	expect(after?.access_token).toBeTruthy();
	expect(after?.access_token).not.toBe(before.access_token);
	// The provider rotates refresh tokens: the old one is spent, the new one kept.
	expect(after?.refresh_token).not.toBe(before.refresh_token);
	expect(after?.expires_at).toBeGreaterThan(before.expires_at);
});

test("20 parallel requests in the renewal window all succeed on the provider's rotation, and the member stays signed in", async ({
	page,
	context,
}) => {
	// An account no other spec signs in: the sign-out spec ends `sms`'s session at the provider (which
	// revokes its grant), and `renewal`'s 61 s tokens renew on their own while this test edits the cookie.
	await signInAt(page, "email");

	// The session as the worker sealed it, now with 30 s left on its access token.
	const { jar, cookies: browserCookies, session } = await sealedSession(context);
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
