import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { test } from "./support/members";
import { hydrated } from "./support/page";

/*
 * A phone that loses its signal while the member moves around the portal (docs/decisions/175-a-lost-signal-keeps-the-page.md):
 * the page they are on stays, with a notice, and nothing that tells a failure needs the network.
 */

const COMMUNICATION_ERROR = "通信エラーが発生しました。大変お手数ですが、時間をおいてから再度お試しください";
const BACK_ONLINE = "通信が回復しました。もう一度お試しください。";

test.use({ viewport: { width: 320, height: 640 }, hasTouch: true });

const menuLink = (page: Page, name: string) =>
	page.getByRole("navigation", { name: "メイン" }).getByRole("link", { name, exact: true });

/** The member menu folds away on a phone: open it when its links are hidden. */
async function tapMenu(page: Page, name: string) {
	if (!(await menuLink(page, name).isVisible())) await page.locator(".site-menu__toggle").click();
	await menuLink(page, name).click();
}

async function expectStayedOffline(page: Page, path: RegExp, heading: string) {
	await expect(page.getByRole("alert").filter({ hasText: COMMUNICATION_ERROR })).toBeVisible();
	await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
	await expect(page).toHaveURL(path);
	await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
	await expect(page.locator(".error-screen")).toHaveCount(0);
	await expectNoAxeViolations(page);
}

test("offline, home → news and news → an article keep the page with a notice; back online the tap works", async ({
	page,
	signedIn,
}) => {
	await signedIn("sms", "/");
	await hydrated(page);
	const home = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";

	await page.context().setOffline(true);
	await tapMenu(page, "お知らせ");
	await expectStayedOffline(page, /\/$/, home);
	await page.context().setOffline(false);
	await expect(page.getByRole("status").filter({ hasText: BACK_ONLINE })).toBeVisible();
	await tapMenu(page, "お知らせ");
	await expect(page.getByRole("heading", { level: 1, name: "お知らせ" })).toBeVisible();
	await expect(page).toHaveURL(/\/news$/);
	// The module that could not load offline came as a document: the page works again once hydrated.
	await hydrated(page);

	const article = page.locator(".news-list").getByRole("link").first();
	const title = (await article.textContent()) ?? "";
	await page.context().setOffline(true);
	await article.click();
	await expectStayedOffline(page, /\/news$/, "お知らせ");
	await page.context().setOffline(false);
	await article.click();
	await expect(page).toHaveURL(/\/news\/\d+$/);
	await expect(page.getByRole("heading", { level: 1 })).toContainText(title.trim().slice(0, 8));
});

test("with the network gone after the load, no failure path asks for code", async ({ page, signedIn }) => {
	await signedIn("sms", "/");
	await hydrated(page);
	// The pages it will try have their route modules: a page's own code is not a failure's display.
	await tapMenu(page, "お知らせ");
	await expect(page.getByRole("heading", { level: 1, name: "お知らせ" })).toBeVisible();
	await tapMenu(page, "お問い合わせ");
	await expect(page.getByRole("heading", { level: 1, name: "お問い合わせ" })).toBeVisible();
	await hydrated(page);

	// Every request from here on is attempted into a dead network, and noted.
	const attempted: string[] = [];
	page.on("request", (request) => attempted.push(new URL(request.url()).pathname));
	await page.context().setOffline(true);

	// A form post: the form says so in place.
	await page.getByRole("radio", { name: "みらいヘルスナビについて" }).check();
	await page.getByLabel("お問い合わせ内容").fill("電波のない所で書きました。");
	await page.getByRole("button", { name: "入力内容を確認する" }).click();
	await expect(page.locator(".send-failure")).toContainText("通信できませんでした");
	await expect(page.getByLabel("お問い合わせ内容")).toHaveValue("電波のない所で書きました。");

	// An in-app navigation: the page stays, with the toast.
	await tapMenu(page, "お知らせ");
	await expect(page.getByRole("alert").filter({ hasText: COMMUNICATION_ERROR })).toBeVisible();
	await expect(page.getByRole("heading", { level: 1, name: "お問い合わせ" })).toBeVisible();

	// Back has already changed the address when its data fails: the error screen, drawn from the page.
	await page.goBack();
	await expect(page).toHaveURL(/\/news$/);
	await expect(page.getByRole("heading", { level: 1, name: /エラーが発生しました/ })).toBeVisible();
	// The toast's contrast is judged once it has faded in.
	await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
	await expectNoAxeViolations(page);

	expect(attempted.length).toBeGreaterThan(0);
	// Data and the next page's stylesheet were tried (a phone's cache holds the latter); no script was.
	expect(attempted.filter((path) => /^\/assets\/.*\.js$/.test(path))).toEqual([]);
});
