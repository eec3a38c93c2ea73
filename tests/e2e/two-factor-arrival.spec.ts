import { expect, test } from "@playwright/test";
import { TRUST } from "#app/session/trust-wording";
import { signInAtIdp } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { outbox } from "./support/mock";
import { hydrated } from "./support/page";

/* The two-factor page on a phone (decision 038); `weak` is used only up to the code. */

test.use({ viewport: { width: 390, height: 844 } });

const SENT = /\d{2}:\d{2}に、ご登録の携帯電話番号（080-\*\*\*\*-5432）へSMSで6桁の認証コードを送信しました/;

test("arrival sends the code once; a reload does not; resend counts down; sign-out and help are there", async ({
	page,
	request,
}) => {
	test.slow();
	await signInAtIdp(page, "weak", "/news");
	await hydrated(page);
	const status = page.getByRole("status").filter({ hasText: SENT });
	await expect(status).toBeVisible();
	const sentLine = await status.textContent();
	expect((await outbox(request)).some((message) => message.to === "08098765432")).toBe(true);

	// The resend window runs visibly; the button waits for it.
	const resend = page.getByRole("button", { name: "認証コードを再送する" });
	await expect(resend).toBeDisabled();
	await expect(page.getByText(/あと\d+秒で再送できます/)).toBeVisible();

	await page.reload();
	await hydrated(page);
	// Same send time, and no refusal: nothing was asked of the API again.
	await expect(page.getByRole("status").filter({ hasText: SENT })).toHaveText(sentLine ?? "");
	await expect(page.getByText("認証コードは連続して送信できません")).toHaveCount(0);

	await expect(page.getByRole("link", { name: "お問い合わせ", exact: true })).toHaveAttribute("href", "/contact");
	await expect(page.getByText(TRUST.trusted)).toBeVisible();
	await expectNoAxeViolations(page);
	await page.getByRole("button", { name: "ログアウトして、ログイン画面に戻る" }).click();
	await expect(page.getByRole("heading", { name: "ログイン" })).toBeVisible();
});

test.describe("without JavaScript", () => {
	test.use({ javaScriptEnabled: false });

	test("an early resend is answered with the seconds left, as a status; the code field is not blamed", async ({
		page,
	}) => {
		await signInAtIdp(page, "email", "/news");
		await expect(page).toHaveURL(/\/two_factor_authentication\/email/);
		// Parallel tests sign this member in too: the API's own refusal (429) is the same kind of answer.
		await page.getByRole("button", { name: /認証コードを(再送|送信)する/ }).click();
		await expect(
			page.getByRole("status").filter({ hasText: /あと\d+秒お待ちください|認証コードは連続して送信できません/ }),
		).toBeVisible();
		await expect(page.getByLabel("認証コード")).not.toHaveAttribute("aria-invalid", "true");
		await expect(page.getByRole("region", { name: "入力内容にエラーがあります" })).toHaveCount(0);
	});
});
