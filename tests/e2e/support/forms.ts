import { expect, type Page } from "@playwright/test";
import { TRUST } from "#app/session/trust-wording";
import { DEMO_PIN, type DemoLogin, signInAtIdp } from "./auth";

/** Tests signing in as `recipe` take this lock: resetMember wipes trusted browsers under a concurrent test. */
export const RECIPE_MEMBER = { lock: "member-recipe" } as const;

/** signIn for a page without JavaScript: the two-factor form is posted as is, no hydration to wait for. */
export async function signInWithoutJavaScript(page: Page, loginId: DemoLogin, path: string): Promise<void> {
	await signInAtIdp(page, loginId, path);
	await expect(page).toHaveURL(/\/two_factor_authentication\/(sms|email)/);
	await page.getByLabel("認証コード").fill(DEMO_PIN);
	await page.getByRole("checkbox", { name: TRUST.label }).check();
	await page.getByRole("button", { name: "認証する" }).click();
	await expect(page).toHaveURL(new RegExp(`${path}$`));
}
