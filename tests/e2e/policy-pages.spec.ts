import { expect, type Locator, type Page } from "@playwright/test";
import { NEVER_REPORTED } from "#app/features/content/data/privacy";
import { expectNoAxeViolations } from "./support/axe";
import { authenticate, fillIdentity, LIME_LINKS, limeUrl } from "./support/lime";
import { test } from "./support/members";
import { hydrated } from "./support/page";
import { layoutProblems } from "./support/page-checks";

/*
 * 個人情報の取扱い and ウェブアクセシビリティ方針: public, at 320 px, with and without JavaScript, reached from
 * the footer of every layout (the app's web view: from its help pages). The accessibility page cites this
 * spec for WCAG 2.4.1 (the skip link leads past the header) and WCAG 2.1.1 (the footer reached and followed
 * with the keyboard alone).
 */

test.use({ viewport: { width: 320, height: 640 } });

const PAGES = [
	{ path: "/privacy", heading: "個人情報の取扱い" },
	{ path: "/accessibility", heading: "ウェブアクセシビリティ方針" },
] as const;

const POLICY_LINKS = [
	["個人情報の取扱い", "/privacy"],
	["ウェブアクセシビリティ方針", "/accessibility"],
] as const;

/** The default env's desk as its config names it, said to be a demo (app/lib/member-desk.ts). */
async function expectDemoDesk(scope: Page | Locator) {
	const desk = scope.locator(".member-desk").last();
	await expect(desk.getByRole("link", { name: "03-0000-0000" })).toHaveAttribute("href", "tel:0300000000");
	await expect(desk).toContainText("（受付時間：平日9時〜17時）");
	await expect(desk).toContainText("デモ環境の番号です。実在の窓口ではありません");
}

