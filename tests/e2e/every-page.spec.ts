import { type Browser, type BrowserContext, type Cookie, expect, type Page } from "@playwright/test";
import { ERROR_TEXT } from "#app/components/error-screen";
import routes from "../../app/routes";
import { passTwoFactor, signInAtIdp } from "./support/auth";
import { axeProblems } from "./support/axe";
import { authenticate, LIME_LINKS, limeUrl } from "./support/lime";
import { test } from "./support/members";
import { layoutProblems } from "./support/page-checks";
import { htmlErrors } from "./support/vnu";
import { lonePhraseEnds, wordProblems } from "./support/words";

/* Every page of app/routes.ts at both phone widths, checked as its visitor sees it; a route missing from the tour fails. */

type Visitor = "member" | "visitor" | "two-factor" | "force-change" | "lime";

type Stop = {
	/** The route's path as app/routes.ts spells it (several stops may share one). */
	route: string;
	url: string;
	as: Visitor;
	/** Brings the page into the state the stop is about (e.g. a confirmed draft). */
	prepare?: (page: Page) => Promise<void>;
	/** An orange error page with this status: its layout, logo and way on are checked too. */
	error?: 404;
};

/** Routes that are not pages: what they answer instead is checked here. */
const NOT_PAGES: Readonly<Record<string, { url: string; status: number; type?: string }>> = {
	// Starts the sign-in at the identity provider: a redirect, the provider's page is not ours.
	login: { url: "/login", status: 302 },
	"api/postal_codes/:code": { url: "/api/postal_codes/1000005", status: 200, type: "application/json" },
};

const lime = LIME_LINKS.yamada;

const TOUR: readonly Stop[] = [
	{ route: "/", url: "/", as: "member" },
	{ route: "news", url: "/news", as: "member" },
	{ route: "news/:id", url: "/news/1", as: "member" },
	{ route: "health_support/:id", url: "/health_support/1", as: "member" },
	{ route: "users/detail", url: "/users/detail", as: "member" },
	{ route: "users/password/update", url: "/users/password/update", as: "member" },
	{ route: "users/recipe_settings", url: "/users/recipe_settings", as: "member" },
	{ route: "faq/user", url: "/faq/user", as: "member" },
	{ route: "terms/user", url: "/terms/user", as: "member" },
	{ route: "contact/user", url: "/contact/user", as: "member" },
	{ route: "questionnaires/:id/new", url: "/questionnaires/2/new", as: "member" },
	{ route: "app_manual/:page", url: "/app_manual/weight_input", as: "member" },
	{ route: "*", url: "/no-such-page", as: "member", error: 404 },
	// A webview page's 404 and the pages that once offered a reload: the default layout, no logo.
	{ route: "questionnaires/:id/new", url: "/questionnaires/99/new", as: "member", error: 404 },
	{ route: "news/:id", url: "/news/0", as: "member", error: 404 },
	{ route: "health_support/:id", url: "/health_support/0", as: "member", error: 404 },

	{ route: "callback", url: "/callback", as: "visitor" },
	{ route: "faq", url: "/faq", as: "visitor" },
	{ route: "terms", url: "/terms", as: "visitor" },
	{ route: "contact", url: "/contact", as: "visitor" },
	{ route: "activation/:token", url: "/activation/demo-activation", as: "visitor" },
	{ route: "users/token_expired", url: "/users/token_expired", as: "visitor" },
	{ route: "users/password/reset", url: "/users/password/reset", as: "visitor" },
	{ route: "users/password/reset/:token", url: "/users/password/reset/demo-reset", as: "visitor" },
	{ route: "app_manual/login/:page", url: "/app_manual/login/invalid_url", as: "visitor" },
	{ route: "logout", url: "/logout", as: "visitor" },
	{ route: "*", url: "/no-such-page", as: "visitor", error: 404 },
	{ route: "app_manual/login/:page", url: "/app_manual/login/no_such_help", as: "visitor", error: 404 },

	{ route: "two_factor_authentication/:channel", url: "/two_factor_authentication/sms", as: "two-factor" },
	{ route: "users/password/force_change", url: "/users/password/force_change", as: "force-change" },

	{ route: "contact_detail_form/:token", url: limeUrl(lime), as: "lime" },
	{ route: "contact_detail_form/:token/auth", url: limeUrl(lime, "auth"), as: "lime" },
	{
		route: "contact_detail_form/:token/change_email/:changeEmailToken",
		url: limeUrl(lime, "change_email/demo-change-email"),
		as: "lime",
	},
	{ route: "contact_detail_form/:token/actions", url: limeUrl(lime, "actions"), as: "lime" },
	{ route: "contact_detail_form/:token/input", url: limeUrl(lime, "input"), as: "lime" },
	{
		route: "contact_detail_form/:token/input/confirm",
		url: limeUrl(lime, "input/confirm"),
		as: "lime",
		prepare: confirmContactDraft,
	},
	{ route: "contact_detail_form/:token/input/complete", url: limeUrl(lime, "input/complete"), as: "lime" },
	{ route: "contact_detail_form/:token/email", url: limeUrl(lime, "email"), as: "lime" },
	{ route: "contact_detail_form/:token/email/complete", url: limeUrl(lime, "email/complete"), as: "lime" },
	{ route: "contact_detail_form/:token", url: "/contact_detail_form/no-such-link", as: "lime" },
];

type RouteNode = { path?: string; index?: boolean; children?: RouteNode[] };

/** Every page path of the route table, joined through its layouts. */
function routePaths(nodes: readonly RouteNode[], parent = ""): string[] {
	return nodes.flatMap((node) => {
		const path = node.path ? (parent ? `${parent}/${node.path}` : node.path) : parent;
		const own = node.path !== undefined || node.index ? [path || "/"] : [];
		return [...(node.index ? own : node.children ? [] : own), ...routePaths(node.children ?? [], path)];
	});
}

/** A lime draft confirmed on the input form, so that input/confirm shows it rather than sending back. */
async function confirmContactDraft(page: Page): Promise<void> {
	await page.goto(limeUrl(lime, "input"));
	await page.getByRole("radio", { name: "自宅" }).first().check();
	await page.getByLabel("郵便番号（前半3桁）").fill("100");
	await page.getByLabel("郵便番号（後半4桁）").fill("0005");
	await page.getByLabel("都道府県").selectOption("東京都");
	await page.getByLabel("市区町村").fill("千代田区");
	await page.getByLabel("町名・番地").fill("丸の内1-1-1");
	await page.getByRole("radio", { name: "自宅" }).nth(1).check();
	await page.getByRole("textbox", { name: /^電話番号/ }).fill("03-1234-5678");
	await page.getByRole("button", { name: "入力内容を確認する" }).last().click();
	await expect(page).toHaveURL(new RegExp(`${limeUrl(lime, "input/confirm")}$`));
}

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
	if (as === "lime") await authenticate(page, lime);
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
