import { type Browser, expect, type Page, test } from "@playwright/test";
import { ENDED_ELSEWHERE_MESSAGE } from "#app/session/sign-ins.server";
import { type DemoLogin, signIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { signInWithoutJavaScript } from "./support/forms";
import { resetMember } from "./support/mock";

/*
 * 「ログイン中の端末」 on /users/detail (docs/session.md "Sign-ins"): one member signed in from two
 * browsers at 320 px, each with the User-Agent of a phone or a PC; the first ends the second, whose
 * next page is /login with why, and stays signed in itself. Each JavaScript setting has its member.
 */

const IPHONE =
	"Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const WINDOWS_EDGE =
	"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";
const NEW_PASSWORD = "Kenko-2026!Devices";

test.describe.configure({ timeout: 120_000 });

/** A browser of its own at 320 px, with the given User-Agent, signed in as `member` on `path`. */
async function browserSignedIn(
	browser: Browser,
	userAgent: string,
	member: DemoLogin,
	path: string,
	javaScriptEnabled: boolean,
): Promise<Page> {
	const context = await browser.newContext({ userAgent, javaScriptEnabled, viewport: { width: 320, height: 640 } });
	const page = await context.newPage();
	if (javaScriptEnabled) await signIn(page, member, path);
	else await signInWithoutJavaScript(page, member, path);
	return page;
}

const signInsSection = (page: Page) => page.getByRole("region", { name: "ログイン中の端末" });
const signInItem = (page: Page, device: string) =>
	signInsSection(page).getByRole("listitem").filter({ hasText: device }).first();

async function expectNoSidewaysScroll(page: Page) {
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

/** The ended browser's next page: /login, saying the sign-in was ended from another device. */
async function expectEndedElsewhere(page: Page) {
	await page.goto("/news");
	await expect(page).toHaveURL(/\/login(\?|$)/);
	await expect(page.getByRole("heading", { level: 1, name: "ログイン" })).toBeVisible();
	await expect(page.locator(".notification")).toHaveText(ENDED_ELSEWHERE_MESSAGE);
	// Signed out for real: the way on is the sign-in again.
	await page.getByRole("button", { name: "ログインする" }).click();
	await expect(page).toHaveURL(/\/_mock\/oauth\/authorize\?/);
}

/** The first browser stays signed in. */
async function expectStillSignedIn(page: Page) {
	await page.goto("/news");
	await expect(page).toHaveURL(/\/news$/);
	await expect(page.getByRole("heading", { level: 1, name: "お知らせ" })).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
	const member: DemoLogin = javaScriptEnabled ? "devices" : "devices-nojs";

	test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
		test("the list shows both sign-ins; ending the other sends it to /login, this one stays", async ({
			browser,
			request,
		}) => {
			await resetMember(request, member);
			const first = await browserSignedIn(browser, IPHONE, member, "/users/detail", javaScriptEnabled);
			const second = await browserSignedIn(browser, WINDOWS_EDGE, member, "/news", javaScriptEnabled);

			await first.reload();
			const section = signInsSection(first);
			await expect(section.getByRole("list").first().getByRole("listitem")).toHaveCount(2);
			const mine = signInItem(first, "iPhone・Safari");
			await expect(mine).toContainText("この端末");
			await expect(mine.getByRole("link", { name: "ログアウトさせる" })).toHaveCount(0);
			const other = signInItem(first, "Windows・Edge");
			await expect(other).not.toContainText("この端末");
			await expect(other).toContainText("ログイン");
			await expect(other).toContainText("最後の利用");
			// The latest sign-ins, each with its two-factor (both by the e-mailed code).
			await expect(section.getByText("二段階認証：メールの認証コード")).toHaveCount(2);
			await expect(section.getByRole("link", { name: "パスワードを変更" })).toHaveAttribute(
				"href",
				"/users/password/update",
			);
			await expectNoSidewaysScroll(first);
			if (javaScriptEnabled) await expectNoAxeViolations(first);

			if (javaScriptEnabled) {
				// Asked first, in a dialog; やめる changes nothing.
				await section.getByRole("link", { name: "この端末以外からログアウトする" }).click();
				const dialog = first.getByRole("dialog", { name: "この端末以外のすべての端末からログアウトしますか" });
				await expect(dialog).toBeVisible();
				await expectNoAxeViolations(first);
				await dialog.getByRole("button", { name: "やめる" }).click();
				await expect(dialog).toBeHidden();
				await section.getByRole("link", { name: "この端末以外からログアウトする" }).click();
				await dialog.getByRole("button", { name: "ログアウトする" }).click();
				await expect(first.locator(".notification")).toContainText("この端末以外からログアウトしました");
			} else {
				// Asked first, on the page itself: the row's own question.
				await other.getByRole("link", { name: "ログアウトさせる" }).click();
				await expect(first).toHaveURL(/\/users\/detail\?confirm=end-sign-in&sign_in=[\w-]{22}$/);
				const question = first.getByRole("region", { name: /^Windows・Edge（.+）をログアウトさせますか$/ });
				await expect(question).toBeVisible();
				await expectNoSidewaysScroll(first);
				await question.getByRole("button", { name: "ログアウトさせる" }).click();
				await expect(first).toHaveURL(/\/users\/detail$/);
				await expect(first.locator(".notification")).toContainText("選んだ端末をログアウトさせました");
			}
			await expect(signInsSection(first).getByRole("list").first().getByRole("listitem")).toHaveCount(1);
			await expect(signInItem(first, "iPhone・Safari")).toContainText("この端末");

			await expectEndedElsewhere(second);
			await expectStillSignedIn(first);
		});
	});
}

test("after a password update the page offers, in one tap, to end the other sign-in", async ({ browser, request }) => {
	await resetMember(request, "devices-password");
	const first = await browserSignedIn(browser, IPHONE, "devices-password", "/users/password/update", true);
	const second = await browserSignedIn(browser, WINDOWS_EDGE, "devices-password", "/news", true);

	await first.getByLabel(/^現在のパスワード(\s*必須)?$/).fill("Password123!");
	await first.getByLabel(/^新しいパスワード(\s*必須)?$/).fill(NEW_PASSWORD);
	await first.getByLabel(/^新しいパスワード（確認）(\s*必須)?$/).fill(NEW_PASSWORD);
	await first.getByRole("button", { name: "パスワードを変更する" }).click();
	await expect(first).toHaveURL(/\/users\/detail$/);
	const changed = first.locator(".notification").filter({ hasText: "パスワードを変更しました" });
	await expect(changed).toContainText("ほかに1台の端末でログインしています");
	await expectNoSidewaysScroll(first);
	await expectNoAxeViolations(first);
	await changed.getByRole("button", { name: "この端末以外からログアウトする" }).click();
	await expect(first.locator(".notification")).toContainText("この端末以外からログアウトしました");
	await expect(signInsSection(first).getByRole("list").first().getByRole("listitem")).toHaveCount(1);

	await expectEndedElsewhere(second);
	await expectStillSignedIn(first);
	await resetMember(request, "devices-password");
});
