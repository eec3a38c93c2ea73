import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { CALLBACK_MESSAGES } from "#app/features/sign-in/callback-failure";
import { TRUST } from "#app/session/trust-wording";
import { DEMO_PIN, signInAtIdp } from "./support/auth";
import { axeProblems, expectNoAxeViolations } from "./support/axe";
import { test as memberTest } from "./support/members";
import { hydrated } from "./support/page";
import { layoutProblems } from "./support/page-checks";

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

	// The sentence begins with the send time, whose width moves the line break: every hour's width is tried.
	for (const time of ["00:05", "09:00", "12:34", "23:59"]) {
		test(`the masked number where the code went is never split across lines (sent at ${time})`, async ({ page }) => {
			// The default env's clock at that time of day (worker/middleware/config.ts).
			await page.setExtraHTTPHeaders({ "x-demo-time": time });
			await signInAtIdp(page, "sms", "/news");
			await expect(page.locator(".lead")).toContainText(`${time}に、`);
			const masked = page.locator(".lead .nowrap");
			await expect(masked).toHaveText("（090-****-5678）");
			// Measured once the stylesheet applies: the page is parsed before it arrives, but never painted before.
			await expect(masked).toHaveCSS("white-space", "nowrap");
			const tops = await masked.evaluate((element) =>
				[...element.getClientRects()].map((rect) => Math.round(rect.top)),
			);
			expect(new Set(tops).size).toBe(1);
			const box = await masked.boundingBox();
			expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
			expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
			await expectNoAxeViolations(page);
		});
	}
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

