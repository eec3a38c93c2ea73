import { expect, test } from "@playwright/test";
import { fillIdentity, LIME_LINKS, limeUrl } from "./support/lime";

/* Every page of the flow works as plain form posts; the server does what the browser would. */
const yamada = LIME_LINKS.yamada;

test.use({ javaScriptEnabled: false });

test("without JavaScript: identity check keeps the input on error, then succeeds", async ({ page }) => {
	await page.goto(limeUrl(yamada));
	// The first page's guide is rendered by the server.
	await expect(page.getByRole("heading", { level: 2, name: "ご用意いただくもの" })).toBeVisible();
	await page.getByRole("link", { name: "手続きを始める" }).click();
	await fillIdentity(page, yamada, { nameKana: "やまだ たろう", kigou: "9999" });
	await page.getByRole("button", { name: "本人確認する" }).click();
	await expect(page.getByText("入力された情報がご登録内容と一致しません")).toBeVisible();
	// The era is rendered by the server too.
	await expect(page.locator(".birth-date__conversion")).toHaveText(`（${yamada.era}）`);
	await expect(page.getByLabel("氏名（フリガナ）")).toHaveValue("やまだ たろう");
	await expect(page.getByLabel("記号")).toHaveValue("9999");
	await page.getByLabel("記号").fill(yamada.kigou);
	await page.getByRole("button", { name: "本人確認する" }).click();
	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "actions")}$`));
});

test("without JavaScript: address search, a choice among several, confirmation and registration", async ({ page }) => {
	// Several steps, each checked with axe: more than the default 30 s on a busy machine.
	test.slow();
	await page.goto(limeUrl(yamada, "auth"));
	await fillIdentity(page, yamada);
	await page.getByRole("button", { name: "本人確認する" }).click();
	await page.getByRole("link", { name: /連絡先情報を入力する/ }).click();

	await page.getByRole("radio", { name: "自宅" }).first().check();
	await page.getByRole("radio", { name: "自宅" }).nth(1).check();
	await page.getByRole("textbox", { name: /^電話番号/ }).fill("０３１２３４５６７８");
	// A whole full-width code in the first box; the server splits it and finds three addresses.
	await page.getByLabel("郵便番号（前半3桁）").fill("６０１１３８７");
	await page.getByRole("button", { name: "住所を検索" }).click();
	await expect(page.getByText("〒601-1387 に該当する住所が3件あります。住所を選んでください。")).toBeVisible();
	await expect(page.getByLabel("郵便番号（前半3桁）")).toHaveValue("601");
	await expect(page.getByLabel("郵便番号（後半4桁）")).toHaveValue("1387");
	await expect(page.getByRole("textbox", { name: /^電話番号/ })).toHaveValue("０３１２３４５６７８");
	await page.getByRole("button", { name: "京都府京都市伏見区醍醐二ノ切町" }).click();
	await expect(page.getByLabel("都道府県")).toHaveValue("京都府");
	await expect(page.getByLabel("市区町村")).toHaveValue("京都市伏見区");
	await expect(page.getByLabel("町名・番地")).toHaveValue("醍醐二ノ切町");

	// Another code, with a hyphen: one address, filled in at once.
	await page.getByLabel("郵便番号（前半3桁）").fill("100-0005");
	await page.getByLabel("郵便番号（後半4桁）").fill("");
	await page.getByRole("button", { name: "住所を検索" }).click();
	await expect(page.getByText("住所を入力しました：東京都千代田区丸の内。")).toBeVisible();
	await expect(page.getByLabel("都道府県")).toHaveValue("東京都");
	await expect(page.getByLabel("町名・番地")).toHaveValue("丸の内");
	await page.getByLabel("町名・番地").fill("丸の内1-1-1");
	await page.getByLabel("建物名・部屋番号").fill("みらいビル10階");

	// Enter in a text box goes to the confirmation (the hidden default button), not to the search.
	await page.getByLabel("建物名・部屋番号").press("Enter");
	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "input/confirm")}$`));
	await expect(page.locator(".lime-summary")).toContainText("東京都");
	await expect(page.locator(".lime-summary")).toContainText("03-1234-5678");
	await page.getByRole("button", { name: "この内容で登録する" }).click();
	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "input/complete")}$`));
	await expect(page.getByRole("heading", { level: 1, name: "連絡先情報を登録しました" })).toBeVisible();
});
