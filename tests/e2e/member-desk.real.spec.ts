import { expect, test } from "@playwright/test";
import { REAL_DESK } from "../fixtures/desk";

/*
 * A real environment (the staging configuration) shows the desk its deploy supplies, without the default
 * env's demo label; third parties are stubbed (nothing leaves the machine).
 */

test("a real env's pages name the deploy's desk, never called a demo", async ({ page }) => {
	await page.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) =>
		route.request().url().startsWith("https://www.googletagmanager.com/")
			? route.fulfill({ contentType: "text/javascript", body: "" })
			: route.abort(),
	);
	for (const path of ["/privacy", "/contact", "/no-such-page"]) {
		await page.goto(path);
		const desk = page.locator(".member-desk").last();
		await expect(desk.getByRole("link", { name: REAL_DESK.MEMBER_DESK_PHONE }), path).toHaveAttribute(
			"href",
			`tel:${REAL_DESK.MEMBER_DESK_PHONE.replaceAll("-", "")}`,
		);
		await expect(desk, path).toContainText(REAL_DESK.MEMBER_DESK_HOURS);
		await expect(page.getByText("デモ環境の番号です"), path).toHaveCount(0);
		await expect(page.getByText("03-0000-0000"), path).toHaveCount(0);
	}
});
