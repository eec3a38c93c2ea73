/* FAQ search that ignores width, case and hiragana/katakana, since members type whatever their IME gives. */

import { MAX_FAQ_QUERY_LENGTH } from "#app/lib/urls/faq-query";

const MAX_TERMS = 5;

function foldChar(unit: string): string {
	return unit
		.normalize("NFKC")
		.toLowerCase()
		.replace(/[\u30a1-\u30f6]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) - 0x60));
}

/** The folded text, and for each of its code units the index in `text` of the character it came from. */
export function foldForSearch(text: string): { folded: string; origin: number[] } {
	let folded = "";
	const origin: number[] = [];
	let index = 0;
	// A kana and its (half-width or combining) sound mark fold together: ﾊﾟ → ぱ, not は゜.
	for (const [unit] of text.matchAll(/[\s\S][\uff9e\uff9f\u3099\u309a]*/gu)) {
		const piece = foldChar(unit);
		folded += piece;
		for (let offset = 0; offset < piece.length; offset += 1) origin.push(index);
		index += unit.length;
	}
	origin.push(index);
	return { folded, origin };
}

/** The query as folded terms (whitespace-separated, full-width spaces too), without duplicates. */
export function searchTerms(query: string): string[] {
	const folded = foldForSearch(query.slice(0, MAX_FAQ_QUERY_LENGTH)).folded;
	const terms = folded.split(/\s+/).filter((term) => term.length > 0);
	return [...new Set(terms)].slice(0, MAX_TERMS);
}

/** Merged [start, end) ranges of `text` (original indices) where any of the folded terms occurs. */
export function findMatches(text: string, terms: readonly string[]): Array<[number, number]> {
	if (terms.length === 0) return [];
	const { folded, origin } = foldForSearch(text);
	const ranges: Array<[number, number]> = [];
	for (const term of terms) {
		let from = folded.indexOf(term);
		while (from !== -1) {
			const start = origin[from] ?? 0;
			const last = origin[from + term.length - 1] ?? start;
			// The end is where the character holding the term's last unit ends.
			const end = origin.find((value) => value > last) ?? text.length;
			ranges.push([start, end]);
			from = folded.indexOf(term, from + term.length);
		}
	}
	ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
	const merged: Array<[number, number]> = [];
	for (const range of ranges) {
		const previous = merged.at(-1);
		if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
		else merged.push([range[0], range[1]]);
	}
	return merged;
}

/** Every term occurs somewhere in the texts (AND search). */
export function matchesAllTerms(texts: readonly string[], terms: readonly string[]): boolean {
	const folded = texts.map((text) => foldForSearch(text).folded).join("\n");
	return terms.every((term) => folded.includes(term));
}
