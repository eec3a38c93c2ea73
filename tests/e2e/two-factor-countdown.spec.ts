import { expect, test } from "@playwright/test";
import { PIN_RESEND_SECONDS } from "#app/session/pin-code";
import { signInAtIdp } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { hydrated } from "./support/page";

/*
 * At 320 px: the resend line counts down only where something counts. Without JavaScript it states the
 * rule instead of a number that would stand still; with it, the one live number is the line's.
 */

test.use({ viewport: { width: 320, height: 640 } });

test.describe("without JavaScript", () => {
	test.use({ javaScriptEnabled: false });

	test("the resend line states the rule, never a frozen number", async ({ page }) => {
		await signInAtIdp(page, "email", "/news");
		await expect(page).toHaveURL(/\/two_factor_authentication\/email/);
		await expect(page.getByText(`送信から${PIN_RESEND_SECONDS}秒たつと再送できます。`)).toBeVisible();
		await expect(page.getByText(/あと\d+秒/)).toHaveCount(0);
		await expect(page.getByRole("button", { name: "認証コードを再送する" })).toBeEnabled();
	});
});

test("with JavaScript the line counts down, the only number of seconds on the page", async ({ page }) => {
	await signInAtIdp(page, "email", "/news");
	await hydrated(page);
	await expect(page.getByText(/^あと\d+秒で再送できます。$/)).toBeVisible();
	await expect(page.getByText(/\d+秒/)).toHaveCount(1);
	await expectNoAxeViolations(page);
});
