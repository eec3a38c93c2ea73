import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { test } from "./support/members";
import { hydrated } from "./support/page";

/* A link to a section of home lands at that section, after a client-side navigation as after a document load. */

test.use({ viewport: { width: 320, height: 568 } });

/** The section's heading is in view, near the top of the window. */
async function expectAtSection(page: Page, id: string) {
	const heading = page.locator(`#${id} h2`);
	await expect(heading).toBeInViewport();
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
}

for (const javaScriptEnabled of [true, false]) {
	test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
		test.use({ javaScriptEnabled });

		test("news and article links to home's sections land at them", async ({ page, signedIn }) => {
			test.slow();
			await signedIn("sms", "/news/2");
			if (javaScriptEnabled) await hydrated(page);
			await page.getByRole("link", { name: "あなたの体重と歩数の記録を見る" }).click();
			await expect(page).toHaveURL(/\/#records$/);
			await expectAtSection(page, "records");
			if (javaScriptEnabled) await expectNoAxeViolations(page);

			await page.goto("/news/3");
			if (javaScriptEnabled) await hydrated(page);
			await page.getByRole("link", { name: "健康サポートの記事を見る" }).click();
			await expect(page).toHaveURL(/\/#health-support$/);
			await expectAtSection(page, "health-support");

			await page.goto("/health_support/1");
			if (javaScriptEnabled) await hydrated(page);
			await page.getByRole("link", { name: "健康サポートの記事一覧へ戻る" }).click();
			await expect(page).toHaveURL(/\/#health-support$/);
			await expectAtSection(page, "health-support");
		});
	});
}
