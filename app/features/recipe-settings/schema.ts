import * as z from "zod";
import type { SelectableRecipeSettingType } from "#app/contract/labels";

/** The choices; `none` and `expired` are states, not choices (docs/decisions/032-recipe-settings.md). */
export const RECIPE_CHOICES = [
	"diet",
	"blood_pressure",
	"cholesterol",
	"blood_glucose",
	"neutral_fat",
	"menopause",
] as const satisfies readonly SelectableRecipeSettingType[];
export type RecipeChoice = (typeof RECIPE_CHOICES)[number];

export const recipeSettingsFormSchema = z.object({
	type: z.enum(RECIPE_CHOICES, { error: "配信を希望するレシピの種類を選択してください" }),
});
