import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

/* A server failure in the contact-detail flow: the link is fine, so a reload, the words to try later and the desk, not the dead-link guide. */

test.use({ viewport: { width: 320, height: 568 } });

for (const javaScriptEnabled of [true, false]) {
	test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
		test.use({ javaScriptEnabled });

		test("the lime 500 screen offers 再読み込み, the desk's number and no invalid-URL guide", async ({ page }) => {
			const response = await page.goto("/contact_detail_form/fault-500");
			expect(response?.status()).toBe(500);
			const screen = page.locator(".error-screen--lime");
			await expect(screen.getByRole("heading", { level: 1, name: "500" })).toBeVisible();
			await expect(screen.getByText("時間をおいて再読み込みしてください。")).toBeVisible();
			await expect(screen.getByRole("link", { name: "再読み込み" })).toHaveAttribute(
				"href",
				"/contact_detail_form/fault-500",
			);
			await expect(screen.getByRole("link", { name: "03-0000-0000" })).toHaveAttribute("href", "tel:0300000000");
			await expect(screen.getByText("URLが無効な場合のご案内")).toHaveCount(0);
			if (javaScriptEnabled) await expectNoAxeViolations(page);
			await screen.getByRole("link", { name: "再読み込み" }).click();
			await expect(page).toHaveURL(/\/contact_detail_form\/fault-500$/);
			await expect(screen.getByRole("heading", { level: 1, name: "500" })).toBeVisible();
		});
	});
}
