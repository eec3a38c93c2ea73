import type { PostalAddress } from "./postal-code";
import { POSTAL_AREAS, type PostalArea } from "./postal-dataset.server";
import { prefectureOfCode } from "./prefectures";

/** Code → addresses, in the dataset's order (the first is Japan Post's main entry). */
export function buildPostalIndex(areas: readonly PostalArea[]): Map<string, PostalAddress[]> {
	const index = new Map<string, PostalAddress[]>();
	for (const area of areas) {
		const prefecture = prefectureOfCode(area.prefecture);
		if (!prefecture) throw new Error(`postal dataset: unknown prefecture code ${area.prefecture}`);
		for (const line of area.towns.split("\n")) {
			const trimmed = line.trim();
			if (!trimmed) continue;
			const [code = "", ...rest] = trimmed.split(" ");
			if (!/^\d{7}$/.test(code)) throw new Error(`postal dataset: bad line in ${area.city}`);
			const addresses = index.get(code) ?? [];
			addresses.push({ prefecture, city: area.city, town: rest.join(" ") });
			index.set(code, addresses);
		}
	}
	return index;
}

let index: Map<string, PostalAddress[]> | undefined;

/** The addresses of a 7-digit code (empty when the dataset does not know it). */
export function lookupPostalCode(code: string): PostalAddress[] {
	index ??= buildPostalIndex(POSTAL_AREAS);
	return index.get(code) ?? [];
}
