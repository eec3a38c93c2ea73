import { expect, type Page, test } from "@playwright/test";

/* The FAQ and help pages state the rules the forms enforce; the old rule is nowhere (decision 044). */

const FAQ_QUESTION = "パスワードにはどのような文字が使えますか。";
const HELP_PAGES = ["/app_manual/login/cant_reset_password", "/app_manual/login/password_activation"] as const;

/** The rules as the reset form lists them (a reusable demo link; only viewed, never submitted). */
async function rulesOfTheForm(page: Page): Promise<string[]> {
	await page.goto("/users/password/reset/demo-reset");
	const items = page.locator(".password-rules li");
	await expect(items).toHaveCount(3);
	return (await items.allInnerTexts()).map((text) => text.replace("（満たしています）", "").trim());
}

async function expectStatesRules(text: string, rules: readonly string[]) {
	// The form lists 「…を含む」, the prose says 「…を組み合わせてください」: compare what both state.
	const facts = rules.map((rule) => rule.replace(/を含む$/, ""));
	for (const fact of facts) expect(text).toContain(fact);
	expect(text).toContain("10文字以上64文字以内");
	expect(text).toContain("3種類以上");
	expect(text).not.toContain("8文字以上");
	expect(text).not.toContain("英字と数字をそれぞれ1文字以上");
}

for (const javaScriptEnabled of [true, false]) {
	test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
		test.use({ javaScriptEnabled });

		test("the FAQ answer states the rules the password forms list", async ({ page }) => {
			const rules = await rulesOfTheForm(page);
			expect(rules[0]).toBe("10文字以上64文字以内");
			await page.goto("/faq");
			const item = page.locator("details.faq-item").filter({ hasText: FAQ_QUESTION });
			await item.locator("summary").click();
			await expectStatesRules(await item.innerText(), rules);
		});

		test("the help pages on setting and resetting a password state the same rules", async ({ page }) => {
			const rules = await rulesOfTheForm(page);
			for (const path of HELP_PAGES) {
				await page.goto(path);
				const notes = page.locator("main").getByText(/^(新しい)?パスワードは/);
				await expect(notes).toHaveCount(1);
				await expectStatesRules(await notes.innerText(), rules);
			}
		});
	});
}
