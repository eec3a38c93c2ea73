import { saveRecipeSetting } from "#app/contract/orange/recipe-settings";
import { demoCalendar } from "../calendar";
import { jstNow } from "../state";
import type { OrangeClock, OrangeServe } from "./shared";

/** How long a recipe setting runs before it becomes `expired`. */
const RECIPE_SETTING_MONTHS = 6;

export function serveRecipeSettings(serve: OrangeServe, now: OrangeClock): void {
	serve(saveRecipeSetting, ({ auth, body }) => {
		const at = demoCalendar().at(now());
		const updatedAt = jstNow(at);
		const expires = new Date(at);
		expires.setUTCMonth(expires.getUTCMonth() + RECIPE_SETTING_MONTHS);
		auth.state.recipeSetting = {
			type: body.type,
			updatedAt,
			expiresOn: body.type === "none" ? null : expires.toISOString().slice(0, 10),
		};
		return { data: auth.state.recipeSetting };
	});
}