test.describe("on the narrowest phone", () => {
	/*
	 * The edges of two-factor on the narrowest phone: only the arrival
	 * right after the sign-in callback sends a code by itself (docs/decisions/105-pin-sent-only-on-arrival.md);
	 * the tries left before the code is refused are told; a resend starts the form afresh; a sign-in
	 * again within the resend window says that no new code went out. A code the IdP refuses is 400.
	 */

	test.use({ viewport: { width: 320, height: 640 } });

	const SENT = /\d{2}:\d{2}に、ご登録の.+へ.+で6桁の認証コードを送信しました/;
	const ASKS_TO_SEND = "「認証コードを送信する」を押してください";

	async function signOutFromTwoFactor(page: Page) {
		await page.getByRole("button", { name: "ログアウトして、ログイン画面に戻る" }).click();
		await expect(page.getByRole("heading", { name: "ログイン" })).toBeVisible();
	}

	test("another visit to the two-factor page sends nothing by itself: it offers the send button", async ({
		page,
		context,
	}) => {
		await signInAtIdp(page, "weak", "/news");
		await expect(page.getByRole("status").filter({ hasText: SENT })).toBeVisible();
		// Later (the sealed send time gone, as after the resend window), a link from another site.
		await context.clearCookies({ name: "__Host-pin-sent" });
		await page.goto("/two_factor_authentication/sms", { referer: "https://elsewhere.example/" });
		await expect(page.getByText(ASKS_TO_SEND)).toBeVisible();
		await expect(page.getByText(SENT)).toHaveCount(0);
		await expect(page.getByRole("button", { name: "認証コードを送信する" })).toBeEnabled();
		expect(await layoutProblems(page)).toEqual([]);
		expect(await axeProblems(page)).toEqual([]);
	});

	memberTest(
		"a member who finished two-factor long ago is sent on by a link to the page, and sent no code",
		async ({ page, signedIn }) => {
			await signedIn("email", "/");
			await page.goto("/two_factor_authentication/email?returnTo=%2Fnews");
			await expect(page).toHaveURL(/\/news$/);
			await expect(page.getByText(ASKS_TO_SEND)).toHaveCount(0);
			await expect(page.getByText(SENT)).toHaveCount(0);
		},
	);

	test("a wrong code tells the tries left; a resend clears the error and the code and moves focus to the field", async ({
		page,
	}) => {
		test.slow();
		await signInAtIdp(page, "email", "/news");
		await hydrated(page);
		await expect(page.getByText("認証コードを5回続けて間違えると", { exact: false })).toBeVisible();
		const field = page.getByLabel("認証コード");
		await field.fill("000000");
		await page.getByRole("button", { name: "認証する" }).click();
		await expect(field).toHaveAttribute("aria-invalid", "true");
		await expect(page.locator(".field__errors")).toContainText("あと4回間違えると、この認証コードは使えなくなります。");
		await expect(field).toHaveValue("000000");
		expect(await axeProblems(page)).toEqual([]);

		// The resend window (30 s) runs out; then a new code comes.
		const resend = page.getByRole("button", { name: "認証コードを再送する" });
		await expect(resend).toBeEnabled({ timeout: 45_000 });
		await resend.click();
		await expect(page.getByText("あと", { exact: false }).filter({ hasText: "秒で再送できます" })).toBeVisible();
		await expect(field).toHaveValue("");
		await expect(field).not.toHaveAttribute("aria-invalid", "true");
		await expect(page.locator(".field__errors")).toHaveCount(0);
		await expect(field).toBeFocused();
		// axe reads colours as they stand: the "sent" toast is checked once its entrance has finished.
		await page.evaluate(() =>
			Promise.all(
				document
					.getAnimations()
					.filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.closest(".toaster__slot"))
					.map((animation) => animation.finished),
			),
		);
		await expectNoAxeViolations(page);
	});

	test("signing in again within the resend window says no new code went out, and when the last one did", async ({
		page,
	}) => {
		test.slow();
		await signInAtIdp(page, "weak", "/news");
		await hydrated(page);
		const first = await page.getByRole("status").filter({ hasText: SENT }).textContent();
		const time = first?.match(/\d{2}:\d{2}/)?.[0] ?? "";
		await signOutFromTwoFactor(page);
		await signInAtIdp(page, "weak", "/news");
		await expect(page).toHaveURL(/\/two_factor_authentication\/sms/);
		const status = page.getByRole("status").filter({ hasText: "新しい認証コードは送信していません" });
		await expect(status).toBeVisible();
		await expect(status).toContainText(`${time}に`);
		await expect(page.getByText(/あと\d+秒で再送できます/)).toBeVisible();
		expect(await axeProblems(page)).toEqual([]);
	});

	test("a code the IdP refuses (invalid_grant) is a 400 with 「ログインし直す」, not a server error", async ({
		page,
	}) => {
		const authorize = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith("/oauth/authorize"));
		await page.goto("/news");
		const state = new URL((await authorize).url()).searchParams.get("state") ?? "";
		const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/callback");
		await page.goto(`/callback?${new URLSearchParams({ code: "never-issued", state })}`);
		expect((await answer).status()).toBe(400);
		await expect(page.getByRole("heading", { level: 1, name: "400" })).toBeVisible();
		await expect(page.getByText(CALLBACK_MESSAGES.codeRefused)).toBeVisible();
		expect(await layoutProblems(page)).toEqual([]);
		expect(await axeProblems(page)).toEqual([]);
		await page.getByRole("button", { name: "ログインし直す" }).click();
		await expect(page.getByRole("heading", { name: "ログイン" })).toBeVisible();
	});

	test.describe("without JavaScript", () => {
		test.use({ javaScriptEnabled: false });

		test("a wrong code tells the tries left beside the field, the code kept", async ({ page }) => {
			await signInAtIdp(page, "email", "/news");
			await expect(page).toHaveURL(/\/two_factor_authentication\/email/);
			const field = page.getByLabel("認証コード");
			await field.fill("000000");
			await page.getByRole("button", { name: "認証する" }).click();
			await expect(page.locator(".field__errors")).toContainText("間違えると");
			await expect(field).toHaveValue("000000");
		});
	});
});
