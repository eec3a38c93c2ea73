import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { fillIdentity, LIME_LINKS, limeUrl } from "./support/lime";
import { test } from "./support/members";
import { hydrated } from "./support/page";

/* While a page loads or a form is sent: words that say which, clear of the brand, and a menu that shows the tap and then steps aside. */

test.use({ viewport: { width: 320, height: 568 } });

/** Holds the browser's data requests matching `pattern` until `release()`. */
async function holdRequests(page: Page, pattern: string) {
	let release = () => {};
	const released = new Promise<void>((resolve) => {
		release = resolve;
	});
	await page.route(pattern, async (route) => {
		await released;
		await route.continue();
	});
	return { release: () => release() };
}

async function expectApart(a: Locator, b: Locator) {
	const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
	expect(boxA && boxB).toBeTruthy();
	if (!boxA || !boxB) return;
	const overlap =
		boxA.y < boxB.y + boxB.height &&
		boxB.y < boxA.y + boxA.height &&
		boxA.x < boxB.x + boxB.width &&
		boxB.x < boxA.x + boxA.width;
	expect(overlap).toBe(false);
}

test("a slow page from the menu: the tapped item is marked, the menu closes, 「読み込み中です」 clear of the brand", async ({
	page,
	signedIn,
}) => {
	await signedIn("sms", "/");
	await hydrated(page);
	const held = await holdRequests(page, "**/news.data*");
	const nav = page.getByRole("navigation", { name: "メイン" });
	await page.locator(".site-menu__toggle").click();
	const item = nav.getByRole("link", { name: "お知らせ" });
	await item.click();
	await expect(item).toHaveClass(/\bpending\b/);
	await expect(nav).toBeHidden();
	const status = page.locator(".nav-progress__label");
	await expect(status).toHaveText("読み込み中です");
	await expectApart(status, page.locator(".brand"));
	await expect(page).toHaveURL(/\/$/);
	await expectNoAxeViolations(page);
	held.release();
	await expect(page).toHaveURL(/\/news$/);
	await expect(status).toHaveCount(0);
});

test("a form on its way says 「送信中です」", async ({ page }) => {
	const yamada = LIME_LINKS.yamada;
	await page.goto(limeUrl(yamada, "auth"));
	await hydrated(page);
	await fillIdentity(page, yamada);
	const held = await holdRequests(page, "**/auth.data*");
	await page.getByRole("button", { name: "本人確認する" }).click();
	const status = page.locator(".nav-progress__label");
	await expect(status).toHaveText("送信中です");
	await expect(page.getByRole("button", { name: "本人確認する" })).toBeDisabled();
	await expectNoAxeViolations(page);
	held.release();
	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "actions")}$`));
});
