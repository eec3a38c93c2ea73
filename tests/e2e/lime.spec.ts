import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { authenticate, fillIdentity, LIME_LINKS, limeUrl, watchLimeTraffic } from "./support/lime";
import { hydrated } from "./support/page";

const yamada = LIME_LINKS.yamada;

test("contact details end to end: entry, identity, choice, input with postal autofill, confirmation, done", async ({
	page,
	baseURL,
}) => {
	// Several steps, each checked with axe: more than the default 30 s on a busy machine.
	test.slow();
	const traffic = watchLimeTraffic(page, baseURL ?? "");

	await page.goto(limeUrl(yamada));
	await expect(page.getByRole("heading", { level: 1, name: "連絡先情報の入力" })).toBeVisible();
	await expect(page.locator(".lime-header__title")).toHaveText("連絡先情報を入力");
	await hydrated(page);
	// The guide is static text loaded after hydration: still on the page, once, once hydrated.
	await expect(page.getByRole("heading", { level: 2, name: "お手続きの流れ" })).toHaveCount(1);
	await expect(page.getByRole("listitem").filter({ hasText: "ご本人確認" })).toBeVisible();
	await expectNoAxeViolations(page);
	await page.getByRole("link", { name: "手続きを始める" }).click();

	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "auth")}$`));
	await expect(page.getByRole("heading", { level: 1, name: "ご本人確認" })).toBeVisible();
	// The era follows the year as it is typed, then the exact date.
	await page.getByLabel("年", { exact: true }).fill("１９８９");
	await expect(page.locator(".birth-date__conversion")).toHaveText("（昭和64年・平成元年）");
	await page.getByLabel("月", { exact: true }).fill("1");
	await page.getByLabel("日", { exact: true }).fill("7");
	await expect(page.locator(".birth-date__conversion")).toHaveText("（昭和64年）");
	// Hiragana becomes katakana on leaving the field; card data in full-width digits is accepted.
	await fillIdentity(page, yamada, { nameKana: "やまだ　たろう", kigou: "１２３４", number: "５６７８" });
	await page.getByLabel("記号").focus();
	await expect(page.getByLabel("氏名（フリガナ）")).toHaveValue("ヤマダ　タロウ");
	await expect(page.locator(".birth-date__conversion")).toHaveText(`（${yamada.era}）`);
	await expectNoAxeViolations(page);
	await page.getByRole("button", { name: "本人確認する" }).click();

	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "actions")}$`));
	await expect(page.getByText("taro.yamada")).toBeVisible();
	await expectNoAxeViolations(page);
	await page.getByRole("link", { name: /連絡先情報を入力する/ }).click();

	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "input")}$`));
	await expect(page.locator(".lime-header__title")).toHaveText("連絡先情報を入力");
	await hydrated(page);
	await page.getByRole("radio", { name: "自宅" }).first().check();
	// A whole code in the first box is split over both and looked up at once.
	await page.getByLabel("郵便番号（前半3桁）").fill("100-0005");
	await expect(page.getByLabel("郵便番号（前半3桁）")).toHaveValue("100");
	await expect(page.getByLabel("郵便番号（後半4桁）")).toHaveValue("0005");
	await expect(page.getByRole("status")).toContainText("住所を入力しました：東京都千代田区丸の内");
	await expect(page.getByLabel("都道府県")).toHaveValue("東京都");
	await expect(page.getByLabel("市区町村")).toHaveValue("千代田区");
	await expect(page.getByLabel("町名・番地")).toHaveValue("丸の内");
	await page.getByLabel("町名・番地").fill("丸の内１－１－１");
	await page.getByLabel("建物名・部屋番号").fill("みらいビル10階");
	await page.getByRole("radio", { name: "自宅" }).nth(1).check();
	await page.getByRole("textbox", { name: /^電話番号/ }).fill("03-1234-5678");
	await expectNoAxeViolations(page);
	await page.getByRole("button", { name: "入力内容を確認する" }).last().click();

	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "input/confirm")}$`));
	const summary = page.locator(".lime-summary");
	await expect(summary).toContainText("〒100-0005");
	await expect(summary).toContainText("東京都");
	await expect(summary).toContainText("丸の内1-1-1");
	await expect(summary).toContainText("03-1234-5678");
	await expectNoAxeViolations(page);
	// Correcting goes back with the confirmed values.
	await page.getByRole("link", { name: "入力内容を修正する" }).click();
	await expect(page.getByLabel("町名・番地")).toHaveValue("丸の内1-1-1");
	await page.getByRole("button", { name: "入力内容を確認する" }).last().click();
	await page.getByRole("button", { name: "この内容で登録する" }).click();

	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "input/complete")}$`));
	await expect(page.getByRole("heading", { level: 1, name: "連絡先情報を登録しました" })).toBeVisible();
	await expectNoAxeViolations(page);
	// The confirmed draft is gone once registered.
	await page.goto(limeUrl(yamada, "input/confirm"));
	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "input")}$`));
	traffic.verify();
});

