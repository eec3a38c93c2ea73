import { expect, type Page } from "@playwright/test";

const REQUESTS = ["/news", "/news.data", "/api/orange/v1/current_user"] as const;

/** Twenty requests at once in the renewal window: all 200, all with the renewed session, the grant not revoked. */
export async function expectParallelRequestsRenewOnce(page: Page): Promise<void> {
	const responses = await Promise.all(
		Array.from({ length: 20 }, (_, index) =>
			page.request.get(REQUESTS[index % REQUESTS.length] ?? "/news", { maxRedirects: 0 }),
		),
	);
	expect(responses.map((response) => response.status())).toEqual(Array(20).fill(200));
	for (const response of responses) {
		const sessionCookies = response
			.headersArray()
			.filter((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("__Host-session"));
		expect(sessionCookies.length).toBeGreaterThan(0);
		for (const cookie of sessionCookies) expect(cookie.value).not.toMatch(/^__Host-session(\.\d+)?=;|Max-Age=0/);
	}

	await page.reload();
	await expect(page).toHaveURL(/\/news$/);
	await expect(page.getByRole("heading", { level: 1, name: "お知らせ" })).toBeVisible();
	expect((await page.request.get("/api/orange/v1/current_user")).status()).toBe(200);
}
