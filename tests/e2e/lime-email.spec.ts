import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { authenticate, fillIdentity, LIME_LINKS, limeUrl, resetLink, watchLimeTraffic } from "./support/lime";
import { outbox } from "./support/mock";
import { hydrated } from "./support/page";

/* The e-mail change on demo-lime-app as one story in order; the link's mock state is reset before and after. */
const takahashi = LIME_LINKS.takahashi;
const APP_RETURN_URL = "miraihealthnavi://contact_detail/completed";

// One link's state shared in order. Each test is several posts and page loads (the hooks reset the
// link over the mock's API): 90 s each, what they take on a loaded 2-core machine, not the default 30.
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.beforeAll(async ({ request }) => resetLink(request, takahashi));
test.afterAll(async ({ request }) => resetLink(request, takahashi));

/** Requests a change on /email and returns the path of the link the mock "sent". */
async function requestChange(page: Page, email: string): Promise<string> {
	await page.goto(limeUrl(takahashi, "email"));
	await hydrated(page);
	await page.getByRole("textbox", { name: /^新しいメールアドレス(必須)?$/ }).fill(email);
	await page.getByRole("textbox", { name: /^新しいメールアドレス（確認）/ }).fill(email);
	await page.getByRole("button", { name: "確認メールを送信する" }).click();
	await expect(page).toHaveURL(new RegExp(`${limeUrl(takahashi, "email/complete")}$`));
	const messages = await outbox(page.request);
	const sent = messages.findLast((message) => message.to === email);
	expect(sent?.body).toMatch(new RegExp(`^${limeUrl(takahashi, "change_email")}/[A-Za-z0-9_-]+$`));
	return sent?.body ?? "";
}

