import { type BrowserContext, expect, type Page } from "@playwright/test";
import { parseCookieHeader } from "#app/session/cookie-jar.server";
import { createRequestCookies } from "#app/session/cookies.server";
import { MOCK_SECRETS } from "../../../worker/mock/secrets";

/**
 * The session as the worker sealed it in the browser's cookies (the default env's secret, which the OpenID
 * env keeps too), the `Cookie` header they make, and the jar to seal an edited one.
 */
export async function sealedSession(context: BrowserContext) {
	const jar = createRequestCookies([MOCK_SECRETS.SESSION_SECRET]);
	const cookies = await context.cookies();
	const header = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
	await jar.session.load(parseCookieHeader(header));
	return { jar, cookies, header, session: jar.session.value };
}

/** Waits until the access token of `session` is inside the worker's 60 s renewal margin. */
export async function waitForRenewalWindow(session: { expires_at: number }): Promise<void> {
	await expect.poll(() => Date.now() / 1000, { intervals: [250] }).toBeGreaterThan(session.expires_at - 60);
}

const REQUESTS = ["/news", "/news.data", "/api/orange/v1/current_user"] as const;

/**
 * Twenty requests at once in the renewal window: all 200, all with the renewed session, the grant not revoked.
 * They all carry the browser's session of one moment, as twenty tabs would, once that session is in the
 * window: a request of the page itself may renew the browser's cookie meanwhile, and `page.request` would
 * send the renewed one to the last requests.
 */
export async function expectParallelRequestsRenewOnce(page: Page): Promise<void> {
	const origin = new URL(page.url()).origin;
	const { header: cookie, session } = await sealedSession(page.context());
	if (!session) throw new Error("no session in the browser");
	await waitForRenewalWindow(session);
	const responses = await Promise.all(
		Array.from({ length: 20 }, (_, index) =>
			fetch(new URL(REQUESTS[index % REQUESTS.length] ?? "/news", origin), { headers: { cookie }, redirect: "manual" }),
		),
	);
	expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
	for (const response of responses) {
		const sessionCookies = response.headers.getSetCookie().filter((value) => value.startsWith("__Host-session"));
		expect(sessionCookies.length).toBeGreaterThan(0);
		for (const value of sessionCookies) expect(value).not.toMatch(/^__Host-session(\.\d+)?=;|Max-Age=0/);
	}

	await page.reload();
	await expect(page).toHaveURL(/\/news$/);
	await expect(page.getByRole("heading", { level: 1, name: "お知らせ" })).toBeVisible();
	expect((await page.request.get("/api/orange/v1/current_user")).status()).toBe(200);
}
