import { describe, expect, it } from "vitest";
import { addressLabel, fillAddress } from "../../app/lib/lime/contact-detail";
import {
	formatPostalCode,
	parsePostalCode,
	postalCodeOfParts,
	postalLookupPath,
	splitPostalCode,
} from "../../app/lib/lime/postal-code";
import { POSTAL_AREAS } from "../../app/lib/lime/postal-dataset.server";
import { buildPostalIndex, lookupPostalCode } from "../../app/lib/lime/postal-lookup.server";
import { PREFECTURES } from "../../app/lib/lime/prefectures";
import { loader as postalCodesLoader } from "../../app/routes/lime/postal-codes";

describe("postal codes as members type them", () => {
	it.each(["1000001", "100-0001", "１００－０００１", "〒100 0001", " 100-0001 "])("%s", (value) => {
		expect(parsePostalCode(value)).toBe("1000001");
	});

	it("refuses anything but seven digits", () => {
		expect(parsePostalCode("100-001")).toBeNull();
		expect(parsePostalCode("10000011")).toBeNull();
		expect(parsePostalCode("")).toBeNull();
	});

	it("splits a whole code typed into the first part, keeps parts otherwise", () => {
		expect(splitPostalCode("1000001", "")).toEqual({ first: "100", second: "0001" });
		expect(splitPostalCode("１００－０００１", undefined)).toEqual({ first: "100", second: "0001" });
		expect(splitPostalCode("100", "０００１")).toEqual({ first: "100", second: "0001" });
		// A second part already there wins: the first is not reinterpreted.
		expect(splitPostalCode("1000001", "0005")).toEqual({ first: "1000001", second: "0005" });
		expect(postalCodeOfParts("100", "0005")).toBe("1000005");
		expect(postalCodeOfParts("100-0005", "")).toBe("1000005");
		expect(postalCodeOfParts("10", "0005")).toBeNull();
	});

	it("formats and routes codes", () => {
		expect(formatPostalCode("1000005")).toBe("100-0005");
		expect(postalLookupPath("1000005")).toBe("/api/postal_codes/1000005");
	});
});

describe("the 47 prefectures", () => {
	it("are in JIS order, 北海道 first and 沖縄県 last", () => {
		expect(PREFECTURES).toHaveLength(47);
		expect(new Set(PREFECTURES).size).toBe(47);
		expect(PREFECTURES[0]).toBe("北海道");
		expect(PREFECTURES[12]).toBe("東京都");
		expect(PREFECTURES[26]).toBe("大阪府");
		expect(PREFECTURES[46]).toBe("沖縄県");
	});
});

describe("postal lookup", () => {
	it("finds the demo members' addresses", () => {
		expect(lookupPostalCode("1000005")).toEqual([{ prefecture: "東京都", city: "千代田区", town: "丸の内" }]);
		expect(lookupPostalCode("2200012")).toEqual([{ prefecture: "神奈川県", city: "横浜市西区", town: "みなとみらい" }]);
		expect(lookupPostalCode("5300001")).toEqual([{ prefecture: "大阪府", city: "大阪市北区", town: "梅田" }]);
		expect(lookupPostalCode("4600008")).toEqual([{ prefecture: "愛知県", city: "名古屋市中区", town: "栄" }]);
	});

	it("answers several addresses for a code that stands for several, in Japan Post's order", () => {
		expect(lookupPostalCode("6008424").map(addressLabel)).toEqual([
			"京都府京都市下京区山王町",
			"京都府京都市下京区室町通高辻上る山王町",
			"京都府京都市下京区室町通仏光寺下る山王町",
		]);
	});

	it("answers the whole city for codes without a town, nothing for unknown codes", () => {
		expect(lookupPostalCode("1000000")).toEqual([{ prefecture: "東京都", city: "千代田区", town: "" }]);
		expect(lookupPostalCode("1000301")).toEqual([{ prefecture: "東京都", city: "利島村", town: "" }]);
		expect(lookupPostalCode("0000001")).toEqual([]);
		expect(lookupPostalCode("9999999")).toEqual([]);
	});

	it("has a well-formed dataset: known prefectures, 7-digit codes, no duplicate address", () => {
		const seen = new Set<string>();
		for (const area of POSTAL_AREAS) {
			expect(area.prefecture).toBeGreaterThanOrEqual(1);
			expect(area.prefecture).toBeLessThanOrEqual(47);
			for (const line of area.towns.split("\n").filter((text) => text.trim())) {
				expect(line).toMatch(/^\d{7}( \S+)?$/);
				const key = `${area.city} ${line}`;
				expect(seen.has(key)).toBe(false);
				seen.add(key);
			}
		}
		expect(seen.size).toBeGreaterThan(250);
	});

	it("refuses a malformed dataset line rather than serving it", () => {
		expect(() => buildPostalIndex([{ prefecture: 13, city: "千代田区", towns: "100001 千代田" }])).toThrow(/bad line/);
		expect(() => buildPostalIndex([{ prefecture: 48, city: "x", towns: "1000001" }])).toThrow(/prefecture/);
	});

	it("is served as cacheable JSON by GET /api/postal_codes/:code", async () => {
		const call = (code: string) =>
			postalCodesLoader({ params: { code } } as unknown as Parameters<typeof postalCodesLoader>[0]);
		const found = call("６００－８４２４");
		expect(found.status).toBe(200);
		expect(found.headers.get("Cache-Control")).toContain("public");
		expect(await found.json()).toMatchObject({ code: "6008424", addresses: { length: 3 } });
		const unknown = call("0000001");
		expect(await unknown.json()).toEqual({ code: "0000001", addresses: [] });
		expect(call("12345").status).toBe(400);
	});
});

describe("filling the address from a match", () => {
	const marunouchi = { prefecture: "東京都", city: "千代田区", town: "丸の内" };

	it("replaces prefecture and city and puts the town into 町名・番地", () => {
		expect(fillAddress({ prefecture: "大阪府", city: "大阪市北区", street: "" }, marunouchi)).toEqual({
			prefecture: "東京都",
			city: "千代田区",
			street: "丸の内",
		});
	});

	it("keeps a street the member has already completed, replaces one of another town", () => {
		expect(fillAddress({ street: "丸の内1-1-1" }, marunouchi).street).toBe("丸の内1-1-1");
		expect(fillAddress({ street: "梅田2-2-2" }, marunouchi).street).toBe("丸の内");
		expect(fillAddress({ street: "梅田2-2-2" }, { ...marunouchi, town: "" }).street).toBe("梅田2-2-2");
	});
});
