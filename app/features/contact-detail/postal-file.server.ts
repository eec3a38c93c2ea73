/* public/postal/<3 digits>.json readers (decision 041); no relative imports, for Node's type stripping. */
import { z } from "zod";

/** One town-level address; `prefecture` is the JIS X 0401 code, `town` "" for the whole city. */
export type KenAllAddress = { code: string; prefecture: number; city: string; town: string };

/** The addresses of one file by 7-digit code, in the data's order (Japan Post's first entry first). */
export type PostalFileIndex = ReadonlyMap<string, readonly Omit<KenAllAddress, "code">[]>;

/** `cities`: [prefecture, city] once per file; `codes`: the last four digits to [city index, town] pairs. */
const postalFileSchema = z
	.object({
		cities: z.array(z.tuple([z.number().int().min(1).max(47), z.string().min(1)])),
		codes: z.record(z.string().regex(/^\d{4}$/), z.array(z.tuple([z.number().int().nonnegative(), z.string()])).min(1)),
	})
	.refine((file) => Object.values(file.codes).every((pairs) => pairs.every(([city]) => city < file.cities.length)), {
		message: "a city index is out of range",
	});

export function prefixOf(code: string): string {
	return code.slice(0, 3);
}

/** The JSON text of each prefix's file; one code per line so that a refresh diffs readably. */
export function renderPostalFiles(addresses: readonly KenAllAddress[]): Map<string, string> {
	const byPrefix = Map.groupBy(addresses, (address) => prefixOf(address.code));
	const files = new Map<string, string>();
	for (const prefix of [...byPrefix.keys()].sort()) {
		const cities: [number, string][] = [];
		const cityIndex = new Map<string, number>();
		const codes = new Map<string, [number, string][]>();
		for (const address of byPrefix.get(prefix) ?? []) {
			const cityKey = `${address.prefecture} ${address.city}`;
			let index = cityIndex.get(cityKey);
			if (index === undefined) {
				index = cities.push([address.prefecture, address.city]) - 1;
				cityIndex.set(cityKey, index);
			}
			const suffix = address.code.slice(3);
			codes.set(suffix, [...(codes.get(suffix) ?? []), [index, address.town]]);
		}
		// Written by hand: JSON.stringify would put "1000" before "0999" (integer-like keys first).
		const lines = [...codes.keys()]
			.sort()
			.map((suffix) => `${JSON.stringify(suffix)}:${JSON.stringify(codes.get(suffix))}`);
		files.set(prefix, `{"cities":${JSON.stringify(cities)},"codes":{\n${lines.join(",\n")}\n}}\n`);
	}
	return files;
}

/** Reads one prefix's file; refuses a malformed one rather than serving it. */
export function parsePostalFile(prefix: string, text: string): PostalFileIndex {
	const file = postalFileSchema.parse(JSON.parse(text));
	const index = new Map<string, Omit<KenAllAddress, "code">[]>();
	for (const [suffix, pairs] of Object.entries(file.codes)) {
		index.set(
			`${prefix}${suffix}`,
			pairs.map(([city, town]) => {
				const [prefecture, name] = file.cities[city] ?? [0, ""];
				return { prefecture, city: name, town };
			}),
		);
	}
	return index;
}
