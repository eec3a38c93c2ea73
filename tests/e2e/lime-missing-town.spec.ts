import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { authenticate, fillIdentity, LIME_LINKS, limeUrl } from "./support/lime";
import { hydrated } from "./support/page";

/*
 * At 320 px, with and without JavaScript: an address whose town was left out (〒150-0002, 渋谷区, 町名・番地
 * 「2-21-1」) is told on 町名・番地, naming the town, not as a postal code that does not fit.
 */

const yamada = LIME_LINKS.yamada;

test.use({ viewport: { width: 320, height: 640 } });

const street = (page: Page) => page.getByLabel("町名・番地");
const postalStatus = (page: Page) => page.locator(".lime-postal__status");

/**
 * On the input page with JavaScript, 〒150-0002 typed while its search is held until `answer()`;
 * `searched` settles when the answer has arrived.
 */
async function typeCodeWhileSearchIsHeld(page: Page) {
	await authenticate(page, yamada);
	await page.goto(limeUrl(yamada, "input"));
	await hydrated(page);
	let answer: () => void = () => {};
	const held = new Promise<void>((resolve) => {
		answer = resolve;
	});
	await page.route("**/api/postal_codes/**", async (route) => {
		await held;
		await route.continue();
	});
	const searched = page.waitForResponse("**/api/postal_codes/**");
	await page.getByLabel("郵便番号（前半3桁）").fill("150");
	await page.getByLabel("郵便番号（後半4桁）").fill("0002");
	return { answer, searched };
}

for (const javaScriptEnabled of [true, false]) {
	test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
		test.use({ javaScriptEnabled });

		test("a street line without its town names the town next to 町名・番地", async ({ page }) => {
			test.slow();
			if (javaScriptEnabled) await authenticate(page, yamada);
			else {
				// The identity check as a plain form post.
				await page.goto(limeUrl(yamada, "auth"));
				await fillIdentity(page, yamada);
				await page.getByRole("button", { name: "本人確認する" }).click();
				await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "actions")}$`));
			}
			await page.goto(limeUrl(yamada, "input"));
			if (javaScriptEnabled) await hydrated(page);
			await page.getByRole("radio", { name: "自宅" }).first().check();
			await page.getByLabel("郵便番号（前半3桁）").fill("150");
			await page.getByLabel("郵便番号（後半4桁）").fill("0002");
			// With JavaScript the code fills the lines by itself; the member then rewrites them.
			if (javaScriptEnabled) await expect(postalStatus(page)).toHaveText(/住所を入力しました/);
			await page.getByLabel("都道府県").selectOption("東京都");
			await page.getByLabel("市区町村").fill("渋谷区");
			await street(page).fill("2-21-1");
			await page.getByRole("radio", { name: "自宅" }).nth(1).check();
			await page.getByRole("textbox", { name: /^電話番号/ }).fill("03-1234-5678");
			await page.getByRole("button", { name: "入力内容を確認する" }).last().click();
			await expect(street(page)).toHaveAccessibleDescription(/町名・番地に「渋谷」が入っていません。/);
			await expect(page.getByText("郵便番号と住所が一致しません")).toHaveCount(0);
			await expect(street(page)).toHaveValue("2-21-1");
			if (javaScriptEnabled) await expectNoAxeViolations(page);
		});
	});
}

test("an address typed while the postal search is still running is kept, not replaced by the search", async ({
	page,
}) => {
	test.slow();
	// The search is held until the member has typed the block number under the code.
	const { answer, searched } = await typeCodeWhileSearchIsHeld(page);
	await street(page).fill("2-21-1");
	answer();
	await searched;
	// Lines still empty are filled; the block number typed meanwhile stays as typed.
	await expect(postalStatus(page)).toHaveText(/住所を入力しました：東京都渋谷区渋谷/);
	await expect(page.getByLabel("都道府県")).toHaveValue("東京都");
	await expect(page.getByLabel("市区町村")).toHaveValue("渋谷区");
	await expect(street(page)).toHaveValue("2-21-1");
	await expect(page.getByText("住所を置き換えました")).toHaveCount(0);
});

test("a line the member is in when the search answers is left to them, so nothing joins what they type", async ({
	page,
}) => {
	test.slow();
	const { answer, searched } = await typeCodeWhileSearchIsHeld(page);
	await page.getByLabel("市区町村").focus();
	answer();
	await searched;
	await expect(postalStatus(page)).toHaveText(/住所を入力しました/);
	await expect(page.getByLabel("都道府県")).toHaveValue("東京都");
	await expect(street(page)).toHaveValue("渋谷");
	await expect(page.getByLabel("市区町村")).toHaveValue("");
	await page.keyboard.type("渋谷区");
	await expect(page.getByLabel("市区町村")).toHaveValue("渋谷区");
});
