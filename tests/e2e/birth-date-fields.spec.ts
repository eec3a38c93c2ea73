import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { LIME_LINKS, limeUrl } from "./support/lime";
import { hydrated } from "./support/page";
import { renderedLines } from "./support/page-checks";

/* 生年月日 as 西暦 or era, and numeric keyboards, at 320 px (decision 045); nothing is sent. */

test.use({ viewport: { width: 320, height: 640 } });

const yamada = LIME_LINKS.yamada;

function dateGroup(page: Page): Locator {
	return page.getByRole("group", { name: /^生年月日/ });
}

async function typeDate(page: Page, era: string, year: string, month: string, day: string) {
	const group = dateGroup(page);
	await group.getByLabel("西暦・和暦").selectOption({ label: era });
	await group.getByLabel("年", { exact: true }).fill(year);
	await group.getByLabel("月", { exact: true }).fill(month);
	await group.getByLabel("日", { exact: true }).fill(day);
}

async function expectDate(page: Page, era: string, year: string, month: string, day: string) {
	const group = dateGroup(page);
	await expect(group.getByLabel("西暦・和暦").locator("option:checked")).toHaveText(era);
	await expect(group.getByLabel("年", { exact: true })).toHaveValue(year);
	await expect(group.getByLabel("月", { exact: true })).toHaveValue(month);
	await expect(group.getByLabel("日", { exact: true })).toHaveValue(day);
}

async function fillEnquiry(page: Page) {
	await page.getByRole("radio", { name: "アカウント・ログインについて" }).check();
	await page.getByLabel("お名前").fill("山田 花子");
	await page.getByLabel("フリガナ").fill("ヤマダ ハナコ");
	await page.getByLabel("メールアドレス").fill("hanako@example.jp");
	await page.getByLabel("お問い合わせ内容").fill("生年月日の確認です。");
	await page.getByRole("checkbox", { name: /個人情報の取扱いに同意します/ }).check();
}

/** Every control that asks for digits brings up the number keyboard. */
async function expectNumericKeyboards(page: Page, labels: readonly (string | RegExp)[]) {
	for (const label of labels) {
		await expect(page.getByLabel(label, { exact: typeof label === "string" }).first(), String(label)).toHaveAttribute(
			"inputmode",
			"numeric",
		);
	}
}

