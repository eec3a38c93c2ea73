import { expect, type Page } from "@playwright/test";
import { axeProblems } from "./support/axe";
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

test.describe("the menu on the narrowest phone", () => {
	/* At 320 px: the menu button stays put when the menu opens, and ログアウト lines up with the items. */

	test.use({ viewport: { width: 320, height: 640 } });
	// The shared member session is made by the first test that asks: a sign-in, slow on a loaded machine.
	test.slow();

	test("the menu button does not move when the menu opens; ログアウト lines up with the items", async ({
		page,
		signedIn,
	}) => {
		await signedIn("sms", "/faq/user");
		// Opened before the menu's chunk hydrates, React would close it again.
		await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
		const toggle = page.locator("details.site-menu > summary");
		const before = await toggle.boundingBox();
		await toggle.click();
		await expect(page.getByRole("navigation", { name: "メイン" }).getByRole("link", { name: "ホーム" })).toBeVisible();
		const after = await toggle.boundingBox();
		expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
		expect(after?.y).toBeCloseTo(before?.y ?? -1, 0);

		const nav = page.getByRole("navigation", { name: "メイン" });
		const item = await nav.getByRole("link", { name: "会員情報" }).boundingBox();
		const signOut = await nav.getByRole("button", { name: "ログアウト" }).boundingBox();
		expect(signOut?.x).toBeCloseTo(item?.x ?? -1, 0);
		expect(signOut?.width).toBeCloseTo(item?.width ?? -1, 0);
		expect(Math.abs((signOut?.height ?? 0) - (item?.height ?? 0))).toBeLessThanOrEqual(2);
		expect(await axeProblems(page)).toEqual([]);
	});
});
