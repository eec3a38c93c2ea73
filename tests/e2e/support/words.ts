import type { Page } from "@playwright/test";

/*
 * Rules over the words a page shows, read from the rendered page (every <details> opened, so closed FAQ
 * answers count too). Pure functions below take the text, so a unit test can prove each rule bites.
 */

/** Japanese letters and the full-width punctuation around them; digits and Latin letters are not. */
const JAPANESE = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆。、・「」『』（）【】〜！？：；`;

/**
 * A half-width space between two Japanese characters: JSX line breaks leave one inside a sentence. A
 * space beside a digit (「30 秒」) is a number and its unit, never Japanese on both sides.
 */
const SPACE_BETWEEN = new RegExp(`[${JAPANESE}][ \\u00a0]+[${JAPANESE}]`, "gu");

/**
 * A person's name as the portal prints it: an element holding only two short words of Han or kana and
 * at most an honorific (「山田 太郎」, 「山田 太郎 様」, 「ヤマダ タロウ」). Sentences never look like this.
 */
export const PERSON_NAME =
	/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]{1,8}[ \u3000][\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]{1,8}(?: ?(?:様|さん))?$/u;

/** Stray half-width spaces, each with a few characters either side, in text whose names were taken out. */
export function spacesBetweenJapanese(text: string, names: readonly string[]): string[] {
	let rest = text;
	for (const name of names) rest = rest.split(name).join("〓");
	return [...rest.matchAll(SPACE_BETWEEN)].map((match) => {
		const at = match.index ?? 0;
		return `「${rest.slice(Math.max(0, at - 6), at + match[0].length + 6).replace(/\s*\n\s*/g, "⏎")}」`;
	});
}

/**
 * 「保険証」 alone names a card no longer issued (December 2024). It may stand only in a sentence that
 * says so, which names the change's date; マイナ保険証 is one of the three current words.
 */
export function staleCardWords(text: string): string[] {
	return text
		.split(/[。\n]/)
		.filter((sentence) => /(?<!マイナ)保険証/.test(sentence) && !sentence.includes("2024年12月"))
		.map((sentence) => `「${sentence.trim().slice(0, 60)}」`);
}

/** The page's words: its title, the visible text with every <details> open, and the names given in attributes. */
export async function pageWords(page: Page): Promise<{ text: string; names: string[] }> {
	return page.evaluate(
		({ source, flags }) => {
			const name = new RegExp(source, flags);
			for (const details of Array.from(document.querySelectorAll("details"))) details.open = true;
			const attributes = Array.from(document.querySelectorAll("[aria-label], [title], [alt], [placeholder]")).flatMap(
				(element) =>
					["aria-label", "title", "alt", "placeholder"].flatMap((attribute) => element.getAttribute(attribute) ?? []),
			);
			const names = Array.from(document.body.querySelectorAll("*"))
				.map((element) => (element as HTMLElement).innerText?.trim() ?? "")
				.filter((text) => name.test(text));
			return { text: [document.title, document.body.innerText, ...attributes].join("\n"), names: [...new Set(names)] };
		},
		{ source: PERSON_NAME.source, flags: PERSON_NAME.flags },
	);
}

/** Every word rule broken on the page as it stands, one line each. */
export async function wordProblems(page: Page): Promise<string[]> {
	const { text, names } = await pageWords(page);
	return [
		...spacesBetweenJapanese(text, names).map((found) => `half-width space between Japanese: ${found}`),
		...staleCardWords(text).map((found) => `保険証 outside the change's explanation: ${found}`),
	];
}

/**
 * Headings, labels and short messages whose last line is only a word's kana ending (「ん。」「い。」): the
 * line broke inside a phrase. Lines are told apart by the characters' boxes.
 */
export async function lonePhraseEnds(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const selector =
			"h1, h2, h3, h4, legend, label, summary, button, .button, .lead, .notification p, .field__errors, .toast__message";
		const found: string[] = [];
		for (const element of Array.from(document.querySelectorAll(selector))) {
			if (element.closest("[aria-hidden='true'], [inert]")) continue;
			const lines: string[] = [];
			let lastY = Number.NEGATIVE_INFINITY;
			const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				const text = node.textContent ?? "";
				for (let index = 0; index < text.length; index++) {
					const character = text[index] ?? "";
					// A badge such as 必須 may wrap on its own: it is not part of the sentence.
					if (/\s/.test(character) || node.parentElement?.closest(".field__required")) continue;
					const range = document.createRange();
					range.setStart(node, index);
					range.setEnd(node, index + 1);
					const rect = range.getClientRects()[0];
					if (!rect || rect.height === 0) continue;
					const y = rect.top + rect.height / 2;
					if (Math.abs(y - lastY) > rect.height / 2) lines.push("");
					lines[lines.length - 1] += character;
					lastY = y;
				}
			}
			const last = lines.at(-1) ?? "";
			// A word's ending or a particle cut off (「ん。」「い。」); a short word of its own (「場合」) is a phrase.
			if (lines.length > 1 && /^[\p{Script=Hiragana}ー。、！？」）]{1,2}$/u.test(last))
				found.push(`「${last}」 alone on the last line of 「${(element.textContent ?? "").trim().slice(0, 40)}」`);
		}
		return found;
	});
}
