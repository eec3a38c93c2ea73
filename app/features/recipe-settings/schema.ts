import * as z from "zod";
import type { SelectableRecipeSettingType } from "#app/contract/labels";

/**
 * What a member can choose on /users/recipe_settings: every value the contract accepts, `none`
 * (「配信しない」, stopping delivery) included. `expired` (the delivery period ended) is a state the
 * server reports, not a choice (docs/decisions/107-recipe-settings-every-choice.md).
 */
export const RECIPE_CHOICES = [
	"diet",
	"blood_pressure",
	"cholesterol",
	"blood_glucose",
	"neutral_fat",
	"menopause",
	"none",
] as const satisfies readonly SelectableRecipeSettingType[];
export type RecipeChoice = (typeof RECIPE_CHOICES)[number];

export const recipeSettingsFormSchema = z.object({
	type: z.enum(RECIPE_CHOICES, { error: "配信を希望するレシピの種類を選択してください" }),
});
