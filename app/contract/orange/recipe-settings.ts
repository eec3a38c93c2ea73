import * as z from "zod";
import { defineCall } from "../define";
import { selectableRecipeSettingTypeSchema } from "../enums";
import { recipeSettingSchema } from "./current-user";

export const saveRecipeSettingSchema = z.object({ type: selectableRecipeSettingTypeSchema });

/** Replaces the member's setting and answers with it; screens then show "配信情報を設定しました". */
export const saveRecipeSetting = defineCall({
	api: "orange",
	method: "POST",
	path: "/recipe_settings",
	auth: "bearer",
	body: saveRecipeSettingSchema,
	response: recipeSettingSchema,
	successStatus: 200,
});
