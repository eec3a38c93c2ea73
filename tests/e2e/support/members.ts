import { test as base, type Cookie, expect } from "@playwright/test";
import { signIn } from "./auth";

/** Demo members whose session and mock state no spec ends or resets (the reserved ones are the others). */
export type SharedMember = "sms" | "email" | "webview";

type Fixtures = {
	/** Puts `page` on `path` as `member` with the worker's shared session; specs about signing in use ./auth.ts instead. */
	signedIn: (member: SharedMember, path: string) => Promise<void>;
};
type WorkerFixtures = { sessionCookies: (member: SharedMember) => Promise<Cookie[]> };

/** The session and the two-factor trust: what a signed-in browser holds that a new one lacks. */
const SESSION_COOKIE = /^__Host-(session|trusted-browser)/;

export const test = base.extend<Fixtures, WorkerFixtures>({
	sessionCookies: [
		async ({ browser }, use) => {
			const made = new Map<SharedMember, Promise<Cookie[]>>();
			await use((member) => {
				let cookies = made.get(member);
				if (!cookies) {
					cookies = (async () => {
						// Playwright lends a test's options (a spec's `javaScriptEnabled: false`) to new contexts;
						// the sign-in waits for hydration, and which spec asks first is up to the scheduler.
						const context = await browser.newContext({ javaScriptEnabled: true });
						try {
							await signIn(await context.newPage(), member, "/");
							return (await context.cookies()).filter((cookie) => SESSION_COOKIE.test(cookie.name));
						} finally {
							await context.close();
						}
					})();
					made.set(member, cookies);
				}
				return cookies;
			});
		},
		{ scope: "worker" },
	],
	signedIn: async ({ page, sessionCookies }, use) => {
		await use(async (member, path) => {
			await page.context().addCookies(await sessionCookies(member));
			await page.goto(path);
			await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
		});
	},
});
