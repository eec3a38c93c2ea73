import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { test } from "./support/members";

/* An app manual opened from the web portal offers the way home; opened by the app it stays the app's bare page. */

test.use({ viewport: { width: 320, height: 568 } });

for (const javaScriptEnabled of [true, false]) {
	test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
		test.use({ javaScriptEnabled });

		test("home's 「体重の入力方法」 leads to a manual with 「ホームへ戻る」", async ({ page, signedIn }) => {
			await signedIn("sms", "/");
			await page.getByRole("link", { name: "体重の入力方法" }).click();
			await expect(page).toHaveURL(/\/app_manual\/weight_input\?from=web$/);
			await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
			const wayHome = page.getByRole("navigation", { name: "ページ移動" }).getByRole("link", { name: "ホームへ戻る" });
			await expect(wayHome).toBeVisible();
			if (javaScriptEnabled) await expectNoAxeViolations(page);
			const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
			expect(scroll).toBeLessThanOrEqual(0);

			// Another manual from 「ほかの使い方」 keeps the way home.
			await page.getByRole("navigation", { name: "ほかの使い方" }).getByRole("link").first().click();
			await expect(page).toHaveURL(/\/app_manual\/\w+\?from=web$/);
			await expect(wayHome).toBeVisible();
			await wayHome.click();
			await expect(page).toHaveURL(/\/$/);

			// The app's own link: no web chrome, no web way home.
			await page.goto("/app_manual/weight_input");
			await expect(page.getByRole("link", { name: "ホームへ戻る" })).toHaveCount(0);
		});
	});
}
