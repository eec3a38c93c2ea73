import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { newsToday } from "./support/demo-calendar";
import { test } from "./support/members";
import { hydrated } from "./support/page";

/*
 * At 320 px, with and without JavaScript: the menu reaches every member page of the web portal, and
 * home's お知らせ (a desk closing, a deadline) is a tap away from its first screen.
 */

const NARROW = { width: 320, height: 640 } as const;

/** Every member page a member opens from the web, and where the menu takes them. */
const MEMBER_PAGES: readonly [label: string, href: string][] = [
	["ホーム", "/"],
	["お知らせ", "/news"],
	["健康サポート", "/#health-support"],
	["会員情報", "/users/detail"],
	["配信設定", "/users/recipe_settings"],
	["パスワード変更", "/users/password/update"],
	["よくある質問", "/faq/user"],
	["お問い合わせ", "/contact/user"],
	["利用規約", "/terms/user"],
];

test.use({ viewport: NARROW });

for (const javaScript of [true, false]) {
	test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
		test.use({ javaScriptEnabled: javaScript });
		test.slow();

		test("the menu lists every member page", async ({ page, signedIn }) => {
			await signedIn("sms", "/users/detail");
			// Opened before the menu's chunk hydrates, React would close it again.
			if (javaScript) await hydrated(page);
			// The links standing alone on the detail page are whole 24 px targets, not 17 px lines of text.
			for (const name of ["配信設定を変更する", "パスワードを変更する"]) {
				const box = await page.getByRole("main").getByRole("link", { name }).boundingBox();
				expect(box && Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(24);
			}
			await page.locator("details.site-menu > summary").click();
			const nav = page.getByRole("navigation", { name: "メイン" });
			for (const [label, href] of MEMBER_PAGES) {
				const link = nav.getByRole("link", { name: label, exact: true });
				await expect(link).toBeVisible();
				await expect(link).toHaveAttribute("href", href);
			}
			await nav.getByRole("link", { name: "配信設定", exact: true }).click();
			await expect(page).toHaveURL(/\/users\/recipe_settings$/);
			if (javaScript) await expectNoAxeViolations(page);
		});

		test("home's first screen leads to お知らせ", async ({ page, signedIn }) => {
			await signedIn("sms", "/");
			if (javaScript) await hydrated(page);
			const jump = page.getByRole("navigation", { name: "ホームの内容" }).getByRole("link", { name: "お知らせ" });
			const box = await jump.boundingBox();
			expect(box && box.y + box.height).toBeLessThanOrEqual(NARROW.height);
			expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
			await jump.click();
			await expect(page).toHaveURL(/\/#news$/);
			await expect(page.getByRole("heading", { level: 2, name: "お知らせ" })).toBeInViewport();
			await expect(page.locator("#news")).toContainText(newsToday()[0]?.title ?? "");
			if (javaScript) await expectNoAxeViolations(page);
		});
	});
}

test("a link to one FAQ question opens it", async ({ page }) => {
	await page.goto("/faq#member-card");
	await hydrated(page);
	const question = page.locator("details#member-card");
	await expect(question).toHaveAttribute("open", "");
	await expect(question.getByText("記号・番号はどこに書いてありますか。")).toBeInViewport();
	await expectNoAxeViolations(page);
});
