import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { authenticate, LIME_LINKS, limeUrl } from "./support/lime";
import { type SharedMember, test } from "./support/members";
import { hydrated } from "./support/page";

/*
 * Every form that collects personal data says, beside its submit button, what the data is for, with a
 * link to that part of 個人情報の取扱い (app/components/collection-notice.tsx); where consent is asked, an
 * unticked box stands there too. A new form that collects personal data belongs in FORMS. A consent left
 * out keeps every value and says so next to the box, with and without JavaScript. The accessibility page
 * cites this spec for WCAG 3.3.1 and 3.3.2 (the box labelled, its error in text beside it) and 2.1.1 (the
 * box ticked and the form sent with the keyboard).
 */

type Visitor = SharedMember | "visitor" | "lime";

type CollectingForm = {
	name: string;
	url: string;
	as: Visitor;
	/** The form's submit button. */
	submit: string;
	/** The part of 個人情報の取扱い its purpose line links to. */
	section: "enquiries" | "contact-details" | "health" | "recipes" | "account";
	/** The consent box's label, where consent is asked. */
	consent?: RegExp;
};

const lime = LIME_LINKS.yamada;

const FORMS: readonly CollectingForm[] = [
	{
		name: "public enquiry",
		url: "/contact",
		as: "visitor",
		submit: "入力内容を確認する",
		section: "enquiries",
		consent: /個人情報の取扱いに同意します/,
	},
	{ name: "member enquiry", url: "/contact/user", as: "sms", submit: "入力内容を確認する", section: "enquiries" },
	{
		name: "questionnaire",
		url: "/questionnaires/2/new",
		as: "webview",
		submit: "回答を送信する",
		section: "health",
		consent: /健康に関する情報を、当組合の保健事業に利用することに同意します/,
	},
	{ name: "recipe settings", url: "/users/recipe_settings", as: "sms", submit: "設定する", section: "recipes" },
	{
		name: "lime identity check",
		url: limeUrl(lime, "auth"),
		as: "visitor",
		submit: "本人確認する",
		section: "contact-details",
	},
	{
		name: "lime input",
		url: limeUrl(lime, "input"),
		as: "lime",
		submit: "入力内容を確認する",
		section: "contact-details",
	},
	{
		name: "lime e-mail",
		url: limeUrl(lime, "email"),
		as: "lime",
		submit: "確認メールを送信する",
		section: "contact-details",
	},
	{
		name: "activation",
		url: "/activation/demo-activation",
		as: "visitor",
		submit: "パスワードを設定する",
		section: "account",
	},
	{
		name: "new link after an expired one",
		url: "/users/token_expired",
		as: "visitor",
		submit: "新しいURLを送信する",
		section: "account",
	},
	{
		name: "password reset request",
		url: "/users/password/reset",
		as: "visitor",
		submit: "再設定用のメールを送信する",
		section: "account",
	},
];

async function open(page: Page, form: CollectingForm, signedIn: (member: SharedMember, path: string) => Promise<void>) {
	if (form.as === "visitor") await page.goto(form.url);
	else if (form.as === "lime") {
		await authenticate(page, lime);
		await page.goto(form.url);
	} else await signedIn(form.as, form.url);
}

/** The form that holds the submit button: the notice must be inside it, above the button. */
function formOf(page: Page, submit: string): Locator {
	return page.locator("form").filter({ has: page.getByRole("button", { name: submit, exact: true }) });
}

for (const form of FORMS) {
	test(`${form.name}: the purpose line and the policy link beside the button${form.consent ? ", an unticked consent box" : ""}`, async ({
		page,
		signedIn,
	}) => {
		await open(page, form, signedIn);
		await hydrated(page);
		const owner = formOf(page, form.submit);
		await expect(owner).toHaveCount(1);
		const notice = owner.locator(".collection-notice");
		await expect(notice).toHaveCount(1);
		await expect(notice.locator(".collection-notice__purpose")).toContainText(/利用/);
		const policy = notice.getByRole("link", { name: /個人情報の取扱い/ });
		await expect(policy).toHaveAttribute("href", `/privacy#${form.section}`);
		// It opens beside the form: nothing typed is lost by reading it.
		await expect(policy).toHaveAttribute("target", "_blank");
		const button = owner.getByRole("button", { name: form.submit, exact: true });
		const [noticeBox, buttonBox] = [await notice.boundingBox(), await button.boundingBox()];
		expect(noticeBox && buttonBox && noticeBox.y + noticeBox.height <= buttonBox.y + 1).toBe(true);
		const boxes = notice.getByRole("checkbox");
		if (form.consent) {
			await expect(boxes).toHaveCount(1);
			const box = notice.getByRole("checkbox", { name: form.consent });
			await expect(box).not.toBeChecked();
			await expect(box).toHaveAttribute("name", "consent");
		} else {
			await expect(boxes).toHaveCount(0);
		}
		// The section the line points to is there.
		await page.goto(`/privacy#${form.section}`);
		await expect(page.locator(`[id="${form.section}"]`)).toBeVisible();
	});
}

const CONSENT_MISSING = "お問い合わせを送るには、「個人情報の取扱いに同意します」にチェックを入れてください";
const HEALTH_CONSENT_MISSING = "回答を送信するには、「健康に関する情報の利用への同意」にチェックを入れてください";
const BODY = "ログインできません。\nパスワードを再設定しても同じ画面に戻ります。";

