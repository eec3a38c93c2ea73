import type { PostalAddress } from "./postal-code";

/* Whether an address belongs to a postal code, built never to refuse a correct one (decision 043). */

export const POSTAL_MISMATCH_MESSAGE = "郵便番号と住所が一致しません";

/** Old and variant kanji forms seen in addresses, folded to the common one (only for comparing). */
const KANJI_VARIANTS: Readonly<Record<string, string>> = {
	﨑: "崎",
	嵜: "崎",
	髙: "高",
	龍: "竜",
	邊: "辺",
	邉: "辺",
	濱: "浜",
	澤: "沢",
	嶋: "島",
	嶌: "島",
	櫻: "桜",
	廣: "広",
	德: "徳",
	之: "の",
};

const KANJI_DIGITS = "〇一二三四五六七八九";

/** 「二十三」 → 23, 「一」 → 1, 「一〇」 → 10: the numerals of town names (北一条西, 一ノ切町). */
function kanjiNumber(run: string): string {
	if (!/[十百千]/.test(run)) return [...run].map((char) => KANJI_DIGITS.indexOf(char)).join("");
	let total = 0;
	let digit = 0;
	for (const char of run) {
		const unit = { 十: 10, 百: 100, 千: 1000 }[char];
		if (unit) {
			total += (digit || 1) * unit;
			digit = 0;
		} else digit = KANJI_DIGITS.indexOf(char);
	}
	return String(total + digit);
}

/** An address part as compared: one width, hiragana, no blanks, one spelling of each variant. */
export function foldAddress(value: string): string {
	return (
		value
			.normalize("NFKC")
			.replace(/\s+/g, "")
			.replace(/[\u30a1-\u30f6]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60))
			// 霞ヶ関・霞が関・霞ケ関, 鎌ケ谷・鎌ヶ谷: one address, several spellings.
			.replace(/[ゖゕけがか]/g, "か")
			.replace(/[﨑嵜髙龍邊邉濱澤嶋嶌櫻廣德之]/g, (char) => KANJI_VARIANTS[char] ?? char)
			.replace(/[〇一二三四五六七八九十百千]+/g, kanjiNumber)
			.replace(/大字/g, "")
	);
}

export type TypedAddress = { prefecture?: string | undefined; city?: string | undefined; street?: string | undefined };

/** A county's towns are often written without the county: 「西多摩郡瑞穂町」 or 「瑞穂町」. */
function cityForms(city: string): string[] {
	const folded = foldAddress(city);
	const county = folded.indexOf("郡");
	return county > 0 && county < folded.length - 1 ? [folded, folded.slice(county + 1)] : [folded];
}

/** Whether what was typed can be this address (an empty part is not compared). */
export function fitsPostalAddress(typed: TypedAddress, candidate: PostalAddress): boolean {
	const prefecture = foldAddress(typed.prefecture ?? "");
	const wanted = foldAddress(candidate.prefecture);
	if (prefecture && prefecture !== wanted) return false;
	const city = foldAddress(typed.city ?? "");
	let rest = city + foldAddress(typed.street ?? "");
	// The prefecture typed again at the start of the city line.
	if (rest.startsWith(wanted)) rest = rest.slice(wanted.length);
	if (city) {
		const form = cityForms(candidate.city).find((name) => rest.startsWith(name));
		if (form === undefined) return false;
		rest = rest.slice(form.length);
	}
	// The town anywhere in what follows: Kyoto writes street directions before it (室町通高辻上る山王町).
	return rest === "" || candidate.town === "" || rest.includes(foldAddress(candidate.town));
}

/** When the prefecture and city fit but the town was left out: the message goes on the street line. */
export function missingTownMessage(town: string): string {
	return `町名・番地に「${town}」が入っていません。町名から入力してください`;
}

/**
 * The town a mismatch lacks (「渋谷」 for 150-0002 when the street line says only 「2-21-1」): the one
 * of the code's addresses that fits once its town leads the street line; null when none does.
 */
export function missingTown(typed: TypedAddress, candidates: readonly PostalAddress[]): string | null {
	// Only a street line that starts at the block number lacks its town; another town is a mismatch.
	// (Digits as typed: folding would read a town such as 千代田 as a number.)
	if (!/^\d/.test((typed.street ?? "").normalize("NFKC").trim())) return null;
	const fitting = candidates.find(
		(candidate) =>
			candidate.town !== "" &&
			!foldAddress(typed.street ?? "").includes(foldAddress(candidate.town)) &&
			fitsPostalAddress({ ...typed, street: `${candidate.town}${typed.street ?? ""}` }, candidate),
	);
	return fitting?.town ?? null;
}

/** `fits`, `mismatch` when none of the code's addresses fits, or `unknown` when our data lacks the code. */
export function postalCodeFit(
	typed: TypedAddress,
	candidates: readonly PostalAddress[],
): "fits" | "mismatch" | "unknown" {
	const anything = [typed.prefecture, typed.city, typed.street].some((part) => part?.trim());
	if (!anything) return "fits";
	if (candidates.length === 0) return "unknown";
	return candidates.some((candidate) => fitsPostalAddress(typed, candidate)) ? "fits" : "mismatch";
}

/** After a lookup that filled nothing: `clear` an address the code rules out, `flag` one we cannot check. */
export function staleAddressAction(
	typed: TypedAddress,
	candidates: readonly PostalAddress[],
	filledByLookup: boolean,
): "clear" | "flag" | null {
	const fit = postalCodeFit(typed, candidates);
	if (fit === "mismatch") return "clear";
	if (fit === "unknown") return filledByLookup ? "clear" : "flag";
	return null;
}

/** 「東京都千代田区千代田1-1」: the address lines as one, for telling the member what was cleared. */
export function typedAddressLabel(typed: TypedAddress): string {
	return [typed.prefecture, typed.city, typed.street].map((part) => part?.trim() ?? "").join("");
}

/** What a single-address lookup replaced: the old lines (for the message) and whether a building is left over. */
export type ReplacedAddress = { label: string; building: boolean };

/**
 * The address a lookup overwrote, when the lines held one that the new address does not keep: the
 * member must hear that 番地 was lost and that 建物名・部屋番号 may belong to the old address.
 */
export function replacedAddressOf(
	typed: TypedAddress & { building?: string | undefined },
	filled: { prefecture: string; city: string; street: string },
): ReplacedAddress | undefined {
	const label = typedAddressLabel(typed);
	if (label === "") return undefined;
	const same =
		(typed.prefecture ?? "") === filled.prefecture &&
		(typed.city ?? "") === filled.city &&
		(typed.street ?? "") === filled.street;
	return same ? undefined : { label, building: Boolean(typed.building?.trim()) };
}
