import { expect, type Page, test } from "@playwright/test";
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
			await expect(page.locator("h1 .error-screen__status")).toHaveText("404");
			await expect(page.getByText("有効期限が切れているか、すでに使われたため")).toBeVisible();
			await expect(page.locator(".error-screen--lime")).toBeVisible();
			await expect(page.locator(".lime-header__title")).toHaveCount(0);
			await expect(page).toHaveTitle("エラー｜みらいヘルスナビ");
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

test.describe("at its edges on a 320 px phone", () => {
	/*
	 * The contact-detail form at its edges, on a 320 px phone, with and without JavaScript: a postal
	 * code typed again over a complete one, every problem on the first submit, a page that asks for
	 * what it really does. demo-lime is only confirmed here, never registered.
	 */

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

		test("a whole code typed into the first box over a complete one replaces both and the address", async ({
			page,
		}) => {
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
});
