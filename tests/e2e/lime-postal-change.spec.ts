import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { authenticate, fillIdentity, LIME_LINKS, limeUrl } from "./support/lime";
import { hydrated } from "./support/page";

/* A new postal code clears or flags the old address, and the server refuses a code that does not fit (decision 043). */

const yamada = LIME_LINKS.yamada;
const MISMATCH = "郵便番号と住所が一致しません";

const first = (page: Page) => page.getByLabel("郵便番号（前半3桁）");
const second = (page: Page) => page.getByLabel("郵便番号（後半4桁）");
const status = (page: Page) => page.locator(".lime-postal__status");

async function expectAddress(page: Page, prefecture: string, city: string, street: string) {
	await expect(page.getByLabel("都道府県")).toHaveValue(prefecture);
	await expect(page.getByLabel("市区町村")).toHaveValue(city);
	await expect(page.getByLabel("町名・番地")).toHaveValue(street);
}

async function fillRest(page: Page) {
	await page.getByRole("radio", { name: "自宅" }).first().check();
	await page.getByRole("radio", { name: "自宅" }).nth(1).check();
	await page.getByRole("textbox", { name: /^電話番号/ }).fill("03-1234-5678");
}

/** The Tokyo address typed by hand under a Kyoto code, then 確認: refused at the postal code, everything kept. */
async function expectRefusedOnConfirm(page: Page) {
	await page.getByLabel("都道府県").selectOption("東京都");
	await page.getByLabel("市区町村").fill("千代田区");
	await page.getByLabel("町名・番地").fill("千代田1-1");
	await page.getByRole("button", { name: "入力内容を確認する" }).last().click();
	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "input")}$`));
	const summary = page.locator(".error-summary");
	await expect(summary.getByRole("link", { name: MISMATCH })).toHaveAttribute(
		"href",
		"#lime-contact-detail-postalCodeFirst",
	);
	await expect(page.locator(".lime-postal .field__errors")).toHaveText(MISMATCH);
	await expect(first(page)).toHaveAttribute("aria-invalid", "true");
	await expect(page).toHaveTitle(/^入力エラー：/);
	await expect(first(page)).toHaveValue("601");
	await expect(second(page)).toHaveValue("1387");
	await expectAddress(page, "東京都", "千代田区", "千代田1-1");
	await expect(page.getByRole("textbox", { name: /^電話番号/ })).toHaveValue("03-1234-5678");
}

test("with JavaScript: a new code clears the address the old one filled, and confirm refuses a mismatch", async ({
	page,
}) => {
	test.slow();
	await authenticate(page, yamada);
	await page.goto(limeUrl(yamada, "input"));
	await hydrated(page);
	await fillRest(page);

	await first(page).fill("100-0001");
	await expect(status(page)).toHaveText(/住所を入力しました：東京都千代田区千代田/);
	await page.getByLabel("町名・番地").fill("千代田1-1");

	// Three addresses for the new code: the Tokyo one is cleared, and the live region says so.
	await second(page).fill("");
	await first(page).fill("601-1387");
	await expect(status(page)).toHaveText(
		"〒601-1387 に該当する住所が3件あります。郵便番号が変わったため、入力済みの住所（東京都千代田区千代田1-1）を消去しました。住所を選んでください。",
	);
	await expect(status(page)).toHaveAttribute("role", "status");
	await expectAddress(page, "", "", "");

	// A code our data does not know: the address the previous lookup filled is cleared too.
	await page.getByRole("button", { name: "京都府京都市伏見区醍醐二ノ切町" }).click();
	await expectAddress(page, "京都府", "京都市伏見区", "醍醐二ノ切町");
	await second(page).fill("");
	await first(page).fill("999-9999");
	await expect(status(page)).toHaveText(
		"〒999-9999 に該当する住所が見つかりませんでした。郵便番号が変わったため、入力済みの住所（京都府京都市伏見区醍醐二ノ切町）を消去しました。住所を入力してください。",
	);
	await expectAddress(page, "", "", "");

	await second(page).fill("");
	await first(page).fill("601-1387");
	await expect(status(page)).toContainText("3件あります");
	await expectRefusedOnConfirm(page);
	await expectNoAxeViolations(page);

	// The right address for the code goes through to the confirmation.
	await page.getByRole("button", { name: "京都府京都市伏見区醍醐一ノ切町" }).click();
	await page.getByLabel("町名・番地").fill("醍醐一の切町１２");
	await page.getByRole("button", { name: "入力内容を確認する" }).last().click();
	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "input/confirm")}$`));
	await expect(page.locator(".lime-summary")).toContainText("〒601-1387");
});

test.describe("without JavaScript", () => {
	test.use({ javaScriptEnabled: false });

	test("the search post clears an address the new code rules out, flags one it cannot check, and confirm refuses a mismatch", async ({
		page,
	}) => {
		test.slow();
		await page.goto(limeUrl(yamada, "auth"));
		await fillIdentity(page, yamada);
		await page.getByRole("button", { name: "本人確認する" }).click();
		await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "actions")}$`));
		await page.goto(limeUrl(yamada, "input"));
		await fillRest(page);

		await first(page).fill("1000001");
		await page.getByRole("button", { name: "住所を検索" }).click();
		await expectAddress(page, "東京都", "千代田区", "千代田");
		await page.getByLabel("町名・番地").fill("千代田1-1");

		await first(page).fill("601-1387");
		await second(page).fill("");
		await page.getByRole("button", { name: "住所を検索" }).click();
		await expect(status(page)).toHaveText(
			"〒601-1387 に該当する住所が3件あります。郵便番号が変わったため、入力済みの住所（東京都千代田区千代田1-1）を消去しました。住所を選んでください。",
		);
		await expectAddress(page, "", "", "");
		await expect(page.getByRole("textbox", { name: /^電話番号/ })).toHaveValue("03-1234-5678");

		// A code the data does not know: the server cannot tell where the address came from, so it is flagged.
		await page.getByRole("button", { name: "京都府京都市伏見区醍醐二ノ切町" }).click();
		await first(page).fill("999-9999");
		await second(page).fill("");
		await page.getByRole("button", { name: "住所を検索" }).click();
		await expect(status(page)).toHaveText(
			"〒999-9999 に該当する住所が見つかりませんでした。入力済みの住所（京都府京都市伏見区醍醐二ノ切町）がこの郵便番号と合っているかご確認ください。住所を入力してください。",
		);
		await expectAddress(page, "京都府", "京都市伏見区", "醍醐二ノ切町");

		await first(page).fill("601");
		await second(page).fill("1387");
		await expectRefusedOnConfirm(page);
		// The page a refused post returns starts on the summary.
		await expect(page.locator(".error-summary")).toBeFocused();
	});
});