test("wrong identity data: the server's message, everything typed kept; later pages need the identity check", async ({
	page,
}) => {
	// Several steps, each checked with axe: more than the default 30 s on a busy machine.
	test.slow();
	await page.goto(limeUrl(yamada, "input"));
	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "auth")}$`));
	await page.goto(limeUrl(yamada, "actions"));
	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "auth")}$`));
	await hydrated(page);

	await fillIdentity(page, yamada, { number: "9999" });
	await page.getByRole("button", { name: "本人確認する" }).click();
	await expect(
		page.locator(".error-summary").getByRole("alert").filter({ hasText: "入力された情報がご登録内容と一致しません" }),
	).toBeVisible();
	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "auth")}$`));
	await expect(page.getByLabel("年", { exact: true })).toHaveValue(yamada.birth.year);
	await expect(page.getByLabel("月", { exact: true })).toHaveValue(yamada.birth.month);
	// Kana as the form normalises it on leaving the field (one full-width space).
	await expect(page.getByLabel("氏名（フリガナ）")).toHaveValue("ヤマダ　タロウ");
	await expect(page.getByLabel("番号")).toHaveValue("9999");
	await expectNoAxeViolations(page);

	// Browser-side checks: an impossible date and a name that is not kana.
	await page.getByLabel("月", { exact: true }).fill("2");
	await page.getByLabel("日", { exact: true }).fill("30");
	await page.getByLabel("氏名（フリガナ）").fill("Yamada");
	await page.getByRole("button", { name: "本人確認する" }).click();
	await expect(page.locator(".field__errors").getByText("1980年2月は29日までです")).toBeVisible();
	await expect(
		page.locator(".field__errors").getByText("氏名（フリガナ）はカタカナかひらがなで入力してください"),
	).toBeVisible();
	await expect(page.getByLabel("日", { exact: true })).toHaveAttribute("aria-invalid", "true");
	await expectNoAxeViolations(page);
});

test.describe("links that cannot be used", () => {
	for (const token of ["fault-410", "no-such-link", "bad.token"]) {
		test(`${token}: 404 「無効なURLです」 on the lime error screen`, async ({ page }) => {
			const response = await page.goto(`/contact_detail_form/${token}/auth`);
			expect(response?.status()).toBe(404);
			// The heading in the words members meet it under; what happened and what to do below it (lime-invalid-link.spec.ts).
			await expect(page.getByRole("heading", { level: 1, name: "無効なURLです" })).toBeVisible();
			await expect(page.getByText("有効期限が切れているか、すでに使われたため")).toBeVisible();
			await expect(page.locator(".error-screen--lime")).toBeVisible();
			await expect(page.locator(".lime-header__title")).toHaveCount(0);
			await expect(page).toHaveTitle("無効なURLです｜みらいヘルスナビ");
			await expect(page.getByRole("link", { name: "URLが無効な場合のご案内" })).toHaveAttribute(
				"href",
				"/app_manual/login/invalid_url",
			);
			await expectNoAxeViolations(page);
		});
	}

	test("any other failure of the token check: the lime 500 screen", async ({ page }) => {
		const response = await page.goto("/contact_detail_form/fault-500");
		expect(response?.status()).toBe(500);
		await expect(page.getByRole("heading", { level: 1, name: "500" })).toBeVisible();
		await expect(page.getByText("アクセスしようとしたページは表示できませんでした")).toBeVisible();
		await expect(page.locator(".error-screen--lime")).toBeVisible();
		expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
		expect(response?.headers()["cache-control"]).toBe("no-store");
		await expectNoAxeViolations(page);
	});

	test("a malformed change-email link is an invalid URL too", async ({ page }) => {
		const response = await page.goto(`${limeUrl(yamada, "change_email")}/not.a.token`);
		expect(response?.status()).toBe(404);
		await expect(page.getByRole("heading", { level: 1, name: "無効なURLです" })).toBeVisible();
	});
});

test("server per-field errors appear at their fields; nothing typed is lost", async ({ page }) => {
	// Several steps, each checked with axe: more than the default 30 s on a busy machine.
	test.slow();
	await authenticate(page, yamada);
	await page.goto(limeUrl(yamada, "input"));
	await hydrated(page);
	await page.getByRole("radio", { name: "勤務先" }).first().check();
	// 000 codes do not exist: only the API knows (the mock's postalCodeType).
	await page.getByLabel("郵便番号（前半3桁）").fill("000");
	await page.getByLabel("郵便番号（後半4桁）").fill("0001");
	await expect(page.getByRole("status")).toContainText("〒000-0001 に該当する住所が見つかりませんでした");
	await page.getByLabel("都道府県").selectOption("東京都");
	await page.getByLabel("市区町村").fill("千代田区");
	await page.getByLabel("町名・番地").fill("丸の内1-1-1");
	await page.getByRole("radio", { name: "携帯電話" }).check();
	await page.getByRole("textbox", { name: /^電話番号/ }).fill("090-1234-5678");
	await page.getByRole("button", { name: "入力内容を確認する" }).last().click();

	await expect(
		page.locator(".field__errors").getByText("該当する住所が見つかりません。郵便番号をご確認ください"),
	).toBeVisible();
	const summary = page.getByRole("region", { name: "入力内容にエラーがあります" });
	await expect(summary).toBeFocused();
	await expect(summary.getByRole("link")).toHaveText(["該当する住所が見つかりません。郵便番号をご確認ください"]);
	await expect(page.getByLabel("郵便番号（前半3桁）")).toHaveAttribute("aria-invalid", "true");
	await expect(page.getByLabel("市区町村")).toHaveValue("千代田区");
	await expect(page.getByRole("textbox", { name: /^電話番号/ })).toHaveValue("090-1234-5678");
	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "input")}$`));
	await expectNoAxeViolations(page);
});

