import * as z from "zod";
import { SELECTABLE_RECIPE_SETTING_TYPES } from "#app/contract/labels";

/**
 * What a member can choose on /users/recipe_settings: every value the contract accepts, `none`
 * (「配信しない」, stopping delivery) included. `expired` (the delivery period ended) is a state the
 * server reports, not a choice (docs/decisions/107-recipe-settings-every-choice.md).
 */
export const recipeSettingsFormSchema = z.object({
	type: z.enum(SELECTABLE_RECIPE_SETTING_TYPES, { error: "配信を希望するレシピの種類を選択してください" }),
});
