import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SELECTABLE_RECIPE_SETTING_TYPES } from "#app/contract/labels";
import { saveRecipeSettingSchema } from "#app/contract/orange/recipe-settings";
import { CurrentSetting, RECIPE_SAVED_MESSAGE } from "#app/features/recipe-settings/routes/recipe-settings";
import { recipeSettingsFormSchema } from "#app/features/recipe-settings/schema";

describe("recipe settings form", () => {
	it("offers every value the contract accepts, stopping delivery (none) included, and each one the API accepts", () => {
		expect(SELECTABLE_RECIPE_SETTING_TYPES).toEqual([
			"diet",
			"blood_pressure",
			"cholesterol",
			"blood_glucose",
			"neutral_fat",
			"menopause",
			"none",
		]);
		for (const type of SELECTABLE_RECIPE_SETTING_TYPES) {
			expect(recipeSettingsFormSchema.parse({ type })).toEqual({ type });
			expect(saveRecipeSettingSchema.parse({ type })).toEqual({ type });
		}
	});

	it.each([undefined, "expired", "keto"])("refuses %j with one message", (type) => {
		const result = recipeSettingsFormSchema.safeParse({ type });
		expect(result.success).toBe(false);
		expect(result.error?.issues.map((issue) => issue.message)).toEqual([
			"配信を希望するレシピの種類を選択してください",
		]);
	});

	it("notifies with the words (docs/contract.md)", () => {
		expect(RECIPE_SAVED_MESSAGE).toBe("配信情報を設定しました");
	});
});

describe("current setting", () => {
	const render = (props: Parameters<typeof CurrentSetting>[0]) =>
		renderToStaticMarkup(createElement(CurrentSetting, props));

	it("reads `none` as not set yet, never as the label 配信しない", () => {
		const html = render({ type: "none", expiresOn: null, updatedAt: null });
		expect(html).toContain("まだ設定されていません");
		expect(html).not.toContain("配信しない");
	});

	it("reads a `none` the member chose (it has a date) as delivery stopped, with the way to start again", () => {
		const html = render({ type: "none", expiresOn: null, updatedAt: "2026年11月27日" });
		expect(html).toContain("配信を停止しています");
		expect(html).toContain("<dt>設定日</dt><dd>2026年11月27日</dd>");
		expect(html).not.toContain("まだ設定されていません");
	});

	it("reads `expired` as ended, with the last day, and says how to start again", () => {
		const html = render({ type: "expired", expiresOn: "2026年3月31日", updatedAt: "2025年4月1日" });
		expect(html).toContain("配信期間が終了しました");
		expect(html).toContain("2026年3月31日で配信を終了しています。");
		expect(html).toContain("もう一度レシピの種類を選ぶと、配信を再開できます。");
	});

	it("shows a chosen type with its delivery period", () => {
		const html = render({ type: "cholesterol", expiresOn: "2027年3月31日", updatedAt: "2026年9月1日" });
		expect(html).toContain("コレステロールが気になる方");
		expect(html).toContain("<dt>配信期間</dt><dd>2027年3月31日まで</dd>");
	});
});
