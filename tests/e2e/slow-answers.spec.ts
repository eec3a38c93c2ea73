import { expect, type Page, test } from "@playwright/test";
import { test as memberTest } from "./support/members";
import { hydrated } from "./support/page";

/* Waiting with feedback (decision 057): a bar after 300 ms; no answer in 10 s ends on a screen to try again. */

const SLOW_MS = 1_500;

/** When (ms after the click) the progress label first showed, watched from inside the page. */
async function watchProgress(page: Page): Promise<() => Promise<number | null>> {
	await page.evaluate(() => {
		const state = window as unknown as { __progressShownAt?: number; __clickedAt?: number };
		state.__progressShownAt = undefined;
		document.addEventListener("click", () => (state.__clickedAt = performance.now()), { capture: true, once: true });
		new MutationObserver((_, observer) => {
			if (document.querySelector(".nav-progress__label--shown")) {
				state.__progressShownAt = performance.now();
				observer.disconnect();
			}
		}).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["class"], childList: true });
	});
	return () =>
		page.evaluate(() => {
			const state = window as unknown as { __progressShownAt?: number; __clickedAt?: number };
			return state.__progressShownAt === undefined || state.__clickedAt === undefined
				? null
				: state.__progressShownAt - state.__clickedAt;
		});
}

test("a slow client-side navigation shows progress after 300 ms, and it goes when the page arrives", async ({
	page,
}) => {
	await page.goto("/faq");
	await hydrated(page);
	await page.route(/\/terms\.data/, async (route) => {
		await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
		await route.continue();
	});
	const shownAfter = await watchProgress(page);
	await page.getByRole("contentinfo").getByRole("link", { name: "利用規約" }).click();

	const label = page.getByRole("status").filter({ hasText: "読み込み中です" });
	await expect(label).toBeVisible();
	await expect(page.getByRole("progressbar", { name: "読み込み中です" })).toHaveAttribute("aria-busy", "true");
	expect(await shownAfter()).toBeGreaterThanOrEqual(300);

	await expect(page.getByRole("heading", { level: 1, name: "利用規約" })).toBeVisible();
	await expect(label).toHaveCount(0);
	await expect(page.locator(".nav-progress")).toHaveAttribute("aria-busy", "false");
});

test("a slow form post shows the progress as 「送信中です」", async ({ page }) => {
	await page.goto("/contact");
	await hydrated(page);
	await page.getByRole("radio", { name: "アカウント・ログインについて" }).check();
	await page.getByLabel("お名前").fill("山田 花子");
	await page.getByLabel("フリガナ").fill("ヤマダ ハナコ");
	await page.getByLabel("メールアドレス").fill("hanako@example.jp");
	await page.getByLabel("お問い合わせ内容").fill("ログインできません。");
	await page.getByRole("checkbox", { name: /個人情報の取扱いに同意します/ }).check();
	await page.route(/\/contact\.data/, async (route) => {
		if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
		await route.continue();
	});
	const shownAfter = await watchProgress(page);
	await page.getByRole("button", { name: "入力内容を確認する" }).click();
	// A post says it is being sent, not loaded.
	await expect(page.getByRole("status").filter({ hasText: "送信中です" })).toBeVisible();
	expect(await shownAfter()).toBeGreaterThanOrEqual(300);
	await expect(page.getByRole("heading", { level: 1, name: "入力内容の確認" })).toBeVisible();
	await expect(page.getByRole("status").filter({ hasText: "送信中です" })).toHaveCount(0);
});

test("a post whose answer never comes through says nothing was saved and leads back to the form", async ({ page }) => {
	await page.goto("/contact");
	await hydrated(page);
	// What a proxy answers when the worker took too long: not our answer at all.
	await page.route(/\/contact\.data/, (route) =>
		route.request().method() === "POST"
			? route.fulfill({ status: 504, contentType: "text/html", body: "<h1>504 Gateway Timeout</h1>" })
			: route.continue(),
	);
	await page.getByRole("radio", { name: "アカウント・ログインについて" }).check();
	await page.getByLabel("お名前").fill("山田 花子");
	await page.getByLabel("フリガナ").fill("ヤマダ ハナコ");
	await page.getByLabel("メールアドレス").fill("hanako@example.jp");
	await page.getByLabel("お問い合わせ内容").fill("ログインできません。");
	await page.getByRole("checkbox", { name: /個人情報の取扱いに同意します/ }).check();
	await page.getByRole("button", { name: "入力内容を確認する" }).click();

	await expect(page.getByText("送信した内容は保存・送信されていません", { exact: false })).toBeVisible();
	const back = page.getByRole("link", { name: "入力画面に戻る" });
	await expect(back).toHaveAttribute("href", "/contact");
	await page.unrouteAll();
	await back.click();
	await expect(page.getByRole("heading", { level: 1, name: "お問い合わせ" })).toBeVisible();
});

for (const javaScriptEnabled of [true, false]) {
	test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
		test.use({ javaScriptEnabled });

		test("an upstream that does not answer in time (5 s on a full page load): the error screen offers 「再読み込み」 of the same address", async ({
			page,
		}) => {
			test.slow();
			// The mock's slow fault answers after 12 s, past the 5 s a full page load waits (decision 108).
			const response = await page.goto("/activation/fault-slow");
			expect(response?.status()).toBe(500);
			await expect(page.getByRole("heading", { level: 1, name: "500" })).toBeVisible();
			await expect(page.getByText("通信中に予期せぬエラーが発生しました")).toBeVisible();
			await expect(page.getByText("時間をおいて再読み込みしてください。")).toBeVisible();
			const retry = page.getByRole("link", { name: "再読み込み" });
			await expect(retry).toHaveAttribute("href", "/activation/fault-slow");
			// A plain link: it asks for the same page again, with or without JavaScript.
			const again = page.waitForRequest((request) => new URL(request.url()).pathname === "/activation/fault-slow");
			await retry.click();
			expect((await again).method()).toBe("GET");
		});
	});
}

test.describe("on the narrowest phone", () => {
	/* At 320 px: a full page load whose API is slow answers by the document deadline with 「再読み込み」. */

	memberTest.use({ viewport: { width: 320, height: 640 } });
	memberTest.slow();

	for (const javaScriptEnabled of [true, false]) {
		memberTest.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
			memberTest.use({ javaScriptEnabled });

			memberTest(
				"a full page load whose API is slow answers sooner than the client's timeout, with 「再読み込み」",
				async ({ page }) => {
					const started = Date.now();
					const response = await page.goto("/activation/fault-slow");
					const waited = Date.now() - started;
					expect(response?.status()).toBe(500);
					// The API client alone would wait 10 s; the mock answers after 12 s.
					expect(waited).toBeLessThan(9_500);
					await expect(page.getByRole("link", { name: "再読み込み" })).toHaveAttribute(
						"href",
						"/activation/fault-slow",
					);
				},
			);
		});
	}
});
