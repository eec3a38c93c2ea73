import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { LIME_LINKS, limeUrl } from "./support/lime";
import { hydrated } from "./support/page";

/*
 * An expired, used or unknown contact-detail link (the link check's 410, shown as a 404 under
 * 「無効なURLです」): what happened in plain words, whom to call for a new link (the environment's
 * MEMBER_DESK_PHONE and MEMBER_DESK_HOURS; here the default env's demo, said to be one), the
 * enquiry form and the help page as ways on, in the lime look. And the help page itself has the site's header and a way back.
 */

test.use({ viewport: { width: 320, height: 720 } });

const EXPIRED = { token: "fault-410" };
const UNKNOWN = { token: "no-such-link-0001" };

async function expectInvalidLinkPage(page: Page) {
	// The status code heads it, as on every error screen, and the title is the brief's 「エラー」.
	await expect(page.getByRole("heading", { level: 1 })).toHaveText("404無効なURLです");
	await expect(page.locator("h1 .error-screen__status")).toHaveText("404");
	await expect(page).toHaveTitle("エラー｜みらいヘルスナビ");
	await expect(page.getByRole("main")).toContainText(
		"このURLは有効期限が切れているか、すでに使われたため、開くことができません。",
	);
	await expect(page.getByRole("heading", { level: 2, name: "新しいURLを受け取るには" })).toBeVisible();
	const phone = page.getByRole("link", { name: "03-0000-0000" });
	await expect(phone).toHaveAttribute("href", "tel:0300000000");
	await expect(page.getByRole("main")).toContainText("（受付時間：平日9時〜17時）");
	await expect(page.getByRole("main")).toContainText("デモ環境の番号です。実在の窓口ではありません");
	await expect(page.getByRole("link", { name: "お問い合わせフォームへ" })).toHaveAttribute("href", "/contact");
	await expect(page.getByRole("link", { name: "URLが無効な場合のご案内" })).toBeVisible();
	// Not the bare 「404 ページが見つかりません」 screen, and the lime brand above it.
	await expect(page.getByText("ページが見つかりません")).toHaveCount(0);
	const banner = page.getByRole("banner");
	await expect(banner.getByText("みらいヘルスナビ")).toBeVisible();
	await expect(banner.locator("img")).toHaveAttribute("src", "/favicon.svg");
}

for (const link of [EXPIRED, UNKNOWN]) {
	test(`${link.token}: 「無効なURLです」 says the link expired or was used, and how to get a new one`, async ({
		page,
	}) => {
		test.slow();
		const response = await page.goto(limeUrl(link, "auth"));
		expect(response?.status()).toBe(404);
		await hydrated(page);
		await expectInvalidLinkPage(page);
		expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
		await expectNoAxeViolations(page);
	});
}

test.describe("without JavaScript", () => {
	test.use({ javaScriptEnabled: false });

	test("the same page from the server, and the enquiry form one tap away", async ({ page }) => {
		const response = await page.goto(limeUrl(EXPIRED));
		expect(response?.status()).toBe(404);
		await expectInvalidLinkPage(page);
		await page.getByRole("link", { name: "お問い合わせフォームへ" }).click();
		await expect(page.getByRole("heading", { level: 1, name: "お問い合わせ" })).toBeVisible();
	});
});

test("the help page for invalid links has the site header, the contact-detail case and a way back", async ({
	page,
}) => {
	test.slow();
	await page.goto(limeUrl(EXPIRED));
	await page.getByRole("link", { name: "URLが無効な場合のご案内" }).click();
	await expect(page).toHaveURL(/\/app_manual\/login\/invalid_url$/);
	await hydrated(page);
	const banner = page.getByRole("banner");
	await expect(banner.getByRole("link", { name: "みらいヘルスナビ" })).toHaveAttribute("href", "/login");
	await expect(
		page.getByRole("heading", { level: 2, name: "「連絡先情報の入力」のメールのリンクの場合" }),
	).toBeVisible();
	await expect(page.getByRole("link", { name: "お問い合わせフォーム", exact: true })).toHaveAttribute(
		"href",
		"/contact",
	);
	await expect(page.getByRole("link", { name: "ログイン画面へ戻る" })).toHaveAttribute("href", "/login");
	expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
	await expectNoAxeViolations(page);
});

test("lime pages carry the brand with their section titles, in the site's spacing and type scale", async ({ page }) => {
	test.slow();
	const measure = () =>
		page.evaluate(() => {
			const header = document.querySelector("header") as HTMLElement;
			const h1 = document.querySelector("h1") as HTMLElement;
			const name = header.querySelector(".brand__name") as HTMLElement;
			const style = getComputedStyle(header);
			return {
				headerPadding: `${style.paddingTop} ${style.paddingLeft}`,
				brandSize: getComputedStyle(name).fontSize,
				h1Size: getComputedStyle(h1).fontSize,
				mainPadding: getComputedStyle(document.querySelector("main") as HTMLElement).paddingLeft,
			};
		});
	await page.goto("/contact");
	const site = await measure();

	await page.goto(limeUrl(LIME_LINKS.yamada));
	await hydrated(page);
	const banner = page.getByRole("banner");
	await expect(banner.locator("img")).toHaveAttribute("src", "/favicon.svg");
	await expect(banner.getByText("みらいヘルスナビ")).toBeVisible();
	await expect(banner.getByText("みらい健康保険組合")).toBeVisible();
	await expect(banner.locator(".lime-header__title")).toHaveText("連絡先情報を入力");
	expect(await measure()).toEqual(site);
	await expectNoAxeViolations(page);
});
