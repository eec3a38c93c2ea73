import { expect } from "@playwright/test";
import { axeProblems } from "./support/axe";
import { test } from "./support/members";
import { orphanedButtonCharacters } from "./support/page-checks";

/*
 * Member pages at their edges on the narrowest phone (issue 32, items 9, 11 and 15): a past
 * appointment is overdue, never 「次の予定」; phone numbers are hyphenated and the page says where
 * changes are made; the menu button stays put when the menu opens, ログアウト lines up with the
 * items, and no button label leaves one character alone on a line.
 */

test.use({ viewport: { width: 320, height: 640 } });
// The shared member session is made by the first test that asks: a sign-in, slow on a loaded machine.
test.slow();

/** Today in Japan as the server counts it: YYYY-MM-DD. */
const todayInJapan = () => new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
const isoOf = (japanese: string) => {
	const [, year, month, day] = /(\d{4})年(\d{1,2})月(\d{1,2})日/.exec(japanese) ?? [];
	return `${year}-${month?.padStart(2, "0")}-${day?.padStart(2, "0")}`;
};

test("home: a past appointment is named overdue; 「次の予定」 is the first one ahead", async ({ page, signedIn }) => {
	await signedIn("sms", "/");
	const today = todayInJapan();
	// 山田 太郎's continuation support of 2026-09-01 was never reported.
	const overdue = page.locator(".guidance-overdue");
	await expect(overdue).toContainText("予定日を過ぎています");
	await expect(overdue).toContainText("2026年9月1日");
	for (const item of await overdue.locator("li").allTextContents()) expect(isoOf(item) < today).toBe(true);
	const next = await page.locator(".guidance-next").textContent();
	expect(next).toContain("次の予定");
	expect(next).not.toContain("2026年9月1日");
	const nextDate = /\d{4}年\d{1,2}月\d{1,2}日/.exec(next ?? "")?.[0];
	if (nextDate) expect(isoOf(nextDate) >= today).toBe(true);
	expect(await axeProblems(page)).toEqual([]);
});

test("member detail: the phone number with hyphens, and the honest way to change details", async ({
	page,
	signedIn,
}) => {
	await signedIn("sms", "/users/detail");
	await expect(page.getByText("03-1234-5678", { exact: true })).toBeVisible();
	await expect(page.getByText("このサイトでは登録内容を変更できません。")).toBeVisible();
	await expect(page.getByText("「連絡先情報のご登録」メールのリンクから変更できます", { exact: false })).toBeVisible();
	await expect(page.locator(".member-changes").getByRole("link", { name: "お問い合わせ" })).toHaveAttribute(
		"href",
		"/contact/user",
	);
	expect(await orphanedButtonCharacters(page)).toEqual([]);
	expect(await axeProblems(page)).toEqual([]);
});

test("the menu button does not move when the menu opens; ログアウト lines up with the items", async ({
	page,
	signedIn,
}) => {
	await signedIn("sms", "/faq/user");
	// Opened before the menu's chunk hydrates, React would close it again.
	await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
	const toggle = page.locator("details.site-menu > summary");
	const before = await toggle.boundingBox();
	await toggle.click();
	await expect(page.getByRole("navigation", { name: "メイン" }).getByRole("link", { name: "ホーム" })).toBeVisible();
	const after = await toggle.boundingBox();
	expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
	expect(after?.y).toBeCloseTo(before?.y ?? -1, 0);

	const nav = page.getByRole("navigation", { name: "メイン" });
	const item = await nav.getByRole("link", { name: "会員情報" }).boundingBox();
	const signOut = await nav.getByRole("button", { name: "ログアウト" }).boundingBox();
	expect(signOut?.x).toBeCloseTo(item?.x ?? -1, 0);
	expect(signOut?.width).toBeCloseTo(item?.width ?? -1, 0);
	expect(Math.abs((signOut?.height ?? 0) - (item?.height ?? 0))).toBeLessThanOrEqual(2);
	expect(await axeProblems(page)).toEqual([]);
});
