import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { authenticate, fillIdentity, LIME_LINKS, limeUrl } from "./support/lime";
import { hydrated } from "./support/page";

/*
 * The contact-detail form at its edges, on a 320 px phone, with and without JavaScript: a postal
 * code typed again over a complete one, every problem on the first submit, a page that asks for
 * what it really does. demo-lime is only confirmed here, never registered.
 */

const yamada = LIME_LINKS.yamada;
const MISMATCH = "郵便番号と住所が一致しません";
const MOBILE = "携帯電話の番号は、070・080・090のいずれかから始まる11桁の数字で入力してください（例：090-1234-5678）";

test.use({ viewport: { width: 320, height: 720 } });

/** Identification, several lookups or posts, and axe: on a loaded 2-core machine more than a slow test's 90 s. */
const LONG_STORY = 180_000;

const first = (page: Page) => page.getByLabel("郵便番号（前半3桁）");
const second = (page: Page) => page.getByLabel("郵便番号（後半4桁）");
const phone = (page: Page) => page.getByRole("textbox", { name: /^電話番号/ });

async function expectAddress(page: Page, prefecture: string, city: string, street: string) {
	await expect(page.getByLabel("都道府県")).toHaveValue(prefecture);
	await expect(page.getByLabel("市区町村")).toHaveValue(city);
	await expect(page.getByLabel("町名・番地")).toHaveValue(street);
}

/** Page scripts cannot run without JavaScript (nor can axe): the layout and axe checks run in the JavaScript tests. */
async function expectNoSidewaysScroll(page: Page) {
	const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
	expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
}

/** /auth and on to /input, by plain posts when the page has no JavaScript. */
async function openInput(page: Page, javaScript: boolean) {
	if (javaScript) await authenticate(page, yamada);
	else {
		await page.goto(limeUrl(yamada, "auth"));
		await fillIdentity(page, yamada);
		await page.getByRole("button", { name: "本人確認する" }).click();
		await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "actions")}$`));
	}
	await page.goto(limeUrl(yamada, "input"));
	if (javaScript) await hydrated(page);
}

/** Both boxes filled, and the Tokyo address the search put in. */
async function tokyoFilled(page: Page, javaScript: boolean) {
	await first(page).fill("100");
	await second(page).fill("0001");
	if (!javaScript) await page.getByRole("button", { name: "住所を検索" }).click();
	await expectAddress(page, "東京都", "千代田区", "千代田");
	await page.getByLabel("町名・番地").fill("千代田1-1");
}

test.describe("with JavaScript", () => {
	test("a whole code typed or pasted into either box over a complete one replaces both and the address", async ({
		page,
	}) => {
		test.setTimeout(LONG_STORY);
		await openInput(page, true);
		await tokyoFilled(page, true);

		await first(page).fill("5300001");
		await expect(first(page)).toHaveValue("530");
		await expect(second(page)).toHaveValue("0001");
		await expectAddress(page, "大阪府", "大阪市北区", "梅田");
		await expect(page.locator(".lime-postal__status")).toHaveText(/住所を入力しました：大阪府大阪市北区梅田/);

		// Pasted, full width with 〒 and a hyphen, into the second box.
		await second(page).fill("〒１００－０００５");
		await expect(first(page)).toHaveValue("100");
		await expect(second(page)).toHaveValue("0005");
		await expectAddress(page, "東京都", "千代田区", "丸の内");
		await expectNoSidewaysScroll(page);
		await expectNoAxeViolations(page);
	});

	test("every problem shows on the first submit: the address against its code and the mobile number", async ({
		page,
	}) => {
		test.setTimeout(LONG_STORY);
		await openInput(page, true);
		await submitMismatchAndLandlineAsMobile(page, true);
		await expectEveryProblem(page);
		await expectNoSidewaysScroll(page);
		await expectNoAxeViolations(page);
	});
});

test.describe("without JavaScript", () => {
	test.use({ javaScriptEnabled: false });

	test("a whole code typed into the first box over a complete one replaces both and the address", async ({ page }) => {
		test.setTimeout(LONG_STORY);
		await openInput(page, false);
		await tokyoFilled(page, false);
		await first(page).fill("530-0001");
		await page.getByRole("button", { name: "住所を検索" }).click();
		await expect(first(page)).toHaveValue("530");
		await expect(second(page)).toHaveValue("0001");
		await expectAddress(page, "大阪府", "大阪市北区", "梅田");

		// Two different whole codes, one in each box: said exactly, nothing guessed.
		await second(page).fill("1000005");
		await first(page).fill("5300001");
		await page.getByRole("button", { name: "住所を検索" }).click();
		await expect(page.locator(".lime-postal__status")).toHaveText(
			"郵便番号が前半・後半の両方の欄に7桁で入力されています。正しい郵便番号を1つだけ入力してから検索してください。",
		);
	});

	test("every problem shows on the first submit: the address against its code and the mobile number", async ({
		page,
	}) => {
		test.setTimeout(LONG_STORY);
		await openInput(page, false);
		await submitMismatchAndLandlineAsMobile(page, false);
		await expectEveryProblem(page);
	});
});

/** 〒100-0001 (Tokyo) with an Osaka address typed by hand, and a landline number as 携帯電話. */
async function submitMismatchAndLandlineAsMobile(page: Page, javaScript: boolean) {
	await page.getByRole("radio", { name: "自宅" }).first().check();
	await first(page).fill("100");
	await second(page).fill("0001");
	// The browser looks the code up as soon as it is complete: the address is typed over what it fills.
	if (javaScript) await expect(page.getByLabel("都道府県")).toHaveValue("東京都");
	await page.getByLabel("都道府県").selectOption("大阪府");
	await page.getByLabel("市区町村").fill("大阪市北区");
	await page.getByLabel("町名・番地").fill("梅田1-1");
	await page.getByRole("radio", { name: "携帯電話" }).check();
	await phone(page).fill("03-1234-5678");
	// Leaving the field checks it in the browser: the button moves down under its message first.
	await phone(page).press("Tab");
	await page.getByRole("button", { name: "入力内容を確認する" }).last().click();
}

async function expectEveryProblem(page: Page) {
	const summary = page.getByRole("region", { name: "入力内容にエラーがあります" });
	await expect(summary.getByRole("link")).toHaveText([MISMATCH, MOBILE]);
	await expect(page.locator(".lime-postal .field__errors")).toHaveText(MISMATCH);
	await expect(page.getByText(MOBILE, { exact: true }).last()).toBeVisible();
	await expect(phone(page)).toHaveAttribute("aria-invalid", "true");
	await expect(first(page)).toHaveAttribute("aria-invalid", "true");
	// Nothing typed is lost.
	await expect(phone(page)).toHaveValue("03-1234-5678");
	await expectAddress(page, "大阪府", "大阪市北区", "梅田1-1");
}

test("the pages ask for what they do: no 「確認と更新」 of an address the form does not show", async ({ page }) => {
	test.setTimeout(LONG_STORY);
	await page.goto(limeUrl(yamada));
	await expect(page.getByRole("main")).not.toContainText("確認と更新");
	await expect(page.getByRole("main")).toContainText("今お使いの住所と電話番号のご登録をお願いしています");
	await openInput(page, true);
	await expect(page.locator(".lead")).toHaveText(
		"今お使いの住所と電話番号を入力し、「入力内容を確認する」を押してください。これまでにご登録の住所・電話番号はこの画面には表示されません。",
	);
	await expect(page.getByText("携帯電話は070・080・090から始まる11桁")).toBeVisible();
	await expectNoSidewaysScroll(page);
	await expectNoAxeViolations(page);
});