async function fillEnquiry(page: Page) {
	await page.getByRole("radio", { name: "アカウント・ログインについて" }).check();
	await page.getByLabel("お名前").fill("山田 花子");
	await page.getByLabel("フリガナ").fill("ヤマダ ハナコ");
	await page.getByLabel("メールアドレス").fill("hanako@example.jp");
	await page.getByLabel("記号").fill("1234");
	await page.getByLabel("番号").fill("5678");
	const birthDate = page.getByRole("group", { name: "生年月日" });
	await birthDate.getByLabel("西暦・和暦").selectOption({ label: "昭和" });
	await birthDate.getByLabel("年", { exact: true }).fill("55");
	await birthDate.getByLabel("月", { exact: true }).fill("4");
	await birthDate.getByLabel("日", { exact: true }).fill("1");
	await page.getByLabel("お問い合わせ内容").fill(BODY);
}

async function expectEnquiryKept(page: Page) {
	await expect(page.getByRole("radio", { name: "アカウント・ログインについて" })).toBeChecked();
	await expect(page.getByLabel("お名前")).toHaveValue("山田 花子");
	await expect(page.getByLabel("フリガナ")).toHaveValue("ヤマダ ハナコ");
	await expect(page.getByLabel("メールアドレス")).toHaveValue("hanako@example.jp");
	await expect(page.getByLabel("記号")).toHaveValue("1234");
	await expect(page.getByLabel("番号")).toHaveValue("5678");
	const birthDate = page.getByRole("group", { name: "生年月日" });
	await expect(birthDate.getByLabel("西暦・和暦").locator("option:checked")).toHaveText("昭和");
	await expect(birthDate.getByLabel("年", { exact: true })).toHaveValue("55");
	await expect(birthDate.getByLabel("月", { exact: true })).toHaveValue("4");
	await expect(birthDate.getByLabel("日", { exact: true })).toHaveValue("1");
	await expect(page.getByLabel("お問い合わせ内容")).toHaveValue(BODY);
}

function question(page: Page, legend: string) {
	return page.getByRole("group", { name: legend });
}

for (const javaScriptEnabled of [true, false]) {
	test.describe(`a consent left out, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
		test.use({ javaScriptEnabled, viewport: { width: 320, height: 640 } });

		test("public enquiry: stays on the input step, the message next to the box, every value kept", async ({ page }) => {
			await page.goto("/contact");
			if (javaScriptEnabled) await hydrated(page);
			await fillEnquiry(page);
			await page.getByRole("button", { name: "入力内容を確認する" }).click();
			await expect(page.getByRole("heading", { level: 1, name: "お問い合わせ" })).toBeVisible();
			const box = page.getByRole("checkbox", { name: /個人情報の取扱いに同意します/ });
			await expect(box).not.toBeChecked();
			await expect(box).toHaveAttribute("aria-invalid", "true");
			await expect(box).toHaveAccessibleDescription(CONSENT_MISSING);
			await expect(page.locator(".consent-field .field__errors")).toHaveText(CONSENT_MISSING);
			await expect(page.locator(".error-summary").getByRole("link")).toHaveText([CONSENT_MISSING]);
			await expectEnquiryKept(page);
			if (javaScriptEnabled) await expectNoAxeViolations(page);

			// The keyboard alone: the summary's link, Space on the box, Enter on the button.
			await page.locator(".error-summary").getByRole("link", { name: CONSENT_MISSING }).focus();
			await page.keyboard.press("Enter");
			if (javaScriptEnabled) await expect(box).toBeFocused();
			else await box.focus();
			await page.keyboard.press("Space");
			await expect(box).toBeChecked();
			await page.getByRole("button", { name: "入力内容を確認する" }).focus();
			await page.keyboard.press("Enter");
			await expect(page.getByRole("heading", { level: 1, name: "入力内容の確認" })).toBeVisible();
			await expect(page.locator(".confirm-list")).toContainText("1980年4月1日（昭和55年）");
		});

		test("questionnaire: nothing sent, the message next to the box, every answer kept", async ({ page, signedIn }) => {
			await signedIn("webview", "/questionnaires/2/new");
			if (javaScriptEnabled) await hydrated(page);
			await question(page, "6時間以上眠れた日").getByRole("radio", { name: "週6日" }).check();
			await question(page, "スマートフォン").getByRole("radio", { name: "できなかった" }).check();
			await page.getByLabel("睡眠について気になること").fill("夜中に目が覚めます");
			await page.getByRole("button", { name: "回答を送信する" }).click();
			const box = page.getByRole("checkbox", { name: /健康に関する情報を/ });
			await expect(box).toHaveAccessibleDescription(HEALTH_CONSENT_MISSING);
			await expect(box).not.toBeChecked();
			await expect(page.locator(".error-summary").getByRole("link")).toHaveText([HEALTH_CONSENT_MISSING]);
			await expect(page.getByRole("heading", { name: "ご回答ありがとうございました" })).toHaveCount(0);
			await expect(question(page, "6時間以上眠れた日").getByRole("radio", { name: "週6日" })).toBeChecked();
			await expect(question(page, "スマートフォン").getByRole("radio", { name: "できなかった" })).toBeChecked();
			await expect(page.getByLabel("睡眠について気になること")).toHaveValue("夜中に目が覚めます");
			if (javaScriptEnabled) await expectNoAxeViolations(page);
		});
	});
}
