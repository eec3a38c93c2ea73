import { expect, test } from "@playwright/test";
import { authenticate, LIME_LINKS, limeUrl } from "./support/lime";

/* Pages that tell an outcome say only what is true. */

test("/email/complete opened directly claims no mail, and offers the way to send one", async ({ page }) => {
	const yamada = LIME_LINKS.yamada;
	await authenticate(page, yamada);
	await page.goto(limeUrl(yamada, "email/complete"));
	await expect(page.getByRole("heading", { level: 1, name: "メールアドレスの変更" })).toBeVisible();
	await expect(page.getByText("確認メールを送信しました")).toHaveCount(0);
	await expect(page.getByText("確認メールをお送りしました")).toHaveCount(0);
	await expect(page.getByText("確認メールを送信した記録を確認できません", { exact: false })).toBeVisible();
	await page.getByRole("link", { name: "メールアドレスの変更手続きへ" }).click();
	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "email")}$`));
	await expect(page.getByRole("button", { name: "確認メールを送信する" })).toBeVisible();
});
