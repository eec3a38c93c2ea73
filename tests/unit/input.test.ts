import { describe, expect, it } from "vitest";
import { characterCount, normalizeFreeText, normalizeWidth, toKatakana, typedDigits } from "#app/lib/japanese/input";

describe("normalizeWidth", () => {
	it("folds full-width letters, digits and symbols to half-width and trims every kind of space", () => {
		expect(normalizeWidth("\u3000ＴＡＲＯ＠ｅｘａｍｐｌｅ．ｊｐ１２３ ")).toBe("TARO@example.jp123");
		expect(normalizeWidth("\t\n taro \n")).toBe("taro");
	});

	it("keeps inner spaces", () => {
		expect(normalizeWidth("山田 太郎")).toBe("山田 太郎");
	});

	it("turns half-width katakana into full-width (NFKC, not NFC)", () => {
		expect(normalizeWidth("ﾔﾏﾀﾞ")).toBe("ヤマダ");
	});
});

describe("typedDigits", () => {
	it("takes the digits of a full-width, hyphenated, spaced number", () => {
		expect(typedDigits("０９０－１２３４ ５６７８", { separators: true })).toBe("09012345678");
		expect(typedDigits("〒１２３-４５６７", { separators: true, prefix: "〒" })).toBe("1234567");
	});

	it("refuses a value with anything but digits in it, rather than dropping it", () => {
		expect(typedDigits("a1b2c3")).toBeNull();
		expect(typedDigits("1 2", {})).toBeNull();
	});
});

describe("toKatakana", () => {
	it("turns every hiragana, from ぁ to ゖ, into katakana", () => {
		expect(toKatakana("ぁやまだゔゖ")).toBe("ァヤマダヴヶ");
		expect(toKatakana("たろう")).toBe("タロウ");
	});

	it("leaves katakana, kanji and letters as they are", () => {
		expect(toKatakana("ヤマダ山田abc")).toBe("ヤマダ山田abc");
	});

	it("leaves the characters just outside the hiragana range alone", () => {
		// U+3040 is unassigned and U+3097 the first one after ゖ: neither is hiragana.
		expect(toKatakana("\u3040\u3097")).toBe("\u3040\u3097");
	});

	it("folds a run of spaces of any kind into one full-width space", () => {
		expect(toKatakana("やまだ  \u3000 たろう")).toBe("ヤマダ\u3000タロウ");
		expect(toKatakana("やまだ たろう")).toBe("ヤマダ\u3000タロウ");
		expect(toKatakana("やまだ\tたろう")).toBe("ヤマダ\u3000タロウ");
	});

	it("trims outer spaces rather than folding them", () => {
		expect(toKatakana("  やまだ  ")).toBe("ヤマダ");
	});
});

describe("characterCount", () => {
	it("counts code points: an emoji or a rare kanji counts once", () => {
		expect(characterCount("")).toBe(0);
		expect(characterCount("abc")).toBe(3);
		expect(characterCount("𠮷野家")).toBe(3);
		expect(characterCount("😀")).toBe(1);
	});
});

describe("normalizeFreeText", () => {
	it("turns CRLF and a lone CR into one LF each", () => {
		expect(normalizeFreeText("一行目\r\n二行目\r三行目\n四行目")).toBe("一行目\n二行目\n三行目\n四行目");
		expect(normalizeFreeText("a\r\rb")).toBe("a\n\nb");
		expect(normalizeFreeText("a\r\n\r\nb")).toBe("a\n\nb");
	});

	it("trims outer blank lines and spaces, keeps inner ones", () => {
		expect(normalizeFreeText("\r\n  本文  \r\n\r\n")).toBe("本文");
		expect(normalizeFreeText("a  b")).toBe("a  b");
	});
});
