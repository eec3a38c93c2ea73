/** Full-width digits, letters and symbols to half-width (NFKC), trimmed. */
export function normalizeWidth(value: string): string {
	return value.normalize("NFKC").trim();
}

/** Digits only, from whatever the member typed (full-width, hyphens, spaces). */
export function digitsOnly(value: string): string {
	return normalizeWidth(value).replace(/[^0-9]/g, "");
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
