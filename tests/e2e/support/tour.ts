import { expect, type Page } from "@playwright/test";
import { LIME_LINKS, limeUrl } from "./lime";

/*
 * The every-page tour's stops (tests/e2e/every-page.spec.ts): every route of app/routes.ts as its visitor
 * sees it. The accessibility page's scope is checked against it (tests/e2e/accessibility-statement.spec.ts).
 */

export type Visitor = "member" | "visitor" | "two-factor" | "force-change" | "lime";

export type Stop = {
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
export const NOT_PAGES: Readonly<Record<string, { url: string; status: number; type?: string }>> = {
	// Starts the sign-in at the identity provider: a redirect, the provider's page is not ours.
	login: { url: "/login", status: 302 },
	"api/postal_codes/:code": { url: "/api/postal_codes/1000005", status: 200, type: "application/json" },
};

/** The lime link every lime stop opens (identified once per tour context). */
export const TOUR_LIME = LIME_LINKS.yamada;
const lime = TOUR_LIME;

export const TOUR: readonly Stop[] = [
	{ route: "/", url: "/", as: "member" },
	{ route: "news", url: "/news", as: "member" },
	{ route: "news/:id", url: "/news/1", as: "member" },
	{ route: "health_support/:id", url: "/health_support/1", as: "member" },
	{ route: "users/detail", url: "/users/detail", as: "member" },
	{ route: "users/password/update", url: "/users/password/update", as: "member" },
	{ route: "users/recipe_settings", url: "/users/recipe_settings", as: "member" },
	{ route: "faq/user", url: "/faq/user", as: "member" },
	{ route: "terms/user", url: "/terms/user", as: "member" },
	// The policies are public: a member reaches them from the default layout's footer.
	{ route: "privacy", url: "/privacy", as: "member" },
	{ route: "accessibility", url: "/accessibility", as: "member" },
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
	{ route: "privacy", url: "/privacy", as: "visitor" },
	{ route: "accessibility", url: "/accessibility", as: "visitor" },
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

export type RouteNode = { path?: string; index?: boolean; children?: RouteNode[] };

/** Every page path of the route table, joined through its layouts. */
export function routePaths(nodes: readonly RouteNode[], parent = ""): string[] {
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
