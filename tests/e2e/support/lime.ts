import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { hydrated } from "./page";

/** Demo contact-detail links of the mock (docs/mock-backend.md) and the card data that authenticates them. */
export const LIME_LINKS = {
	/** 山田 太郎 (1001): address required. */
	yamada: {
		token: "demo-lime",
		birth: { year: "1980", month: "4", day: "1" },
		era: "昭和55年",
		nameKana: "ヤマダ タロウ",
		kigou: "1234",
		number: "5678",
	},
	/** 高橋 美咲 (1004): address optional, opened from the app (returnToApp). */
	takahashi: {
		token: "demo-lime-app",
		birth: { year: "1992", month: "11", day: "3" },
		era: "平成4年",
		nameKana: "タカハシ ミサキ",
		kigou: "1234",
		number: "9012",
	},
} as const;
export type LimeLink = (typeof LIME_LINKS)[keyof typeof LIME_LINKS];

export function limeUrl(link: { token: string }, page = ""): string {
	return `/contact_detail_form/${link.token}${page ? `/${page}` : ""}`;
}

/** Fills the identity form; `overrides` changes what is typed (e.g. wrong data, hiragana). */
export async function fillIdentity(
	page: Page,
	link: LimeLink,
	overrides: Partial<{ year: string; nameKana: string; kigou: string; number: string }> = {},
): Promise<void> {
	const birthDate = page.getByRole("group", { name: "生年月日" });
	await birthDate.getByLabel("西暦・和暦").selectOption({ label: "西暦" });
	await birthDate.getByLabel("年", { exact: true }).fill(overrides.year ?? link.birth.year);
	await birthDate.getByLabel("月", { exact: true }).fill(link.birth.month);
	await birthDate.getByLabel("日", { exact: true }).fill(link.birth.day);
	await page.getByLabel("氏名（フリガナ）").fill(overrides.nameKana ?? link.nameKana);
	await page.getByLabel("記号").fill(overrides.kigou ?? link.kigou);
	await page.getByLabel("番号").fill(overrides.number ?? link.number);
}

/** Identity check on /auth; ends on /actions. */
export async function authenticate(page: Page, link: LimeLink): Promise<void> {
	await page.goto(limeUrl(link, "auth"));
	await hydrated(page);
	await fillIdentity(page, link);
	await page.getByRole("button", { name: "本人確認する" }).click();
	await expect(page).toHaveURL(new RegExp(`${limeUrl(link, "actions")}$`));
}

/** Watches a token URL page: no-referrer, no-store, and no request leaving the origin. */
export function watchLimeTraffic(page: Page, baseURL: string) {
	const origin = new URL(baseURL).origin;
	const foreign: string[] = [];
	const badHeaders: string[] = [];
	let tokenResponses = 0;
	page.on("request", (request) => {
		const url = new URL(request.url());
		if ((url.protocol === "http:" || url.protocol === "https:") && url.origin !== origin) foreign.push(request.url());
	});
	page.on("response", (response) => {
		const url = new URL(response.url());
		if (url.origin !== origin || !url.pathname.startsWith("/contact_detail_form/")) return;
		tokenResponses++;
		const headers = response.headers();
		if (headers["referrer-policy"] !== "no-referrer" || headers["cache-control"] !== "no-store") {
			badHeaders.push(`${url.pathname}: ${headers["referrer-policy"]} / ${headers["cache-control"]}`);
		}
	});
	return {
		verify() {
			expect(tokenResponses).toBeGreaterThan(0);
			expect(foreign).toEqual([]);
			expect(badHeaders).toEqual([]);
		},
	};
}

/** Starts a demo link over in the mock (its member's e-mail, address and phone as seeded). */
export async function resetLink(request: APIRequestContext, link: { token: string }): Promise<void> {
	const response = await request.post(`/_mock/__mock/reset?link=${link.token}`);
	if (response.status() !== 204) throw new Error(`mock link reset failed: ${response.status()}`);
}
