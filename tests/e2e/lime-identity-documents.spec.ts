import { expect, type Page, test } from "@playwright/test";
import { CARD_WHERE_ANSWER } from "#app/lib/japanese/insurance-card";
import { expectNoAxeViolations } from "./support/axe";
import { LIME_LINKS, limeUrl } from "./support/lime";

/* The identity step names the documents members hold today (資格確認書, マイナ保険証 with 資格情報のお知らせ), as the FAQ does. */

const yamada = LIME_LINKS.yamada;

test.use({ viewport: { width: 320, height: 568 } });

async function expectTodaysDocuments(page: Page) {
	const main = page.locator("main");
	await expect(main).toContainText("資格確認書");
	await expect(main).toContainText("マイナ保険証");
	await expect(main).toContainText("資格情報のお知らせ");
	await expect(main).not.toContainText("健康保険証");
}

for (const javaScriptEnabled of [true, false]) {
	test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
		test.use({ javaScriptEnabled });

		test("the first page and the identity step name today's documents and link to the FAQ's answer", async ({
			page,
		}) => {
			await page.goto(limeUrl(yamada));
			await expectTodaysDocuments(page);
			// The steps keep their numbers at 320 px.
			const step = page.locator(".lime-steps li").first();
			await expect(step).toHaveCSS("display", "list-item");
			// axe is a page script: it runs where JavaScript does.
			if (javaScriptEnabled) await expectNoAxeViolations(page);

			await page.getByRole("link", { name: "手続きを始める" }).click();
			await expect(page).toHaveURL(new RegExp(`${limeUrl(yamada, "auth")}$`));
			await expectTodaysDocuments(page);
			if (javaScriptEnabled) await expectNoAxeViolations(page);

			await page.getByRole("link", { name: "記号・番号の記載場所（よくある質問）" }).click();
			await expect(page).toHaveURL(/\/faq#member-card$/);
			await expect(page.locator("#member-card")).toContainText(CARD_WHERE_ANSWER);
		});
	});
}
