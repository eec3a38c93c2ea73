import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { PREFECTURES } from "#app/contract/lime/prefectures";
import { addressLabel, fillAddress } from "#app/features/contact-detail/contact-detail";
import {
	formatPostalCode,
	hasTwoPostalCodes,
	parsePostalCode,
	postalCodeOfParts,
	postalLookupPath,
	splitPostalCode,
} from "#app/features/contact-detail/postal-code";
import { lookupPostalCode, type PostalFileCache } from "#app/features/contact-detail/postal-lookup.server";
import { loader as postalCodesLoader } from "#app/features/contact-detail/routes/postal-codes";
import { type StaticAssets, staticAssetsContext } from "#app/request/context.server";

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
		// A whole code replaces what the other box held: the member retyped the code.
		expect(splitPostalCode("5300001", "0005")).toEqual({ first: "530", second: "0001" });
		expect(splitPostalCode("100", "530-0001")).toEqual({ first: "530", second: "0001" });
		expect(splitPostalCode("", "〒５３０－０００１")).toEqual({ first: "530", second: "0001" });
		expect(postalCodeOfParts("100", "0005")).toBe("1000005");
		expect(postalCodeOfParts("100-0005", "")).toBe("1000005");
		expect(postalCodeOfParts("10", "0005")).toBeNull();
	});

	it("takes the box typed last when both hold a whole code, and leaves two different codes posted for the form", () => {
		expect(splitPostalCode("5300001", "1000001", "first")).toEqual({ first: "530", second: "0001" });
		expect(splitPostalCode("5300001", "1000001", "second")).toEqual({ first: "100", second: "0001" });
		expect(splitPostalCode("530-0001", "5300001")).toEqual({ first: "530", second: "0001" });
		const two = splitPostalCode("5300001", "1000001");
		expect(two).toEqual({ first: "5300001", second: "1000001" });
		expect(hasTwoPostalCodes(two)).toBe(true);
		expect(hasTwoPostalCodes({ first: "530", second: "0001" })).toBe(false);
		expect(postalCodeOfParts("5300001", "1000001")).toBeNull();
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

/** The static-assets binding as the built worker has it: public/ served by path. */
const publicAssets: StaticAssets = {
	fetch: async (input) => {
		const file = fileURLToPath(new URL(`../../public${new URL(input).pathname}`, import.meta.url));
		try {
			return new Response(await readFile(file));
		} catch {
			return new Response("Not Found", { status: 404 });
		}
	},
};
const lookup = (code: string) => lookupPostalCode(code, publicAssets);

describe("postal lookup", () => {
	it("finds the demo members' addresses", async () => {
		expect(await lookup("1000005")).toEqual([{ prefecture: "東京都", city: "千代田区", town: "丸の内" }]);
		expect(await lookup("2200012")).toEqual([{ prefecture: "神奈川県", city: "横浜市西区", town: "みなとみらい" }]);
		expect(await lookup("5300001")).toEqual([{ prefecture: "大阪府", city: "大阪市北区", town: "梅田" }]);
		expect(await lookup("4600008")).toEqual([{ prefecture: "愛知県", city: "名古屋市中区", town: "栄" }]);
	});

	it("answers several addresses for a code that stands for several, in Japan Post's order", async () => {
		expect((await lookup("6011387")).map(addressLabel)).toEqual([
			"京都府京都市伏見区醍醐一ノ切町",
			"京都府京都市伏見区醍醐三ノ切",
			"京都府京都市伏見区醍醐二ノ切町",
		]);
		// One code, two prefectures.
		expect(await lookup("4980000")).toEqual([
			{ prefecture: "愛知県", city: "弥富市", town: "" },
			{ prefecture: "三重県", city: "桑名郡木曽岬町", town: "" },
		]);
	});

	it("answers the whole city for codes without a town, nothing for unknown codes and high-rise floors", async () => {
		expect(await lookup("1000000")).toEqual([{ prefecture: "東京都", city: "千代田区", town: "" }]);
		expect(await lookup("1000301")).toEqual([{ prefecture: "東京都", city: "利島村", town: "" }]);
		expect(await lookup("0000001")).toEqual([]);
		expect(await lookup("9999999")).toEqual([]);
		// 霞が関ビル 1階.
		expect(await lookup("1006001")).toEqual([]);
		expect(await lookup("100000")).toEqual([]);
	});

	it("reads each prefix file once per isolate and retries one that failed", async () => {
		const cache: PostalFileCache = new Map();
		const fetch = vi.fn(publicAssets.fetch);
		expect(await lookupPostalCode("1000005", { fetch }, cache)).toHaveLength(1);
		expect(await lookupPostalCode("1000001", { fetch }, cache)).toHaveLength(1);
		expect(fetch).toHaveBeenCalledTimes(1);
		expect(fetch).toHaveBeenCalledWith("https://assets.invalid/postal/100.json");

		const failing = vi.fn(async () => new Response("boom", { status: 500 }));
		await expect(lookupPostalCode("2200012", { fetch: failing }, cache)).rejects.toThrow(/postal file 220: HTTP 500/);
		expect(await lookupPostalCode("2200012", { fetch }, cache)).toHaveLength(1);
	});

	it("refuses to run without the static-assets binding", async () => {
		await expect(lookupPostalCode("1000005", null, new Map())).rejects.toThrow(/static-assets binding/);
	});

	it("is served as cacheable JSON by GET /api/postal_codes/:code", async () => {
		const context = new RouterContextProvider();
		context.set(staticAssetsContext, publicAssets);
		const call = (code: string) =>
			postalCodesLoader({ params: { code }, context } as unknown as Parameters<typeof postalCodesLoader>[0]);
		const found = await call("６０１－１３８７");
		expect(found.status).toBe(200);
		expect(found.headers.get("Cache-Control")).toContain("public");
		expect(await found.json()).toMatchObject({ code: "6011387", addresses: { length: 3 } });
		const unknown = await call("0000001");
		expect(await unknown.json()).toEqual({ code: "0000001", addresses: [] });
		expect((await call("12345")).status).toBe(400);
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
