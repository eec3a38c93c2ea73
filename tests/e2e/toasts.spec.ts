import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/auth";
import { axeProblems, expectNoAxeViolations } from "./support/axe";
import { RECIPE_MEMBER } from "./support/forms";
import { test as memberTest } from "./support/members";
import { resetMember } from "./support/mock";
import { hydrated } from "./support/page";

const COMMUNICATION_ERROR = "通信エラーが発生しました。大変お手数ですが、時間をおいてから再度お試しください";

async function ready(page: Page, path: string) {
	await page.goto(path);
	await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
}

test("a navigation that cannot reach the server keeps the member on the page, with the toast (docs/status-rules.md)", async ({
	page,
}) => {
	await ready(page, "/faq");
	const dataRequests: string[] = [];
	await page.route("**/*.data*", (route) => {
		dataRequests.push(new URL(route.request().url()).pathname);
		return route.abort("internetdisconnected");
	});
	const link = page.getByRole("contentinfo").getByRole("link", { name: "利用規約" });
	await link.scrollIntoViewIfNeeded();
	const scrolledTo = await page.evaluate(() => window.scrollY);
	expect(scrolledTo).toBeGreaterThan(0);
	await link.click();

	const toast = page.getByRole("alert").filter({ hasText: COMMUNICATION_ERROR });
	await expect(toast).toBeVisible();
	await expect(page).toHaveURL(/\/faq$/);
	await expect(page.getByRole("heading", { level: 1, name: "よくある質問" })).toBeVisible();
	await expect(page.locator(".error-screen")).toHaveCount(0);
	// Staying put costs no second request, and leaves the member where they were on the page.
	expect(dataRequests).toEqual(["/terms.data"]);
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);

	// A second failure does not stack a second toast.
	await page.getByRole("contentinfo").getByRole("link", { name: "利用規約" }).click();
	await expect(page).toHaveURL(/\/faq$/);
	await expect(page.getByText(COMMUNICATION_ERROR)).toHaveCount(1);

	// Back online, the same link works.
	await page.unroute("**/*.data*");
	await page.getByRole("contentinfo").getByRole("link", { name: "利用規約" }).click();
	await expect(page.getByRole("heading", { level: 1, name: "利用規約" })).toBeVisible();
	await expect(page).toHaveURL(/\/terms$/);
});

test("the toast is 300 px wide at the top right and leaves after 3 seconds", async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 800 });
	await ready(page, "/faq");
	await page.route("**/*.data*", (route) => route.abort("failed"));
	await page.getByRole("contentinfo").getByRole("link", { name: "利用規約" }).click();
	const toast = page.getByRole("alert").filter({ hasText: COMMUNICATION_ERROR });
	await expect(toast).toBeVisible();
	const shownAt = Date.now();
	const bar = toast.locator("xpath=..");
	expect(await bar.evaluate((element) => getComputedStyle(element).width)).toBe("300px");
	// Measured once the entrance (it scales the toast up) has finished, however long a busy machine takes;
	// an animation replaced on the way counts as over.
	await bar.evaluate((element) =>
		Promise.all(
			element
				.getAnimations({ subtree: true })
				.filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
				.map((animation) => animation.finished.catch(() => undefined)),
		),
	);
	const box = await bar.boundingBox();
	expect(box?.width).toBeCloseTo(300, 0);
	expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1280 - 40);
	expect(box?.y ?? 1000).toBeLessThan(40);
	await expect(toast).toHaveCount(0, { timeout: 5_000 });
	const goneAfter = Date.now() - shownAt;
	expect(goneAfter).toBeGreaterThan(2_500);
	expect(goneAfter).toBeLessThan(4_500);
});

test("a rejected call that never reached the server shows the same toast", async ({ page }) => {
	await ready(page, "/faq");
	await page.route("**/api/orange/v1/news*", (route) => route.abort("connectionrefused"));
	await page.evaluate(() => {
		// An unhandled rejection, as a component's forgotten catch would leave it.
		void fetch("/api/orange/v1/news");
	});
	await expect(page.getByRole("alert").filter({ hasText: COMMUNICATION_ERROR })).toBeVisible();
	await expect(page).toHaveURL(/\/faq$/);
	// The page with a toast on it, a warning's text icon included (decorative: the message is what is announced).
	await page.evaluate(async () => {
		const url = performance
			.getEntriesByType("resource")
			.map((entry) => entry.name)
			.find((name) => /\/toast-stack-/.test(name));
		if (!url) throw new Error("the toast chunk is not loaded");
		const stack = await import(/* @vite-ignore */ url);
		stack.notify({ type: "warn", text: "入力内容をご確認ください" });
	});
	await expect(page.getByRole("status").filter({ hasText: "入力内容をご確認ください" })).toBeVisible();
	await expectNoAxeViolations(page);
});

test.describe("on the narrowest phone", () => {
	/* At 320 px: a toast never covers the header or the heading; a save is told once, under the heading. */

	memberTest.use({ viewport: { width: 320, height: 640 } });
	memberTest.slow();

	memberTest.describe("toasts on a phone (member recipe)", RECIPE_MEMBER, () => {
		memberTest.beforeEach(async ({ request }) => {
			await resetMember(request, "recipe");
		});

		memberTest("a save is told once, under the heading: no toast over the form", async ({ page }) => {
			await signIn(page, "recipe", "/users/recipe_settings");
			await hydrated(page);
			await page.getByRole("radio", { name: "コレステロールが気になる方" }).check();
			await page.getByRole("button", { name: "設定する" }).click();
			await expect(page.locator(".notification")).toContainText("配信情報を設定しました");
			await expect(page.getByText("配信情報を設定しました")).toHaveCount(1);
			await expect(page.locator(".toast")).toHaveCount(0);
			expect(await axeProblems(page)).toEqual([]);
		});
	});
});