async function expectPolicyLinks(scope: Locator) {
	for (const [name, href] of POLICY_LINKS) {
		await expect(scope.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
	}
}

for (const javaScriptEnabled of [true, false]) {
	test.describe(`${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
		test.use({ javaScriptEnabled });

		for (const { path, heading } of PAGES) {
			test(`${path}: public, fits 320 px, names the desk`, async ({ page }) => {
				const response = await page.goto(path);
				expect(response?.status()).toBe(200);
				if (javaScriptEnabled) await hydrated(page);
				await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
				await expect(page).toHaveTitle(`${heading}｜みらいヘルスナビ`);
				await expectDemoDesk(page);
				await expectPolicyLinks(page.getByRole("contentinfo"));
				if (!javaScriptEnabled) return;
				expect(await layoutProblems(page)).toEqual([]);
				await expectNoAxeViolations(page);
			});
		}
	});
}

test("the privacy page names each kind of data, sign-in records and what reports never hold", async ({ page }) => {
	await page.goto("/privacy");
	for (const section of ["enquiries", "contact-details", "health", "recipes", "account"]) {
		await expect(page.locator(`[id="${section}"]`), section).toHaveCount(1);
	}
	const signIns = page.getByRole("region", { name: "ログインの記録" });
	await expect(signIns).toContainText("「iPhone・Safari」");
	await expect(signIns).toContainText("「東京都」");
	await expect(signIns).toContainText("二段階認証の方法");
	await expect(signIns).toContainText("どの端末からログインしているか");
	const reports = page.getByRole("region", { name: "エラーの報告" });
	await expect(reports.locator(".privacy-never li")).toHaveText([...NEVER_REPORTED]);
	await expect(page.getByRole("region", { name: "利用状況の分析" })).toContainText("IPアドレスは匿名化");
	await expect(page.getByRole("region", { name: "健康に関する情報（要配慮個人情報）" })).toBeVisible();
	await expect(page.getByRole("region", { name: "開示・訂正・利用停止などのご請求" })).toBeVisible();
});

test.describe("every layout's footer links both policies", () => {
	test("unauthenticated: beside the public terms", async ({ page }) => {
		await page.goto("/faq");
		const footer = page.getByRole("contentinfo");
		await expect(footer.getByRole("link", { name: "利用規約" })).toHaveAttribute("href", "/terms");
		await expectPolicyLinks(footer);
	});

	test("an error screen of a visitor, in the unauthenticated layout", async ({ page }) => {
		await page.goto("/no-such-page");
		await expectPolicyLinks(page.getByRole("contentinfo"));
		await expectDemoDesk(page);
	});

	test("default (signed in): beside the members' terms", async ({ page, signedIn }) => {
		await signedIn("sms", "/news");
		const footer = page.getByRole("contentinfo");
		await expect(footer.getByRole("link", { name: "利用規約" })).toHaveAttribute("href", "/terms/user");
		await expectPolicyLinks(footer);
		await footer.getByRole("link", { name: "個人情報の取扱い" }).click();
		await expect(page).toHaveURL(/\/privacy$/);
		await expect(page.getByRole("heading", { level: 1, name: "個人情報の取扱い" })).toBeVisible();
	});

	test("lime (contact-detail flow): the footer's only links", async ({ page }) => {
		await page.goto(limeUrl(LIME_LINKS.yamada));
		const footer = page.getByRole("contentinfo");
		await expectPolicyLinks(footer);
		await expect(footer.getByRole("link")).toHaveCount(2);
		await authenticate(page, LIME_LINKS.yamada);
		await expectPolicyLinks(page.getByRole("contentinfo"));
	});

	test("web view: no footer, its help pages carry the links", async ({ page, signedIn }) => {
		await signedIn("webview", "/app_manual/weight_input");
		await expect(page.getByRole("contentinfo")).toHaveCount(0);
		await expectPolicyLinks(page.getByRole("navigation", { name: "個人情報とアクセシビリティ" }));
	});
});

test("keyboard alone: the skip link leads past the header, the footer's policy opens with Enter", async ({ page }) => {
	await page.goto("/privacy");
	await hydrated(page);
	await page.keyboard.press("Tab");
	const skip = page.getByRole("link", { name: "本文へスキップ" });
	await expect(skip).toBeFocused();
	await expect(skip).toBeInViewport();
	await page.keyboard.press("Enter");
	await expect(page.locator("#main")).toBeFocused();
	// On from the main content, Tab by Tab, to the footer's link.
	const target = page.getByRole("contentinfo").getByRole("link", { name: "ウェブアクセシビリティ方針" });
	for (let presses = 0; presses < 30; presses += 1) {
		if (await target.evaluate((link) => link === document.activeElement)) break;
		await page.keyboard.press("Tab");
	}
	await expect(target).toBeFocused();
	await page.keyboard.press("Enter");
	await expect(page).toHaveURL(/\/accessibility$/);
	await expect(page.getByRole("heading", { level: 1, name: "ウェブアクセシビリティ方針" })).toBeVisible();
});

test.describe("the desk wherever a member is told to call", () => {
	test("both enquiry forms offer it under the form", async ({ page, signedIn }) => {
		await page.goto("/contact");
		await expectDemoDesk(page.getByRole("region", { name: "お電話でのお問い合わせ" }));
		await signedIn("sms", "/contact/user");
		await expectDemoDesk(page.getByRole("region", { name: "お電話でのお問い合わせ" }));
	});

	test("a member's error screen, and one in the app's web view", async ({ page, signedIn }) => {
		await signedIn("sms", "/news");
		await page.goto("/no-such-page");
		await expect(page.getByRole("heading", { level: 1, name: /404/ })).toBeVisible();
		await expectDemoDesk(page.locator(".error-screen"));
		await signedIn("webview", "/questionnaires/9404/new");
		await expectDemoDesk(page.locator(".error-screen"));
	});

	test("a refused identity check on the contact-detail link", async ({ page }) => {
		await page.goto(limeUrl(LIME_LINKS.yamada, "auth"));
		await hydrated(page);
		await expect(page.locator(".member-desk")).toHaveCount(0);
		await fillIdentity(page, LIME_LINKS.yamada, { kigou: "9999" });
		await page.getByRole("button", { name: "本人確認する" }).click();
		await expect(page.locator(".error-summary")).toContainText("入力された情報がご登録内容と一致しません");
		await expect(page.locator(".identity-hints")).toContainText("すべて合っているのに進めない場合は");
		await expectDemoDesk(page.locator(".identity-hints"));
		await expectNoAxeViolations(page);
	});
});
