/* Town-level addresses from Japan Post's KEN_ALL (decision 041); only type imports, for Node's type stripping. */
import type { KenAllAddress } from "#app/features/contact-detail/postal-file.server";

/** The CSV text, whether Japan Post's UTF-8 file or the original Shift_JIS one. */
export function decodeKenAll(bytes: Uint8Array): string {
	try {
		return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
	} catch {
		return new TextDecoder("shift_jis").decode(bytes);
	}
}

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF), BOM tolerated. */
export function parseCsv(text: string): string[][] {
	const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
	const rows: string[][] = [];
	let row: string[] = [];
	let field = "";
	let quoted = false;
	for (let index = 0; index < source.length; index++) {
		const char = source[index];
		if (quoted) {
			if (char !== '"') field += char;
			else if (source[index + 1] === '"') {
				field += '"';
				index++;
			} else quoted = false;
		} else if (char === '"') quoted = true;
		else if (char === ",") {
			row.push(field);
			field = "";
		} else if (char === "\n" || char === "\r") {
			if (char === "\r" && source[index + 1] === "\n") index++;
			row.push(field);
			rows.push(row);
			row = [];
			field = "";
		} else field += char;
	}
	if (field !== "" || row.length > 0) {
		row.push(field);
		rows.push(row);
	}
	return rows.filter((cells) => cells.length > 1);
}

const FLOOR = /（(?:地階・階層不明|[0-9０-９]+階)）$/;
/** Kyoto addresses name the streets before the town: 「西堀川通高辻上る吉水町」. */
const KYOTO_DIRECTION = /通.*(?:上る|下る|上ル|下ル|入る|入ル|入)$/;

/** What a KEN_ALL town name stands for: towns to pick, [""] for the whole city, or null for rows left out. */
export function townsOf(town: string): string[] | null {
	if (FLOOR.test(town)) return null;
	if (town === "以下に掲載がない場合" || town.endsWith("の次に番地がくる場合")) return [""];
	// 「利島村一円」: the whole village. 「一円」 alone is a real town name (多賀町一円).
	if (town !== "一円" && town.endsWith("一円")) return [""];
	const detail = /^(.*?)（(.*)）$/.exec(town);
	if (!detail) return [town];
	const base = detail[1] ?? "";
	const parts = (detail[2] ?? "").split("、");
	if (base && parts.every((part) => KYOTO_DIRECTION.test(part)))
		return [base, ...parts.map((part) => `${part}${base}`)];
	// 「１丁目」「次のビルを除く」「その他」…: details the member writes with the street.
	return [base];
}

/** Town-level addresses of every row; long town names split over rows are joined. */
export function kenAllAddresses(rows: readonly string[][]): KenAllAddress[] {
	const addresses: KenAllAddress[] = [];
	const seen = new Set<string>();
	for (let index = 0; index < rows.length; index++) {
		const row = rows[index] ?? [];
		const [jis = "", , code = "", , , , , city = ""] = row;
		let town = row[8] ?? "";
		// KEN_ALL splits a town name longer than 38 characters over rows of the same code.
		while (town.split("（").length > town.split("）").length && rows[index + 1]?.[2] === code) {
			index++;
			town += rows[index]?.[8] ?? "";
		}
		if (!/^\d{7}$/.test(code)) continue;
		for (const name of townsOf(town) ?? []) {
			const key = `${code} ${jis} ${name}`;
			if (seen.has(key)) continue;
			seen.add(key);
			addresses.push({ code, prefecture: Number(jis.slice(0, 2)), city, town: name });
		}
	}
	return addresses;
}
