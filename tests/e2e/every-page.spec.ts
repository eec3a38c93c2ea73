import { type Browser, type BrowserContext, type Cookie, expect, type Page } from "@playwright/test";
import { ERROR_TEXT } from "#app/components/error-screen";
import routes from "../../app/routes";
import { passTwoFactor, signInAtIdp } from "./support/auth";
import { axeProblems } from "./support/axe";
import { authenticate } from "./support/lime";
import { test } from "./support/members";
import { layoutProblems } from "./support/page-checks";
import { NOT_PAGES, type RouteNode, routePaths, TOUR, TOUR_LIME, type Visitor } from "./support/tour";
import { htmlErrors } from "./support/vnu";
import { lonePhraseEnds, wordProblems } from "./support/words";

/*
 * Every page of app/routes.ts at both phone widths, checked as its visitor sees it; a route missing from the
 * tour fails. What the accessibility page claims of it (axe-core's rules on every page, and the layout's):
 * WCAG 1.1.1 (alternative text), WCAG 1.3.1 (structure and labels), WCAG 1.4.3 (contrast),
 * WCAG 3.1.1 (the page's language), WCAG 3.3.2 (labels), WCAG 4.1.2 (name, role, value),
 * WCAG 1.4.10 (no sideways scroll at 320 px), WCAG 2.5.8 (24 px targets, support/page-checks.ts).
 */

test("the tour covers every route of app/routes.ts", async ({ request }) => {
	const covered = new Set([...TOUR.map((stop) => stop.route), ...Object.keys(NOT_PAGES)]);
	const missing = routePaths(routes as RouteNode[]).filter((path) => !covered.has(path));
	expect(missing).toEqual([]);
	for (const { url, status, type } of Object.values(NOT_PAGES)) {
		const response = await request.get(url, { maxRedirects: 0 });
		expect(response.status(), url).toBe(status);
		if (type) expect(response.headers()["content-type"]).toContain(type);
	}
});

/** The narrowest phone members use, where the layout is tightest: a page that fits it fits wider ones. */
const NARROW = { width: 320, height: 640 } as const;

/** Signs a fresh context in (or identifies it) as the visitor kind. */
async function contextFor(browser: Browser, as: Visitor, member: () => Promise<Cookie[]>): Promise<BrowserContext> {
	const context = await browser.newContext({ viewport: NARROW, locale: "ja-JP", timezoneId: "Asia/Tokyo" });
	if (as === "member") await context.addCookies(await member());
	const page = await context.newPage();
	if (as === "two-factor") await signInAtIdp(page, "sms", "/");
	if (as === "force-change") {
		await signInAtIdp(page, "weak", "/");
		await passTwoFactor(page);
		await expect(page).toHaveURL(/\/users\/password\/force_change/);
	}
	if (as === "lime") await authenticate(page, TOUR_LIME);
	// Left open for the context's close: a page.close() racing a navigation's commit can hang for good in
	// Chromium (it hung once here, after the two-factor arrival), and the context's close ends it anyway.
	return context;
}

/** One browser context per visitor kind and worker, signed in once (members share the worker's session). */
const tour = test.extend<object, { contexts: (as: Visitor) => Promise<BrowserContext> }>({
	contexts: [
		async ({ browser, sessionCookies }, use) => {
			const made = new Map<Visitor, Promise<BrowserContext>>();
			await use((as) => {
				let context = made.get(as);
				if (!context) {
					context = contextFor(browser, as, () => sessionCookies("sms"));
					made.set(as, context);
				}
				return context;
			});
			for (const context of made.values()) await (await context).close();
		},
		{ scope: "worker", timeout: 120_000 },
	],
});

/**
 * An orange error page (docs/routes.md): the default layout whenever a member is signed in, the
 * logo once and only for a visitor (in the header), the way on for each, no reload of a missing page.
 * A page of the app's web view keeps to its frame and leads back to the app (decision 146).
 */
async function expectErrorPage(page: Page, status: number, signedIn: boolean, inApp: boolean): Promise<void> {
	const screen = page.locator(".error-screen--orange");
	await expect.soft(screen.getByRole("heading", { level: 1, name: String(status) })).toBeVisible();
	const logos = page.locator('img[src="/logo.svg"]');
	const brands = page.locator("header .brand");
	if (inApp) {
		await expect.soft(logos, "no logo in the app's frame").toHaveCount(0);
		await expect.soft(page.locator("nav[aria-label='メイン']"), "no web portal menu").toHaveCount(0);
		await expect.soft(screen.getByRole("link", { name: "アプリに戻る" })).toBeVisible();
		await expect.soft(screen.getByRole("link", { name: "ホームへ戻る" })).toHaveCount(0);
	} else if (signedIn) {
		await expect.soft(logos, "no logo for a member").toHaveCount(0);
		await expect.soft(page.locator("nav[aria-label='メイン']"), "the default layout").toHaveCount(1);
		await expect.soft(screen.getByRole("link", { name: "ホームへ戻る" })).toBeVisible();
		await expect.soft(screen.getByRole("link", { name: "ログイン画面へ戻る" })).toHaveCount(0);
	} else {
		await expect.soft(logos, "the logo once").toHaveCount(1);
		await expect.soft(brands, "one brand in the header").toHaveCount(1);
		await expect.soft(page.locator("nav[aria-label='メイン']")).toHaveCount(0);
		await expect.soft(screen.getByRole("link", { name: "ログイン画面へ戻る" })).toBeVisible();
	}
	if (status === 404) await expect.soft(page.getByText("再読み込み")).toHaveCount(0);
	// The brief's English 「Page Not Found: …」 comes after a Japanese line that says what it means.
	if (status === 404 && (await screen.getByText(/^Page Not Found: /).count()) > 0) {
		await expect.soft(screen.getByText(ERROR_TEXT.notFoundHint)).toBeVisible();
	}
}

for (const stop of TOUR) {
	tour(`${stop.as} ${stop.url}`, async ({ contexts }) => {
		test.slow();
		const page = await (await contexts(stop.as)).newPage();
		// A hydration mismatch surfaces here: React then throws the server's page away and renders it
		// again, and a tap landing in between is lost.
		const raised: string[] = [];
		page.on("pageerror", (error) => raised.push(error.message));
		try {
			await stop.prepare?.(page);
			const response = await page.goto(stop.url);
			const served = (await response?.text()) ?? "";
			await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
			const here = new URL(page.url());
			expect.soft(`${here.pathname}${here.search}`).toBe(stop.url);
			expect.soft([...(await layoutProblems(page)), ...(await axeProblems(page))]).toEqual([]);
			if (stop.error)
				await expectErrorPage(page, stop.error, stop.as === "member", stop.url.startsWith("/questionnaires/"));
			expect.soft(raised, "errors raised in the page").toEqual([]);
			// Valid HTML as served and as React leaves it; then the words (this opens every <details>).
			expect.soft(await htmlErrors({ served, hydrated: await page.content() })).toEqual([]);
			expect.soft(await lonePhraseEnds(page), "lines broken inside a phrase").toEqual([]);
			expect.soft(await wordProblems(page)).toEqual([]);
		} finally {
			await page.close();
		}
	});
}
