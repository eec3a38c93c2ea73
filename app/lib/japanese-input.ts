/** Full-width digits, letters and symbols to half-width (NFKC), trimmed. */
export function normalizeWidth(value: string): string {
	return value.normalize("NFKC").trim();
}

/** Hyphen-like characters a Japanese keyboard produces between digits (after NFKC: ｰ → ー, － → -). */
const HYPHENS = "\\-\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u30fc";

/** How digits may be typed in a field besides the digits themselves (full-width digits always are). */
export type DigitFormat = {
	/** Spaces and hyphens between digits (a PIN read out in groups, 100-0001, 090 1234 5678). */
	separators?: boolean;
	/** Parentheses around an area code: (03) 1234-5678. */
	parentheses?: boolean;
	/** A mark the value may start with: 〒 before a postal code. */
	prefix?: string;
};

/**
 * The digits of a value typed as digits, in the ways `format` allows; "" for a
 * blank value and null when anything else is in it. Nothing is dropped: a
 * letter, a sign, an exponent (`1e309`) or a scheme (`tel:`) makes it null, so
 * the form refuses it with a message instead of changing it.
 */
export function typedDigits(value: string, format: DigitFormat = {}): string | null {
	let text = normalizeWidth(value);
	if (format.prefix && text.startsWith(format.prefix)) text = text.slice(format.prefix.length).trim();
	if (text === "") return "";
	const separator = `[\\s${HYPHENS}${format.parentheses ? "()" : ""}]+`;
	const open = format.parentheses ? "\\(?" : "";
	const close = format.parentheses ? "\\)?" : "";
	const shape =
		format.separators || format.parentheses ? new RegExp(`^${open}\\d+(?:${separator}\\d+)*${close}$`) : /^\d+$/;
	return shape.test(text) ? text.replace(/\D/g, "") : null;
}

/** Hiragana to katakana, width normalised, spaces folded to one full-width space. */
export function toKatakana(value: string): string {
	return normalizeWidth(value)
		.replace(/[\u3041-\u3096]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60))
		.replace(/\s+/g, "\u3000");
}

/** Characters as a member counts them: code points, so an emoji or a rare kanji counts once. */
export function characterCount(value: string): number {
	let count = 0;
	for (const _ of value) count++;
	return count;
}

/** Free text as posted from a textarea (CRLF line ends), with one `\n` per line break and no outer blanks. */
export function normalizeFreeText(value: string): string {
	return value.replace(/\r\n?/g, "\n").trim();
}