test("e-mail change: form checks, confirmation mail, link on another device, then contact input is offered", async ({
	page,
	browser,
	baseURL,
}) => {
	const traffic = watchLimeTraffic(page, baseURL ?? "");
	await authenticate(page, takahashi);
	await page.getByRole("link", { name: /メールアドレスを変更する/ }).click();
	await expect(page).toHaveURL(new RegExp(`${limeUrl(takahashi, "email")}$`));
	await expect(page.locator(".lime-header__title")).toHaveText("メールアドレス変更");
	await expect(page.getByText("misaki.takahashi@example.jp")).toBeVisible();
	await hydrated(page);
	await expectNoAxeViolations(page);

	const newAddress = page.getByRole("textbox", { name: /^新しいメールアドレス(必須)?$/ });
	const confirmation = page.getByRole("textbox", { name: /^新しいメールアドレス（確認）/ });
	await newAddress.fill("misaki@example");
	await confirmation.fill("misaki@example.jp");
	await page.getByRole("button", { name: "確認メールを送信する" }).click();
	await expect(page.locator(".field__errors").getByText("メールアドレスの形式が正しくありません")).toBeVisible();
	await expect(page.locator(".field__errors").getByText("メールアドレスが一致しません")).toBeVisible();
	// The server refuses the current address; its message sits at the field.
	await newAddress.fill("ｍｉｓａｋｉ．ｔａｋａｈａｓｈｉ＠ｅｘａｍｐｌｅ．ｊｐ");
	await confirmation.fill("misaki.takahashi@example.jp");
	await page.getByRole("button", { name: "確認メールを送信する" }).click();
	await expect(page.locator(".field__errors").getByText("現在と同じメールアドレスです")).toBeVisible();
	await expect(newAddress).toHaveAttribute("aria-invalid", "true");
	await expectNoAxeViolations(page);

	const email = `misaki.${Date.now()}@example.jp`;
	const linkPath = await requestChange(page, email);
	await expect(page.getByRole("heading", { level: 1, name: "確認メールを送信しました" })).toBeVisible();
	// Where the mail went, in so many words.
	await expect(page.locator(".lime-done")).toContainText(`新しいメールアドレス：${email}`);
	await expect(page.locator(".lime-header__title")).toHaveText("メールアドレス変更");
	await expectNoAxeViolations(page);
	traffic.verify();

	// The mail is opened on another device: no identity cookie there.
	const other = await browser.newContext();
	const phone = await other.newPage();
	const phoneTraffic = watchLimeTraffic(phone, baseURL ?? "");
	await phone.goto(linkPath);
	await expect(phone.getByRole("heading", { level: 1, name: "メールアドレスの変更" })).toBeVisible();
	// No request from this browser to name the address: the page says which one it is.
	await expect(phone.getByText("このURLをお送りしたメールアドレスが、新しいメールアドレスになります。")).toBeVisible();
	await expectNoAxeViolations(phone);
	await phone.getByRole("button", { name: "メールアドレスの変更を完了する" }).click();
	await expect(phone.getByRole("heading", { level: 1, name: "メールアドレスを変更しました" })).toBeVisible();
	await expect(phone.locator(".lime-done")).toContainText(`新しいメールアドレス：${email}`);
	await expect(phone.getByText("連絡先情報（住所・電話番号）がまだ登録されていません")).toBeVisible();
	await expect(phone.getByRole("link", { name: "アプリに戻る" })).toHaveAttribute("href", APP_RETURN_URL);
	await expectNoAxeViolations(phone);
	// Continuing to the contact input asks for identity first on this device.
	await phone.getByRole("link", { name: "連絡先情報を入力する" }).click();
	await expect(phone).toHaveURL(new RegExp(`${limeUrl(takahashi, "auth")}$`));
	// A change link applies once; opened again it says the change is done, and to which address.
	// Opened again: said at once, no button to press.
	await phone.goto(linkPath);
	await expect(phone.getByRole("heading", { level: 1, name: "メールアドレスの変更は完了しています" })).toBeVisible();
	await expect(phone.getByRole("button", { name: "メールアドレスの変更を完了する" })).toHaveCount(0);
	await expect(phone.locator(".lime-done")).toContainText(`新しいメールアドレス：${email}`);
	await expect(phone.getByText("やり直してください")).toHaveCount(0);
	phoneTraffic.verify();
	await other.close();

	// The new address is what the flow now shows.
	await page.goto(limeUrl(takahashi, "actions"));
	await expect(page.getByText(email)).toBeVisible();
});

test("address optional for this link; once contact details are in, the change link says all is done", async ({
	page,
}) => {
	await authenticate(page, takahashi);
	await page.goto(limeUrl(takahashi, "input"));
	await hydrated(page);
	await expect(page.getByText("住所（都道府県・市区町村・町名・番地）の入力は任意です。")).toBeVisible();
	await page.getByRole("radio", { name: "勤務先" }).first().check();
	await page.getByLabel("郵便番号（前半3桁）").fill("2200012");
	await expect(page.getByLabel("市区町村")).toHaveValue("横浜市西区");
	// Address lines may stay empty here: clear what the lookup filled.
	await page.getByLabel("都道府県").selectOption("");
	await page.getByLabel("市区町村").fill("");
	await page.getByLabel("町名・番地").fill("");
	await page.getByRole("radio", { name: "携帯電話" }).check();
	await page.getByRole("textbox", { name: /^電話番号/ }).fill("070-1111-2222");
	await expectNoAxeViolations(page);
	await page.getByRole("button", { name: "入力内容を確認する" }).last().click();
	await expect(page).toHaveURL(new RegExp(`${limeUrl(takahashi, "input/confirm")}$`));
	await expect(page.locator(".lime-summary")).toContainText("（未入力）");
	await page.getByRole("button", { name: "この内容で登録する" }).click();
	await expect(page).toHaveURL(new RegExp(`${limeUrl(takahashi, "input/complete")}$`));

	const linkPath = await requestChange(page, `misaki.done.${Date.now()}@example.jp`);
	await page.goto(linkPath);
	await page.getByRole("button", { name: "メールアドレスの変更を完了する" }).click();
	await expect(page.getByText("お手続きはすべて完了しました。ありがとうございました。")).toBeVisible();
	await expect(page.getByRole("link", { name: "連絡先情報を入力する" })).toHaveCount(0);
	await expect(page.getByRole("link", { name: "アプリに戻る" })).toHaveAttribute("href", APP_RETURN_URL);
	await expectNoAxeViolations(page);
});

