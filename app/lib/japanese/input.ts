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

/** The digits of a digit field, "" when blank, null when anything else is in it, so the form refuses it. */
export function typedDigits(value: string, format: DigitFormat = {}): string | null {
	let text = normalizeWidth(value);
	if (format.prefix && text.startsWith(format.prefix)) text = text.slice(format.prefix.length).trim();
	if (text === "") return "";
	const separator = `[ ${HYPHENS}${format.parentheses ? "()" : ""}]+`;
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

/** Characters no member types: controls, DEL, bidirectional overrides (text that reads unlike it is stored), line separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** Whether a single-line value carries a control character (refused with a message, never stored). */
export function hasControlCharacters(value: string): boolean {
	return CONTROL_CHARACTERS.test(value);
}

const STRAY_IN_FREE_TEXT = new RegExp(
	CONTROL_CHARACTERS.source.replace("\\u0000-\\u001f", "\\u0000-\\u0008\\u000b-\\u001f"),
	"g",
);

/** Free text from a textarea: `\n` line breaks, tabs kept, other control characters removed, no outer blanks. */
export function normalizeFreeText(value: string): string {
	return value.replace(/\r\n?/g, "\n").replace(STRAY_IN_FREE_TEXT, "").trim();
}