test("postal lookup with several addresses offers a choice; an unknown code says so", async ({ page }) => {
	// Several steps, each checked with axe: more than the default 30 s on a busy machine.
	test.slow();
	await authenticate(page, yamada);
	await page.goto(limeUrl(yamada, "input"));
	await hydrated(page);
	await page.getByLabel("郵便番号（前半3桁）").fill("９９９");
	await page.getByLabel("郵便番号（後半4桁）").fill("9999");
	await expect(page.getByRole("status")).toContainText("〒999-9999 に該当する住所が見つかりませんでした");

	await page.getByLabel("郵便番号（前半3桁）").fill("601");
	await page.getByLabel("郵便番号（後半4桁）").fill("1387");
	await expect(page.getByRole("status")).toContainText("〒601-1387 に該当する住所が3件あります");
	const candidates = page.getByRole("list", { name: "該当する住所" }).getByRole("button");
	await expect(candidates).toHaveText([
		"京都府京都市伏見区醍醐一ノ切町",
		"京都府京都市伏見区醍醐三ノ切",
		"京都府京都市伏見区醍醐二ノ切町",
	]);
	await expectNoAxeViolations(page);
	await candidates.nth(1).click();
	await expect(page.getByLabel("都道府県")).toHaveValue("京都府");
	await expect(page.getByLabel("市区町村")).toHaveValue("京都市伏見区");
	await expect(page.getByLabel("町名・番地")).toHaveValue("醍醐三ノ切");
	await expect(page.getByLabel("町名・番地")).toBeFocused();
	await expect(page.getByRole("status")).toContainText("住所を入力しました：京都府京都市伏見区醍醐三ノ切");
	await expect(page.getByRole("list", { name: "該当する住所" })).toHaveCount(0);

	// Enter in a postal box searches rather than submitting the form.
	await page.getByLabel("郵便番号（前半3桁）").fill("530");
	await page.getByLabel("郵便番号（後半4桁）").fill("0001");
	await expect(page.getByLabel("市区町村")).toHaveValue("大阪市北区");
	await page.getByLabel("市区町村").fill("");
	await page.getByLabel("郵便番号（後半4桁）").press("Enter");
	await expect(page.getByLabel("市区町村")).toHaveValue("大阪市北区");
	await expect(page.getByLabel("町名・番地")).toHaveValue("梅田");

	// The search button does the same on demand; an incomplete code is explained.
	await page.getByLabel("郵便番号（後半4桁）").fill("84");
	await page.getByRole("button", { name: "住所を検索" }).click();
	await expect(page.getByRole("status")).toContainText("郵便番号を3桁と4桁で入力してから検索してください");
	await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "input")}$`));
});

test("the postal-code lookup is our own, same-origin and cacheable", async ({ request }) => {
	const response = await request.get("/api/postal_codes/２２０－００１２");
	expect(response.status()).toBe(200);
	expect(response.headers()["cache-control"]).toContain("public");
	expect(await response.json()).toEqual({
		code: "2200012",
		addresses: [{ prefecture: "神奈川県", city: "横浜市西区", town: "みなとみらい" }],
	});
	expect((await request.get("/api/postal_codes/123")).status()).toBe(400);
});