/*
 * At 320 px, with and without JavaScript, in the browser that asked for the change: the confirm
 * step names the new address, and the link opened again after the change says it is done.
 */
for (const javaScript of [true, false]) {
	test.describe(javaScript ? "with JavaScript, 320 px" : "without JavaScript, 320 px", () => {
		test.use({ javaScriptEnabled: javaScript, viewport: { width: 320, height: 720 } });

		test("the change link names the new address before and after, and a used link says the change is done", async ({
			page,
			request,
		}) => {
			test.slow();
			await resetLink(request, takahashi);
			await page.goto(limeUrl(takahashi, "auth"));
			if (javaScript) await hydrated(page);
			await fillIdentity(page, takahashi);
			await page.getByRole("button", { name: "本人確認する" }).click();
			await expect(page).toHaveURL(new RegExp(`${limeUrl(takahashi, "actions")}$`));
			const email = `misaki.${javaScript ? "js" : "nojs"}.${Date.now()}@example.jp`;
			await page.goto(limeUrl(takahashi, "email"));
			await page.getByRole("textbox", { name: /^新しいメールアドレス(必須)?$/ }).fill(email);
			await page.getByRole("textbox", { name: /^新しいメールアドレス（確認）/ }).fill(email);
			await page.getByRole("button", { name: "確認メールを送信する" }).click();
			await expect(page).toHaveURL(new RegExp(`${limeUrl(takahashi, "email/complete")}$`));
			const sent = (await outbox(page.request)).findLast((message) => message.to === email);
			const linkPath = sent?.body ?? "";

			await page.goto(linkPath);
			await expect(page.getByRole("main")).toContainText(`新しいメールアドレス：${email}`);
			if (javaScript) {
				await hydrated(page);
				await expectNoAxeViolations(page);
			}
			await page.getByRole("button", { name: "メールアドレスの変更を完了する" }).click();
			await expect(page.getByRole("heading", { level: 1, name: "メールアドレスを変更しました" })).toBeVisible();
			await expect(page.locator(".lime-done")).toContainText(`新しいメールアドレス：${email}`);

			// A used link says so on arrival, before any button.
			await page.goto(linkPath);
			await expect(page.getByRole("heading", { level: 1, name: "メールアドレスの変更は完了しています" })).toBeVisible();
			await expect(page.getByRole("button", { name: "メールアドレスの変更を完了する" })).toHaveCount(0);
			await expect(page.locator(".lime-done")).toContainText(
				"このURLによるメールアドレスの変更は、すでに完了しています。あらためてのお手続きは不要です。",
			);
			await expect(page.locator(".lime-done")).toContainText(`新しいメールアドレス：${email}`);
			if (javaScript) {
				expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
				await expectNoAxeViolations(page);
			}
			await resetLink(request, takahashi);
		});

		test("an unknown change link says so on arrival, with the ways on and no button", async ({ page }) => {
			const response = await page.goto(`${limeUrl(takahashi, "change_email")}/chg-no-such-change`);
			expect(response?.status()).toBe(404);
			await expect(page.getByRole("alert")).toContainText("URLが無効です");
			await expect(page.getByRole("button", { name: "メールアドレスの変更を完了する" })).toHaveCount(0);
			await expect(page.getByText("下のボタンを押すと")).toHaveCount(0);
			await expect(page.getByRole("link", { name: "お手続きの選択へ" })).toBeVisible();
			if (javaScript) {
				await hydrated(page);
				await expectNoAxeViolations(page);
			}
		});
	});
}
