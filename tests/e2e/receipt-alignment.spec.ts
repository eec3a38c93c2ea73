import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { hydrated } from "./support/page";

/* The enquiry's completion at 320 px: 受付番号 and 受付日時 line up, their values in one column. */

test.use({ viewport: { width: 320, height: 720 } });

test("受付番号 and 受付日時: labels and values each in one column on a phone", async ({ page }) => {
	test.slow();
	await page.goto("/contact");
	await hydrated(page);
	await page.getByRole("radio", { name: "アカウント・ログインについて" }).check();
	await page.getByLabel("お名前").fill("山田 花子");
	await page.getByLabel("フリガナ").fill("ヤマダ ハナコ");
	await page.getByLabel("メールアドレス").fill("receipt-alignment@example.jp");
	await page.getByLabel("お問い合わせ内容").fill("受付番号の表示の確認です。");
	await page.getByRole("checkbox", { name: /個人情報の取扱いに同意します/ }).check();
	await page.getByRole("button", { name: "入力内容を確認する" }).click();
	await page.getByRole("button", { name: "送信する" }).click();
	await expect(page.getByRole("heading", { level: 1, name: "お問い合わせを受け付けました" })).toBeVisible();

	const receipt = page.locator(".receipt");
	const boxes = async (selector: string) =>
		Promise.all((await receipt.locator(selector).all()).map(async (element) => (await element.boundingBox())?.x));
	const labels = await boxes("dt");
	const values = await boxes("dd");
	expect(await receipt.locator("dt").allTextContents()).toEqual(["受付番号", "受付日時"]);
	expect(labels[0]).toBe(labels[1]);
	expect(values[0]).toBe(values[1]);
	// Each value beside its label, not under it.
	expect(values[0]).toBeGreaterThan(labels[0] ?? 0);
	expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
	await expectNoAxeViolations(page);
});
