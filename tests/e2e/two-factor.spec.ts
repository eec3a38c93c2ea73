import { type BrowserContext, expect, test } from "@playwright/test";
import { TRUST } from "../../app/features/two-factor/trust-wording";
import { DEMO_PIN, signInAtIdp } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { hydrated } from "./support/page";

test("SMS member: code sent on arrival, wrong PIN kept with the server's message, then the remembered page", async ({
	page,
	context,
}) => {
	await signInAtIdp(page, "sms", "/news?page=2");
	await expect(page).toHaveURL(/\/two_factor_authentication\/sms\?returnTo=%2Fnews%3Fpage%3D2$/);
	await expect(
		page.getByRole("status").filter({ hasText: "（090-****-5678）へSMSで6桁の認証コードを送信しました" }),
	).toBeVisible();

	await page.getByLabel("認証コード").fill("９９９９９９");
	await page.getByRole("button", { name: "認証する" }).click();
	await expect(page.getByLabel("認証コード")).toHaveAttribute("aria-invalid", "true");
	await expect(page.locator(".field__errors")).toContainText("認証コード");
	await expect(page.getByLabel("認証コード")).toHaveValue("９９９９９９");

	await page.getByLabel("認証コード").fill(DEMO_PIN);
	await page.getByRole("button", { name: "認証する" }).click();
	await expect(page).toHaveURL(/\/news\?page=2$/);
	const trusted = (await context.cookies()).find((cookie) => cookie.name === "__Host-trusted-browser");
	expect(trusted).toMatchObject({ httpOnly: true, secure: true });
	expect(trusted?.value).not.toContain(DEMO_PIN);

	// Back after the PIN: the page no longer applies, the member is sent on to where they were going.
	await hydrated(page);
	await page.goBack();
	await expect(page).toHaveURL(/\/news\?page=2$/);
	await expect(page.getByLabel("認証コード")).toHaveCount(0);
});

test("e-mail-only member is sent to the e-mail page; the SMS page redirects there", async ({ page }) => {
	await signInAtIdp(page, "email", "/users/detail");
	await expect(page).toHaveURL(/\/two_factor_authentication\/email/);
	await page.goto("/two_factor_authentication/sms?returnTo=%2Fusers%2Fdetail");
	await expect(page).toHaveURL(/\/two_factor_authentication\/email\?returnTo=%2Fusers%2Fdetail$/);
	await expect(page.getByText("ご登録のメールアドレス（h***@example.jp）へメールで", { exact: false })).toBeVisible();
});

test("securePassword off goes to the forced password change after two-factor", async ({ page }) => {
	await signInAtIdp(page, "weak", "/news");
	await hydrated(page);
	await page.getByLabel("認証コード").fill(DEMO_PIN);
	await page.getByRole("button", { name: "認証する" }).click();
	await expect(page).toHaveURL(/\/users\/password\/force_change\?returnTo=%2Fnews$/);
});

test.describe("without JavaScript", () => {
	test.use({ javaScriptEnabled: false });
	test("the PIN form posts and keeps the input on error", async ({ page }) => {
		await signInAtIdp(page, "email", "/news");
		await page.getByLabel("認証コード").fill("12");
		await page.getByRole("button", { name: "認証する" }).click();
		await expect(page.locator(".field__errors").getByText("認証コードは6桁の数字で入力してください")).toBeVisible();
		await expect(page.getByLabel("認証コード")).toHaveValue("12");
		await page.getByLabel("認証コード").fill(DEMO_PIN);
		await page.getByRole("button", { name: "認証する" }).click();
		await expect(page).toHaveURL(/\/news$/);
	});
});

test.describe("at 320 px", () => {
	test.use({ viewport: { width: 320, height: 568 } });

	test("the masked number where the code went is never split across lines", async ({ page }) => {
		await signInAtIdp(page, "sms", "/news");
		const masked = page.locator(".lead .nowrap");
		await expect(masked).toHaveText("（090-****-5678）");
		const tops = await masked.evaluate((element) => [...element.getClientRects()].map((rect) => Math.round(rect.top)));
		expect(new Set(tops).size).toBe(1);
		await expectNoAxeViolations(page);
	});
});

test.describe("trusting this browser is the member's choice, at 320 px", () => {
	test.use({ viewport: { width: 320, height: 568 } });

	/** The sign-in ends without a sign-out (as after the idle limit): the browser keeps only its trust cookie. */
	async function loseSignIn(context: BrowserContext) {
		const kept = (await context.cookies()).filter((cookie) => !cookie.name.startsWith("__Host-session"));
		await context.clearCookies();
		await context.addCookies(kept);
	}

	for (const javaScript of [true, false]) {
		test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
			test.use({ javaScriptEnabled: javaScript });

			test("unticked by default and said so; untrusted asks again, trusted does not", async ({ page, context }) => {
				await signInAtIdp(page, "sms", "/news");
				const trust = page.getByRole("checkbox", { name: TRUST.label });
				await expect(trust).not.toBeChecked();
				await expect(page.getByText(TRUST.hint)).toBeVisible();
				await expect(page.getByText(TRUST.notTrusted)).toBeVisible();
				if (javaScript) await expectNoAxeViolations(page);
				expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

				// Not ticked: the next sign-in asks for a code again.
				await page.getByLabel("認証コード").fill(DEMO_PIN);
				await page.getByRole("button", { name: "認証する" }).click();
				await expect(page).toHaveURL(/\/news$/);
				await loseSignIn(context);
				await signInAtIdp(page, "sms", "/news");
				await expect(page).toHaveURL(/\/two_factor_authentication\/sms/);

				// Ticked: the next sign-in on this browser goes straight on.
				await page.getByLabel("認証コード").fill(DEMO_PIN);
				await trust.check();
				await page.getByRole("button", { name: "認証する" }).click();
				await expect(page).toHaveURL(/\/news$/);
				await loseSignIn(context);
				await signInAtIdp(page, "sms", "/news");
				await expect(page).toHaveURL(/\/news$/);
				await expect(page.getByRole("heading", { level: 1, name: "お知らせ" })).toBeVisible();
			});
		});
	}
});
