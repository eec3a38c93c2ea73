import { expect, type Page } from "@playwright/test";
import { formatDate } from "../../app/lib/japanese/dates";
import { signIn } from "./support/auth";
import { axeProblems, expectNoAxeViolations } from "./support/axe";
import { recipeSettingOf } from "./support/demo-calendar";
import { RECIPE_MEMBER, signInWithoutJavaScript } from "./support/forms";
import { test } from "./support/members";
import { armFault, resetMember } from "./support/mock";
import { hydrated } from "./support/page";

function currentSetting(page: Page) {
	return page.getByRole("region", { name: "現在の設定" });
}

function recipeGroup(page: Page) {
	return page.getByRole("group", { name: "配信を希望するレシピ" });
}

test.describe("changing the setting (member recipe)", RECIPE_MEMBER, () => {
	test.beforeEach(async ({ request }) => {
		await resetMember(request, "recipe");
	});

	test("the current type is shown and chosen; a new choice is saved with the notification", async ({ page }) => {
		await signIn(page, "recipe", "/users/recipe_settings");
		await hydrated(page);
		await expect(currentSetting(page)).toContainText("ダイエット");
		await expect(currentSetting(page)).toContainText(`${formatDate(recipeSettingOf(1008).expiresOn ?? "")}まで`);
		await expect(recipeGroup(page).getByRole("radio", { name: "ダイエット" })).toBeChecked();
		await expect(recipeGroup(page).getByRole("radio")).toHaveCount(7);
		await expect(recipeGroup(page).getByRole("radio", { name: "配信期間終了" })).toHaveCount(0);
		await expectNoAxeViolations(page);

		await recipeGroup(page).getByRole("radio", { name: "血圧が気になる方" }).check();
		await page.getByRole("button", { name: "設定する" }).click();
		await expect(page.locator(".notification").filter({ hasText: "配信情報を設定しました" })).toBeVisible();
		await expect(page).toHaveURL(/\/users\/recipe_settings$/);
		await expect(currentSetting(page)).toContainText("血圧が気になる方");
		await expect(recipeGroup(page).getByRole("radio", { name: "血圧が気になる方" })).toBeChecked();

		// POST/redirect/GET: a reload shows the saved state and sends nothing.
		const reload = await page.reload();
		expect(reload?.request().method()).toBe("GET");
		await expect(currentSetting(page)).toContainText("血圧が気になる方");
		await expectNoAxeViolations(page);
	});

	test("an answer lost after saving: told as unknown, not as a failure; the resend confirms the save", async ({
		page,
		request,
	}) => {
		await armFault(request, { call: "POST /api/orange/v1/recipe_settings", fault: "lost", member: "recipe" });
		await signIn(page, "recipe", "/users/recipe_settings");
		await hydrated(page);
		await recipeGroup(page).getByRole("radio", { name: "血圧が気になる方" }).check();
		await page.getByRole("button", { name: "設定する" }).click();
		await expect(page.getByRole("heading", { name: "送信できたか確認できませんでした" })).toBeVisible();
		await expect(page.locator(".form-errors")).toContainText("反映されているかご確認のうえ");
		// The gateway's English that came with the lost answer is not shown to the member.
		await expect(page.getByText("Bad Gateway")).toHaveCount(0);
		await expect(recipeGroup(page).getByRole("radio", { name: "血圧が気になる方" })).toBeChecked();
		await expectNoAxeViolations(page);

		await page.getByRole("button", { name: "設定する" }).click();
		await expect(page.locator(".notification").filter({ hasText: "配信情報を設定しました" })).toBeVisible();
		await expect(currentSetting(page)).toContainText("血圧が気になる方");
	});

	test("a server failure keeps the choice, leaves the saved setting alone and says what happened", async ({
		page,
		request,
	}) => {
		await armFault(request, { call: "POST /api/orange/v1/recipe_settings", fault: "500", member: "recipe" });
		await signIn(page, "recipe", "/users/recipe_settings");
		await hydrated(page);
		await recipeGroup(page).getByRole("radio", { name: "血圧が気になる方" }).check();
		await page.getByRole("button", { name: "設定する" }).click();
		await expect(page.locator(".form-errors")).toHaveText("サーバーでエラーが発生しました");
		await expect(page.getByText("配信情報を設定しました")).toHaveCount(0);
		await expect(recipeGroup(page).getByRole("radio", { name: "血圧が気になる方" })).toBeChecked();
		await expect(currentSetting(page)).toContainText("ダイエット");
		await expectNoAxeViolations(page);

		await page.getByRole("button", { name: "設定する" }).click();
		await expect(page.locator(".notification").filter({ hasText: "配信情報を設定しました" })).toBeVisible();
		await expect(currentSetting(page)).toContainText("血圧が気になる方");
	});

	test.describe("without JavaScript", () => {
		test.use({ javaScriptEnabled: false });
		test("the form posts and the notification is shown after the redirect", async ({ page }) => {
			await signInWithoutJavaScript(page, "recipe", "/users/recipe_settings");
			await recipeGroup(page).getByRole("radio", { name: "更年期が気になる方" }).check();
			await page.getByRole("button", { name: "設定する" }).click();
			await expect(currentSetting(page)).toContainText("更年期が気になる方");
			await expect(page).toHaveURL(/\/users\/recipe_settings$/);
			// The outcome stays under the heading (the toast's <noscript> copy aside).
			await expect(page.locator(".notification")).toContainText("配信情報を設定しました");
			await expect(page.locator(".notification")).toContainText("「更年期が気になる方」のレシピをお届けします");
		});
	});
});

test.describe("a member with no setting yet (webview, nothing saved)", () => {
	test("'none' reads as not set; choosing nothing is refused at the group", async ({ page, signedIn }) => {
		await signedIn("webview", "/users/recipe_settings");
		await hydrated(page);
		await expect(currentSetting(page)).toContainText("まだ設定されていません");
		await expect(currentSetting(page)).not.toContainText("配信しない");
		for (const radio of await recipeGroup(page).getByRole("radio").all()) await expect(radio).not.toBeChecked();
		await page.getByRole("button", { name: "設定する" }).click();
		await expect(recipeGroup(page).getByText("配信を希望するレシピの種類を選択してください")).toBeVisible();
		await expect(recipeGroup(page).getByRole("radio", { name: "ダイエット" })).toHaveAttribute("aria-invalid", "true");
		await expectNoAxeViolations(page);
	});

	test.describe("without JavaScript", () => {
		test.use({ javaScriptEnabled: false });
		test("the server refuses an empty choice with the same message", async ({ page, signedIn }) => {
			await signedIn("webview", "/users/recipe_settings");
			await page.getByRole("button", { name: "設定する" }).click();
			await expect(recipeGroup(page).getByText("配信を希望するレシピの種類を選択してください")).toBeVisible();
			await expect(currentSetting(page)).toContainText("まだ設定されていません");
		});
	});
});

test.describe("on the narrowest phone", () => {
	/* At 320 px, with and without JavaScript: stopping delivery is a choice, and the saved state stays on the page under the heading. */

	test.use({ viewport: { width: 320, height: 640 } });
	test.slow();

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
});
