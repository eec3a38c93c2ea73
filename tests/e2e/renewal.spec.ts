import { expect, test } from "@playwright/test";
import { passTwoFactor, signInAtIdp } from "./support/auth";
import { expectParallelRequestsRenewOnce } from "./support/renewal";

/** Renewal starts 60 s before expiry: a 61 s token is in the renewal window a second after it is issued. */
const TOKEN_SECONDS = 61;

test("20 parallel requests in the renewal window all succeed and the member stays signed in", async ({ page }) => {
	await signInAtIdp(page, "email", "/news", { tokenSeconds: TOKEN_SECONDS });
	await passTwoFactor(page);
	await expect(page).toHaveURL(/\/news$/);
	await expect(page.getByRole("heading", { level: 1, name: "お知らせ" })).toBeVisible();

	await expectParallelRequestsRenewOnce(page);
});
