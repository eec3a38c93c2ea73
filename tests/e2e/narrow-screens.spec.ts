import { expect, type Page } from "@playwright/test";
import { test } from "./support/members";
import { hydrated } from "./support/page";

/* Phone first at 320 px: no sideways scroll, a menu that opens without JavaScript, table rows as cards, a square icon. */

test.use({ viewport: { width: 320, height: 640 } });

async function expectNoSidewaysScroll(page: Page) {
	const { scrollWidth, innerWidth } = await page.evaluate(() => ({
		scrollWidth: document.documentElement.scrollWidth,
		innerWidth: window.innerWidth,
	}));
	expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test("home at 320 px: no sideways scroll, a menu, every 状況 in view, a square icon", async ({ page, signedIn }) => {
	test.slow();
	await signedIn("sms", "/");
	await expectNoSidewaysScroll(page);
	// The menu's own script (a chunk after the first load) closes it on a client-side navigation.
	await hydrated(page);

	const nav = page.getByRole("navigation", { name: "メイン" });
	await expect(nav).toBeHidden();
	await page.locator(".site-menu__toggle").click();
	await expect(nav.getByRole("link", { name: "お知らせ" })).toBeVisible();
	await expect(nav.getByRole("button", { name: "ログアウト" })).toBeVisible();
	await expectNoSidewaysScroll(page);
	await nav.getByRole("link", { name: "お知らせ" }).click();
	await expect(page).toHaveURL(/\/news$/);
	await expect(nav).toBeHidden();
	await page.goto("/");

	const statuses = page.locator(".data-table--stack td[data-label='状況']");
	await expect(statuses).toHaveCount(7);
	for (const box of await statuses.evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().right))) {
		expect(box).toBeLessThanOrEqual(320);
	}
	await expect(statuses.first()).toBeVisible();

	const icon = page.locator(".brand img");
	const size = await icon.evaluate((img: HTMLImageElement) => ({
		natural: img.naturalWidth / img.naturalHeight,
		shown: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
	}));
	expect(size.natural).toBeCloseTo(size.shown, 2);
});

test.describe("without JavaScript", () => {
	test.use({ javaScriptEnabled: false });

	test("the menu opens and its links work", async ({ page, signedIn }) => {
		test.slow();
		await signedIn("email", "/users/detail");
		const nav = page.getByRole("navigation", { name: "メイン" });
		await expect(nav).toBeHidden();
		await page.getByText("メニュー", { exact: true }).click();
		await nav.getByRole("link", { name: "よくある質問" }).click();
		await expect(page).toHaveURL(/\/faq\/user$/);
	});
});
