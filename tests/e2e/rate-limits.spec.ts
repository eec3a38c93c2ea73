import { expect, test } from "@playwright/test";
import { signInAtIdp } from "./support/auth";
import { resetMember } from "./support/mock";

/* The PIN form past its limit: the reserved member `limit` posts wrong codes up to 100 + 101 times. */
const LIMIT = 100;
const POSTS_TO_MEET_IT = 2 * LIMIT + 1;
test("PIN verify over the limit: the form says to wait, the code typed is kept", async ({ page, request }) => {
	await resetMember(request, "limit");
	await signInAtIdp(page, "limit", "/news");
	await expect(page).toHaveURL(/\/two_factor_authentication\/email\?returnTo=%2Fnews$/);
	const pageUrl = page.url();

	let limited = false;
	for (let attempt = 0; attempt < POSTS_TO_MEET_IT && !limited; attempt++) {
		const response = await page.request.post(pageUrl, {
			form: { pinCode: "000000" },
			headers: { Origin: new URL(pageUrl).origin },
			maxRedirects: 0,
		});
		limited = response.status() === 429;
	}
	expect(limited, "the limit never answered").toBe(true);

	await page.getByLabel("認証コード").fill("000000");
	await page.getByRole("button", { name: "認証する" }).click();
	await expect(
		page.locator(".error-summary").getByText("短時間に続けて送信されたため、受け付けを一時的に止めています。"),
	).toBeVisible();
	await expect(page.getByLabel("認証コード")).toHaveValue("000000");
	await expect(page).toHaveURL(/\/two_factor_authentication\/email/);
});
