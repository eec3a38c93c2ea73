import { DEMO_PASSWORD, DEMO_PIN, type DemoLogin } from "../../support/auth";
import type { EnginePage } from "./engine-page";

/** The mock IdP's page (worker/mock): pick a demo account, type its password (as ../../support/auth.ts does in Chromium). */
export async function signInAtIdp(page: EnginePage, loginId: DemoLogin, path: string): Promise<void> {
	await page.goto(path);
	await signInOnIdpPage(page, loginId);
}

/** On the mock IdP's page already: the account and its password (the demo one unless changed). */
export async function signInOnIdpPage(page: EnginePage, loginId: DemoLogin, password = DEMO_PASSWORD): Promise<void> {
	await page.waitForPath(/^\/_mock\/oauth\/authorize\?/);
	await page.waitForHeading("ログイン");
	await page.choose("login_id", loginId);
	await page.fill("password", password);
	await page.clickButton("ログイン");
}

/** The two-factor page (of `channel` when given) with the demo PIN; ends wherever the portal sends the member next. */
export async function passTwoFactor(page: EnginePage, channel?: "sms" | "email"): Promise<void> {
	await page.waitForPath(new RegExp(`^/two_factor_authentication/${channel ?? "(sms|email)"}(\\?|$)`));
	await page.hydrated();
	await page.fill("pinCode", DEMO_PIN);
	await page.clickButton("認証する");
}

/** Whether the page's own scripts ran: the inline context React Router writes exists only then. */
export function scriptsRan(page: EnginePage): Promise<boolean> {
	return page.evaluate(() => "__reactRouterContext" in window);
}
