import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { LIME_LINKS, limeUrl } from "./support/lime";
import { hydrated } from "./support/page";

/*
 * An impossible birth date says which part is wrong and marks only that box, on the lime identity
 * check and on the public enquiry alike; the enquiry's date looks as the lime one does (one
 * component, one stylesheet). 320 px, with and without JavaScript. Nothing is sent or identified.
 */

test.use({ viewport: { width: 320, height: 720 } });

const yamada = LIME_LINKS.yamada;
const FEBRUARY = "2026年2月は28日までです";

const PAGES = [
	{ name: "lime identity check", path: limeUrl(yamada, "auth"), submit: "本人確認する" },
	{ name: "public enquiry", path: "/contact", submit: "入力内容を確認する" },
] as const;

function dateGroup(page: Page): Locator {
	return page.getByRole("group", { name: /^生年月日/ });
}

function box(page: Page, label: string): Locator {
	return dateGroup(page).getByLabel(label, { exact: true });
}

async function typeFebruary30(page: Page) {
	await box(page, "西暦・和暦").selectOption({ label: "西暦" });
	await box(page, "年").fill("2026");
	await box(page, "月").fill("2");
	await box(page, "日").fill("30");
}

async function expectOnlyTheDayMarked(page: Page) {
	await expect(dateGroup(page).locator(".field__errors")).toHaveText(FEBRUARY);
	await expect(box(page, "日")).toHaveAttribute("aria-invalid", "true");
	for (const label of ["西暦・和暦", "年", "月"]) {
		await expect(box(page, label), label).not.toHaveAttribute("aria-invalid", "true");
	}
}

/** Red only where to correct: the day's border is the danger colour, the month's is not (needs page scripts). */
async function expectOnlyTheDayRed(page: Page) {
	const borders = await Promise.all(
		["日", "月"].map((label) => box(page, label).evaluate((element) => getComputedStyle(element).borderTopColor)),
	);
	expect(borders[0]).not.toBe(borders[1]);
}

/** What makes the group look as it does at 320 px: borders, the hidden era label, each box with its 年・月・日. */
async function dateLook(page: Page) {
	return dateGroup(page).evaluate((group) => {
		const style = getComputedStyle(group);
		const eraLabel = group.querySelector("label[for$='birthDate']");
		const parts = Array.from(group.querySelectorAll(".birth-date__part:has(input)")).map((part) => {
			const input = part.querySelector("input");
			const label = part.querySelector("label");
			if (!input || !label) return "missing";
			const a = input.getBoundingClientRect();
			const b = label.getBoundingClientRect();
			const sameLine = b.top < a.bottom && b.bottom > a.top;
			return `${label.textContent} width ${Math.round(a.width)} ${sameLine ? "beside its box" : "wrapped"}`;
		});
		return {
			fieldsetBorder: style.borderTopWidth,
			fieldsetPadding: style.paddingLeft,
			eraLabelShown: eraLabel ? eraLabel.getBoundingClientRect().width > 1 : false,
			boxBorder: getComputedStyle(group.querySelector("input") as Element).borderTopWidth,
			parts,
		};
	});
}

for (const javaScript of [true, false]) {
	test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
		test.use({ javaScriptEnabled: javaScript });

		for (const target of PAGES) {
			test(`${target.name}: 2月30日 says the month has 28 days and marks only the day`, async ({ page }) => {
				test.slow();
				await page.goto(target.path);
				if (javaScript) await hydrated(page);
				await typeFebruary30(page);
				await page.getByRole("button", { name: target.submit }).click();
				await expect(page.locator(".error-summary").getByRole("link", { name: FEBRUARY })).toBeVisible();
				await expectOnlyTheDayMarked(page);
				// Page scripts (and axe) cannot run without JavaScript: the same markup is checked with it.
				if (!javaScript) return;
				await expectOnlyTheDayRed(page);
				expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
				await expectNoAxeViolations(page);
			});
		}
	});
}

test("the enquiry's birth date looks as the lime one does: no fieldset border, no shown era label, no wrapped 日", async ({
	page,
}) => {
	test.slow();
	await page.goto(limeUrl(yamada, "auth"));
	const lime = await dateLook(page);
	expect(lime.parts).toHaveLength(3);
	for (const part of lime.parts) expect(part).toMatch(/beside its box$/);
	await page.goto("/contact");
	const enquiry = await dateLook(page);
	expect(enquiry).toEqual(lime);
	expect(enquiry.fieldsetBorder).toBe("0px");
	expect(enquiry.eraLabelShown).toBe(false);
});
