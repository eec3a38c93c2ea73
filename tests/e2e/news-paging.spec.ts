import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { test } from "./support/members";

/* A page number past the end shows the last page, one that is no number the first; an article returns to the list page it came from. */

test.use({ viewport: { width: 320, height: 568 } });

for (const javaScriptEnabled of [true, false]) {
	test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
		test.use({ javaScriptEnabled });

		test("a page past the end is the last page; 0, abc and the like are the first", async ({ page, signedIn }) => {
			await signedIn("sms", "/faq/user");
			const pager = page.getByRole("navigation", { name: "ページ送り" });
			for (const past of ["4", "99"]) {
				const response = await page.goto(`/news?page=${past}`);
				expect(response?.status()).toBe(200);
				await expect(page).toHaveURL(/\/news\?page=3$/);
				await expect(pager.getByRole("link", { name: "3ページ目" })).toHaveAttribute("aria-current", "page");
			}
			for (const wrong of ["0", "abc", "", "-1", "1.5"]) {
				const response = await page.goto(`/news?page=${wrong}`);
				expect(response?.status()).toBe(200);
				await expect(page).toHaveURL(/\/news$/);
				await expect(pager.getByRole("link", { name: "1ページ目" })).toHaveAttribute("aria-current", "page");
			}
			// An invalid article id is still the 404 with its path.
			const response = await page.goto("/news/abc");
			expect(response?.status()).toBe(404);
			await expect(page.getByText("Page Not Found: /news/abc")).toBeVisible();
		});

		test("「お知らせ一覧へ戻る」 returns to the list page the article was opened from", async ({ page, signedIn }) => {
			await signedIn("sms", "/news?page=2");
			await page.locator(".news-list").getByRole("link").first().click();
			await expect(page).toHaveURL(/\/news\/\d+\?page=2$/);
			if (javaScriptEnabled) await expectNoAxeViolations(page);
			await page.getByRole("link", { name: "お知らせ一覧へ戻る" }).click();
			await expect(page).toHaveURL(/\/news\?page=2$/);
			await expect(page.locator(".news-list").getByRole("listitem").first()).toContainText(
				"歩数記録キャンペーン 結果発表",
			);

			// Opened from the first page (or from home), it returns to /news.
			await page.goto("/news");
			await page.locator(".news-list").getByRole("link").first().click();
			await page.getByRole("link", { name: "お知らせ一覧へ戻る" }).click();
			await expect(page).toHaveURL(/\/news$/);
		});
	});
}