async function expectNoSideScroll(page: Page) {
	expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test("the enquiry's birth date: a labelled group, era choice, numeric boxes, autocomplete only in 西暦", async ({
	page,
}) => {
	await page.goto("/contact");
	await hydrated(page);
	const group = dateGroup(page);
	await expect(group.locator("legend")).toHaveText("生年月日");
	await expect(group.getByLabel("西暦・和暦").locator("option")).toHaveText(["西暦", "昭和", "平成", "令和"]);
	await expect(group.locator(".field__hint")).toContainText("例：昭和 55年 4月 1日");
	await expect(group.getByLabel("年", { exact: true })).toHaveAttribute("autocomplete", "bday-year");
	await expect(group.getByLabel("月", { exact: true })).toHaveAttribute("autocomplete", "bday-month");
	await expect(group.getByLabel("日", { exact: true })).toHaveAttribute("autocomplete", "bday-day");
	await expectNumericKeyboards(page, ["年", "月", "日", /^記号/, /^番号/]);
	await expect(page.locator('input[type="date"]')).toHaveCount(0);
	// An era year is not the browser's saved (western) birth year.
	await group.getByLabel("西暦・和暦").selectOption({ label: "昭和" });
	await expect(group.getByLabel("年", { exact: true })).toHaveAttribute("autocomplete", "off");
	await group.getByLabel("年", { exact: true }).fill("55");
	await expect(group.locator(".birth-date__conversion")).toHaveText("（西暦1980年）");
	await expectNoSideScroll(page);
	await expectNoAxeViolations(page);
});

test("with JavaScript: a day outside its era is one message on the group, linked from the summary; the confirmation shows the date", async ({
	page,
}) => {
	// Two posts and axe on a busy machine: more than the default 30 s.
	test.slow();
	await page.goto("/contact");
	await hydrated(page);
	await fillEnquiry(page);
	await typeDate(page, "平成", "31", "5", "1");
	await page.getByRole("button", { name: "入力内容を確認する" }).click();
	const message = "平成31年5月1日は令和元年5月1日です。元号と年をご確認ください";
	await expect(dateGroup(page).locator(".field__errors")).toHaveText(message);
	await expect(dateGroup(page).getByLabel("年", { exact: true })).toHaveAttribute("aria-invalid", "true");
	await expect(page).toHaveTitle(/^入力エラー：/);
	const link = page.locator(".error-summary").getByRole("link", { name: message });
	await expect(link).toHaveAttribute("href", "#contact-birthDate");
	await link.click();
	await expect(dateGroup(page).getByLabel("西暦・和暦")).toBeFocused();
	await expectDate(page, "平成", "31", "5", "1");
	await expectNoSideScroll(page);
	await expectNoAxeViolations(page);

	// 令和元年 written 元; the confirmation shows the western date with its era, and 修正する keeps the era.
	await typeDate(page, "令和", "元", "5", "1");
	await expect(dateGroup(page).locator(".field__errors")).toHaveCount(0);
	await page.getByRole("button", { name: "入力内容を確認する" }).click();
	await expect(page.locator(".confirm-list")).toContainText("2019年5月1日（令和元年）");
	await page.getByRole("button", { name: "入力内容を修正する" }).click();
	await expectDate(page, "令和", "元", "5", "1");
});

test("the lime identity check takes the birth date in an era and sends the API the western date", async ({ page }) => {
	test.slow();
	await page.goto(limeUrl(yamada, "auth"));
	await hydrated(page);
	await expect(dateGroup(page).locator("legend")).toContainText("生年月日");
	await expectNumericKeyboards(page, ["年", "月", "日", /^記号/, /^番号/]);
	// 2月30日 and 昭和64年1月8日: refused before anything is sent, one message each time.
	await typeDate(page, "昭和", "64", "1", "8");
	await page.getByLabel("氏名（フリガナ）").fill(yamada.nameKana);
	await page.getByLabel("記号").fill(yamada.kigou);
	await page.getByLabel("番号").fill(yamada.number);
	await page.getByRole("button", { name: "本人確認する" }).click();
	await expect(dateGroup(page).locator(".field__errors p")).toHaveText([
		"昭和64年1月8日は平成元年1月8日です。元号と年をご確認ください",
	]);
	await expectNoSideScroll(page);
	await expectNoAxeViolations(page);
	await typeDate(page, "昭和", "55", "4", "1");
	await expect(dateGroup(page).locator(".birth-date__conversion")).toHaveText("（西暦1980年）");
	await page.getByRole("button", { name: "本人確認する" }).click();
	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "actions")}$`));

	// The contact-detail form asks digits with the number keyboard too.
	await page.goto(limeUrl(yamada, "input"));
	await expectNumericKeyboards(page, ["郵便番号（前半3桁）", "郵便番号（後半4桁）", /^電話番号/]);
});

test.describe("without JavaScript", () => {
	test.use({ javaScriptEnabled: false });

	test("the enquiry: the post comes back on the summary with the date's message and everything typed", async ({
		page,
	}) => {
		test.slow();
		await page.goto("/contact");
		await fillEnquiry(page);
		await typeDate(page, "西暦", "２０００", "2", "30");
		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await expect(page.locator(".error-summary")).toBeFocused();
		await expect(page.locator(".error-summary").getByRole("link")).toHaveText(["2000年2月は29日までです"]);
		await expect(page.locator(".error-summary a")).toHaveAttribute("href", "#contact-birthDate");
		await expect(dateGroup(page).locator(".field__errors")).toHaveText("2000年2月は29日までです");
		await expectDate(page, "西暦", "２０００", "2", "30");
		await expect(page.getByLabel("お名前")).toHaveValue("山田 花子");

		await typeDate(page, "平成", "12", "2", "29");
		await page.getByRole("button", { name: "入力内容を確認する" }).click();
		await expect(page.locator(".confirm-list")).toContainText("2000年2月29日（平成12年）");
		await page.getByRole("button", { name: "入力内容を修正する" }).click();
		await expectDate(page, "平成", "12", "2", "29");
	});

	test("the lime identity check: an era date is read on the server", async ({ page }) => {
		await page.goto(limeUrl(yamada, "auth"));
		await typeDate(page, "令和", "30", "1", "1");
		await page.getByLabel("氏名（フリガナ）").fill(yamada.nameKana);
		await page.getByLabel("記号").fill(yamada.kigou);
		await page.getByLabel("番号").fill(yamada.number);
		await page.getByRole("button", { name: "本人確認する" }).click();
		await expect(page.locator(".error-summary").getByRole("link")).toHaveText(["生年月日に未来の日付は入力できません"]);
		await expectDate(page, "令和", "30", "1", "1");
		await expect(dateGroup(page).locator(".birth-date__conversion")).toHaveText("（西暦2048年）");
		await typeDate(page, "昭和", "55", "4", "1");
		await page.getByRole("button", { name: "本人確認する" }).click();
		await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "actions")}$`));
	});
});

for (const javaScriptEnabled of [true, false]) {
	test.describe(`at 320 × 568 ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
		test.use({ viewport: { width: 320, height: 568 }, locale: "ja-JP", javaScriptEnabled });
		test("the hint keeps each number with its 年・月・日", async ({ page }) => {
			await page.goto(limeUrl(yamada, "auth"));
			const hint = dateGroup(page).locator(".field__hint");
			await expect(hint).toBeVisible();
			const lines = await renderedLines(hint);
			expect(lines.length).toBeGreaterThan(1);
			for (const line of lines) expect(line).not.toMatch(/^[年月日]|\d$/);
			if (javaScriptEnabled) await expectNoAxeViolations(page);
		});
	});
}
