import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { authenticate, fillIdentity, LIME_LINKS, limeUrl } from "./support/lime";
import { hydrated } from "./support/page";

/* A second postal code that replaces a whole address says so next to 町名・番地 and 建物名・部屋番号; the confirmation writes the phone number as members do. */

const yamada = LIME_LINKS.yamada;

test.use({ viewport: { width: 320, height: 568 } });

const first = (page: Page) => page.getByLabel("郵便番号（前半3桁）");
const street = (page: Page) => page.getByLabel("町名・番地");
const building = (page: Page) => page.getByLabel("建物名・部屋番号");

async function fillPhone(page: Page) {
	await page.getByRole("radio", { name: "自宅" }).first().check();
	await page.getByRole("radio", { name: "携帯電話" }).check();
	await page.getByRole("textbox", { name: /^電話番号/ }).fill("09012345678");
}

/** After 〒100-0005 丸の内1-1-1 みらいビル10階 became 〒530-0001: both lines flagged, the old address named. */
async function expectReplaced(page: Page, { axe }: { axe: boolean }) {
	await expect(page.locator(".lime-postal__status")).toHaveText(
		"住所を入力しました：大阪府大阪市北区梅田。郵便番号が変わったため、入力済みの住所（東京都千代田区丸の内1-1-1）を置き換えました。番地と建物名・部屋番号をご確認ください。",
	);
	await expect(street(page)).toHaveValue("梅田");
	await expect(street(page)).toHaveAccessibleDescription(
		/郵便番号が変わったため、住所を置き換えました。番地をご確認ください。/,
	);
	await expect(building(page)).toHaveValue("みらいビル10階");
	await expect(building(page)).toHaveAccessibleDescription(/前の住所の建物名・部屋番号が残っています/);
	// axe is a page script: it runs where JavaScript does.
	if (axe) await expectNoAxeViolations(page);
}

async function expectConfirmation(page: Page, { axe }: { axe: boolean }) {
	await street(page).fill("梅田1-2-3");
	await page.getByRole("button", { name: "入力内容を確認する" }).last().click();
	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "input/confirm")}$`));
	const summary = page.locator(".lime-summary");
	await expect(summary).toContainText("梅田1-2-3");
	await expect(summary).toContainText("090-1234-5678");
	if (axe) await expectNoAxeViolations(page);
}

test("with JavaScript: a new postal code that replaces the address flags 番地 and 建物", async ({ page }) => {
	test.slow();
	await authenticate(page, yamada);
	await page.goto(limeUrl(yamada, "input"));
	await hydrated(page);
	await fillPhone(page);
	await first(page).fill("1000005");
	await expect(street(page)).toHaveValue("丸の内");
	// A first lookup into empty lines replaces nothing: no notice.
	await expect(street(page)).not.toHaveAccessibleDescription(/置き換えました/);
	await street(page).fill("丸の内1-1-1");
	await building(page).fill("みらいビル10階");

	await first(page).fill("5300001");
	await expectReplaced(page, { axe: true });
	await expectConfirmation(page, { axe: true });
});

test.describe("without JavaScript", () => {
	test.use({ javaScriptEnabled: false });

	test("the server's search says the same, and the confirmation shows the phone number grouped", async ({ page }) => {
		test.slow();
		await page.goto(limeUrl(yamada, "auth"));
		await fillIdentity(page, yamada);
		await page.getByRole("button", { name: "本人確認する" }).click();
		await page.goto(limeUrl(yamada, "input"));
		await fillPhone(page);
		await first(page).fill("1000005");
		await page.getByRole("button", { name: "住所を検索" }).click();
		await expect(street(page)).toHaveValue("丸の内");
		await street(page).fill("丸の内1-1-1");
		await building(page).fill("みらいビル10階");

		await first(page).fill("5300001");
		await page.getByLabel("郵便番号（後半4桁）").fill("");
		await page.getByRole("button", { name: "住所を検索" }).click();
		await expectReplaced(page, { axe: false });
		await expectConfirmation(page, { axe: false });
	});
});
