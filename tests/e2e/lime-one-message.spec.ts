import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { fillIdentity, LIME_LINKS, limeUrl } from "./support/lime";
import { hydrated } from "./support/page";

/* A refused identity check is said once, above the form: no toast over the fields being corrected. */

const yamada = LIME_LINKS.yamada;
const MISMATCH = "入力された情報がご登録内容と一致しません";

test.use({ viewport: { width: 320, height: 568 } });

for (const javaScriptEnabled of [true, false]) {
	test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
		test.use({ javaScriptEnabled });

		test("a mismatch is one message in the error summary, the input kept", async ({ page }) => {
			await page.goto(limeUrl(yamada, "auth"));
			if (javaScriptEnabled) await hydrated(page);
			await fillIdentity(page, yamada, { kigou: "9999" });
			await page.getByRole("button", { name: "本人確認する" }).click();
			await expect(page.locator(".error-summary")).toContainText(MISMATCH);
			// Give a toast the time it would take to appear.
			await page.waitForTimeout(500);
			await expect(page.getByText(MISMATCH)).toHaveCount(1);
			await expect(page.locator(".toast")).toHaveCount(0);
			await expect(page.getByLabel("記号")).toHaveValue("9999");
			if (javaScriptEnabled) await expectNoAxeViolations(page);
		});
	});
}
