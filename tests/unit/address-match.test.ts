import { describe, expect, it } from "vitest";
import {
	fitsPostalAddress,
	foldAddress,
	missingTown,
	postalCodeFit,
	staleAddressAction,
	typedAddressLabel,
} from "#app/features/contact-detail/address-match";

/* The addresses are public/postal's own for these codes (Japan Post's data). */
const CHIYODA = { prefecture: "東京都", city: "千代田区", town: "千代田" }; // 100-0001
const KASUMIGASEKI = { prefecture: "東京都", city: "千代田区", town: "霞が関" }; // 100-0013
const DAIGO = [
	{ prefecture: "京都府", city: "京都市伏見区", town: "醍醐一ノ切町" },
	{ prefecture: "京都府", city: "京都市伏見区", town: "醍醐三ノ切" },
	{ prefecture: "京都府", city: "京都市伏見区", town: "醍醐二ノ切町" },
]; // 601-1387
const MIZUHO = { prefecture: "東京都", city: "西多摩郡瑞穂町", town: "二本木" }; // 190-1201
const SAPPORO = { prefecture: "北海道", city: "札幌市中央区", town: "大通西" }; // 060-0042
const SANNO = { prefecture: "京都府", city: "京都市下京区", town: "山王町" }; // 600-8424

const TOKYO_TYPED = { prefecture: "東京都", city: "千代田区", street: "千代田1-1" };

describe("whether a typed address fits a postal code", () => {
	it("refuses the Tokyo address for a Kyoto code with three towns", () => {
		expect(postalCodeFit(TOKYO_TYPED, DAIGO)).toBe("mismatch");
		expect(postalCodeFit(TOKYO_TYPED, [CHIYODA])).toBe("fits");
	});

	it("refuses a right prefecture with a wrong city, and a right city with another town", () => {
		expect(postalCodeFit({ prefecture: "東京都", city: "港区", street: "千代田1-1" }, [CHIYODA])).toBe("mismatch");
		expect(postalCodeFit({ prefecture: "東京都", city: "千代田区", street: "丸の内1-1" }, [CHIYODA])).toBe("mismatch");
		expect(postalCodeFit({ prefecture: "大阪府", city: "千代田区", street: "千代田1-1" }, [CHIYODA])).toBe("mismatch");
	});

	it("accepts any of a code's towns, spelt with hiragana, full-width digits or blanks", () => {
		for (const street of ["醍醐一ノ切町1", "醍醐一の切町１番地", "醍醐 三ノ切 12-3", "醍醐２ノ切町5"]) {
			expect(postalCodeFit({ prefecture: "京都府", city: "京都市伏見区", street }, DAIGO), street).toBe("fits");
		}
	});

	it("accepts ヶ, が and ケ for one another, and old kanji forms", () => {
		for (const street of ["霞が関1-2-1", "霞ヶ関1-2-1", "霞ケ関１－２－１"]) {
			expect(fitsPostalAddress({ prefecture: "東京都", city: "千代田区", street }, KASUMIGASEKI), street).toBe(true);
		}
		expect(foldAddress("龍ケ崎市")).toBe(foldAddress("竜ヶ﨑市"));
	});

	it("accepts kanji and Arabic numerals alike in town names", () => {
		expect(fitsPostalAddress({ prefecture: "北海道", city: "札幌市中央区", street: "大通西5丁目" }, SAPPORO)).toBe(
			true,
		);
		expect(foldAddress("北一条西")).toBe(foldAddress("北1条西"));
		expect(foldAddress("二十三")).toBe("23");
	});

	it("accepts the town written after Kyoto's street directions, and the town in the city line", () => {
		expect(
			fitsPostalAddress({ prefecture: "京都府", city: "京都市下京区", street: "室町通高辻上る山王町100" }, SANNO),
		).toBe(true);
		expect(fitsPostalAddress({ prefecture: "東京都", city: "千代田区千代田", street: "1-1" }, CHIYODA)).toBe(true);
	});

	it("accepts a county's town written without the county, and the prefecture typed again in the city line", () => {
		expect(fitsPostalAddress({ prefecture: "東京都", city: "瑞穂町", street: "二本木100" }, MIZUHO)).toBe(true);
		expect(fitsPostalAddress({ prefecture: "東京都", city: "西多摩郡瑞穂町", street: "二本木100" }, MIZUHO)).toBe(true);
		expect(fitsPostalAddress({ prefecture: "東京都", city: "東京都千代田区", street: "千代田1-1" }, CHIYODA)).toBe(
			true,
		);
	});

	it("accepts any town for a code that stands for a whole city", () => {
		const wholeCity = { prefecture: "東京都", city: "千代田区", town: "" };
		expect(fitsPostalAddress({ prefecture: "東京都", city: "千代田区", street: "丸の内1-1" }, wholeCity)).toBe(true);
	});

	it("compares only what was typed, and cannot judge a code our data does not know", () => {
		expect(postalCodeFit({}, DAIGO)).toBe("fits");
		expect(postalCodeFit({ prefecture: "京都府" }, DAIGO)).toBe("fits");
		expect(postalCodeFit({ prefecture: "東京都" }, DAIGO)).toBe("mismatch");
		expect(postalCodeFit(TOKYO_TYPED, [])).toBe("unknown");
	});
});

describe("the address lines after a new code", () => {
	it("clears what the new code rules out, or what the last lookup filled for a code we do not know", () => {
		expect(staleAddressAction(TOKYO_TYPED, DAIGO, false)).toBe("clear");
		expect(staleAddressAction(TOKYO_TYPED, [], true)).toBe("clear");
	});

	it("flags an address typed by hand for a code we do not know, and leaves one that fits", () => {
		expect(staleAddressAction(TOKYO_TYPED, [], false)).toBe("flag");
		expect(staleAddressAction(TOKYO_TYPED, [CHIYODA], false)).toBeNull();
		expect(staleAddressAction({}, [], true)).toBeNull();
	});

	it("names the address it cleared", () => {
		expect(typedAddressLabel(TOKYO_TYPED)).toBe("東京都千代田区千代田1-1");
	});
});

describe("a town left out of the street line", () => {
	const SHIBUYA = { prefecture: "東京都", city: "渋谷区", town: "渋谷" }; // 150-0002

	it("names the town when the street line starts at the block number", () => {
		const typed = { prefecture: "東京都", city: "渋谷区", street: "2-21-1" };
		expect(postalCodeFit(typed, [SHIBUYA])).toBe("mismatch");
		expect(missingTown(typed, [SHIBUYA])).toBe("渋谷");
	});

	it("says nothing of a town when another town was typed, or the city is wrong", () => {
		expect(missingTown({ ...TOKYO_TYPED, street: "千代田1-1" }, [KASUMIGASEKI])).toBeNull();
		expect(missingTown({ prefecture: "東京都", city: "港区", street: "2-21-1" }, [SHIBUYA])).toBeNull();
		expect(missingTown({ prefecture: "東京都", city: "渋谷区", street: "" }, [SHIBUYA])).toBeNull();
	});
});
