import { expect, test } from "@playwright/test";
import { passTwoFactor, signInAtIdp } from "./support/auth";

/** Renewal starts 60 s before expiry: a 61 s token is in the renewal window a second after it is issued. */
const TOKEN_SECONDS = 61;
const REQUESTS = ["/news", "/news.data", "/api/orange/v1/current_user"] as const;

test("20 parallel requests in the renewal window all succeed and the member stays signed in", async ({ page }) => {
	await signInAtIdp(page, "email", "/news", { tokenSeconds: TOKEN_SECONDS });
	await passTwoFactor(page);
	await expect(page).toHaveURL(/\/news$/);
	await expect(page.getByRole("heading", { level: 1, name: "お知らせ" })).toBeVisible();
	// Let the last renewal age into the window, so every request below needs one.
	await page.waitForTimeout(2_000);

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
		// Each response hands over the renewed session; none deletes it.
		expect(sessionCookies.length).toBeGreaterThan(0);
		for (const cookie of sessionCookies) expect(cookie.value).not.toMatch(/^__Host-session(\.\d+)?=;|Max-Age=0/);
	}

	// Still signed in: the page renders for the member, and the API answers for them.
	await page.reload();
	await expect(page).toHaveURL(/\/news$/);
	await expect(page.getByRole("heading", { level: 1, name: "お知らせ" })).toBeVisible();
	expect((await page.request.get("/api/orange/v1/current_user")).status()).toBe(200);
});
