import { expect, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { axeProblems } from "./support/axe";
import { RECIPE_MEMBER, signInWithoutJavaScript } from "./support/forms";
import { test } from "./support/members";
import { resetMember } from "./support/mock";
import { hydrated } from "./support/page";
import { layoutProblems } from "./support/page-checks";

/*
 * Forms at their edges on the narrowest phone, with and without JavaScript: a frequency question has a true answer for a member who did not do it at all (「0日」, sent as
 * the contract's null); recipe settings offer every value the contract accepts, stopping delivery
 * included, and the saved state stays on the page under the heading.
 */

test.use({ viewport: { width: 320, height: 640 } });
test.slow();

const question = (page: Page, legend: string) => page.getByRole("group", { name: legend });

for (const javaScriptEnabled of [true, false]) {
	test.describe(`${javaScriptEnabled ? "with" : "without"} JavaScript (member recipe)`, RECIPE_MEMBER, () => {
		test.use({ javaScriptEnabled });
		test.beforeEach(async ({ request }) => {
			await resetMember(request, "recipe");
		});

		const signInAs = (page: Page, path: string) =>
			javaScriptEnabled
				? signIn(page, "recipe", path).then(() => hydrated(page))
				: signInWithoutJavaScript(page, "recipe", path);

		test("a required frequency question is answered 「0日」 truthfully and accepted", async ({ page }) => {
			await signInAs(page, "/questionnaires/2/new");
			await question(page, "6時間以上眠れた日").getByRole("radio", { name: "0日（なし）" }).check();
			await question(page, "スマートフォン").getByRole("radio", { name: "できなかった" }).check();
			if (javaScriptEnabled) expect(await layoutProblems(page)).toEqual([]);
			await page.getByRole("button", { name: "回答を送信する" }).click();
			await expect(page.getByRole("heading", { level: 1, name: "ご回答ありがとうございました" })).toBeVisible();
		});

		test("stopping delivery is a choice; the saved state stays under the heading", async ({ page }) => {
			await signInAs(page, "/users/recipe_settings");
			const group = page.getByRole("group", { name: "配信を希望するレシピ" });
			await group.getByRole("radio", { name: "配信しない" }).check();
			await page.getByRole("button", { name: "設定する" }).click();
			const notice = page.locator(".notification");
			await expect(notice).toContainText("配信情報を設定しました");
			await expect(notice).toContainText("レシピの配信を停止しました。");
			await expect(page.getByRole("region", { name: "現在の設定" })).toContainText("配信を停止しています");
			await expect(group.getByRole("radio", { name: "配信しない" })).toBeChecked();
			// Under the heading, and still there long after any toast has gone: it is part of the page.
			const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
			const box = await notice.boundingBox();
			expect((box?.y ?? 0) > (heading?.y ?? 0)).toBe(true);
			if (javaScriptEnabled) {
				await expect(notice).toHaveAttribute("role", "status");
				expect(await axeProblems(page)).toEqual([]);
			}
			// Read once: a reload shows the saved state, no longer the notification.
			await page.reload();
			await expect(page.getByRole("region", { name: "現在の設定" })).toContainText("配信を停止しています");
			await expect(notice).toHaveCount(0);
		});
	});
}
