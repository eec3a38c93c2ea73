import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { fillIdentity, LIME_LINKS, limeUrl } from "./support/lime";
import { hydrated } from "./support/page";

/*
 * At 320 px, with and without JavaScript: the entry page says who sent the link and leads in on its
 * first screen; a refused identity check says what to check and whom to ask, never a dead end.
 */

const yamada = LIME_LINKS.yamada;
const NARROW = { width: 320, height: 640 } as const;

test.use({ viewport: NARROW });

for (const javaScriptEnabled of [true, false]) {
	test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
		test.use({ javaScriptEnabled });

		test("the entry page names its sender and starts on the first screen", async ({ page }) => {
			await page.goto(limeUrl(yamada));
			if (javaScriptEnabled) await hydrated(page);
			const start = page.getByRole("link", { name: "手続きを始める" });
			const box = await start.boundingBox();
			expect(box && box.y + box.height).toBeLessThanOrEqual(NARROW.height);
			const about = page.getByRole("region", { name: "このページについて" });
			await expect(about).toContainText("みらい健康保険組合からお送りした「連絡先情報のご登録」メールのリンク");
			await expect(about.getByRole("link", { name: "03-0000-0000" })).toHaveAttribute("href", "tel:0300000000");
			if (javaScriptEnabled) await expectNoAxeViolations(page);
		});

		test("a mismatch names what to check and whom to ask", async ({ page }) => {
			await page.goto(limeUrl(yamada, "auth"));
			if (javaScriptEnabled) await hydrated(page);
			await fillIdentity(page, yamada, { kigou: "9999" });
			await page.getByRole("button", { name: "本人確認する" }).click();
			const hints = page.getByRole("region", { name: "次の点をご確認ください" });
			await expect(hints).toContainText("元号（昭和・平成など）");
			await expect(hints).toContainText("氏名（フリガナ）");
			await expect(hints).toContainText("「記号」欄と「番号」欄の数字");
			await expect(hints.getByRole("link", { name: "03-0000-0000" })).toHaveAttribute("href", "tel:0300000000");
			await expect(hints.getByRole("link", { name: "お問い合わせフォーム" })).toHaveAttribute("href", "/contact");
			await expect(page.getByLabel("記号")).toHaveValue("9999");
			if (javaScriptEnabled) await expectNoAxeViolations(page);
		});
	});
}
