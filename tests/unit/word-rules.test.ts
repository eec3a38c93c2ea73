import { describe, expect, it } from "vitest";
import { PERSON_NAME, spacesBetweenJapanese, staleCardWords } from "../e2e/support/words";

/* The tour's word rules (tests/e2e/support/words.ts): each bites, and its exceptions are rules, not lists. */

describe("half-width spaces between Japanese", () => {
	it("finds the space a JSX line break leaves between sentences and words", () => {
		expect(spacesBetweenJapanese("無効になっています。 お手数ですが", [])).toHaveLength(1);
		expect(spacesBetweenJapanese("有効化のご案内を、 お済みの方には", [])).toHaveLength(1);
		expect(spacesBetweenJapanese("必須 の質問", [])).toHaveLength(1);
	});

	it("leaves a number and its unit, Latin words and full-width spaces alone", () => {
		expect(spacesBetweenJapanese("あと 30 秒", [])).toEqual([]);
		expect(spacesBetweenJapanese("みらいヘルスナビ SMS 認証", [])).toEqual([]);
		expect(spacesBetweenJapanese("ヤマダ　タロウ", [])).toEqual([]);
	});

	it("leaves a name that stands in its own element", () => {
		expect(PERSON_NAME.test("山田 太郎")).toBe(true);
		expect(PERSON_NAME.test("山田 太郎 さん")).toBe(true);
		expect(PERSON_NAME.test("無効になっています。 お手数ですが")).toBe(false);
		expect(spacesBetweenJapanese("ようこそ、山田 太郎さん", ["山田 太郎"])).toEqual([]);
		expect(spacesBetweenJapanese("ようこそ、山田 太郎さん", [])).toHaveLength(1);
	});
});

describe("保険証 outside the sentence that explains the change", () => {
	it("finds 保険証 alone, never マイナ保険証", () => {
		expect(staleCardWords("保険証の記号・番号")).toHaveLength(1);
		expect(staleCardWords("マイナ保険証をお使いの方は資格情報のお知らせ")).toEqual([]);
	});

	it("allows it in a sentence that names the change's date", () => {
		expect(staleCardWords("健康保険証は2024年12月2日から新たに発行されなくなりました。")).toEqual([]);
		expect(staleCardWords("健康保険証は2024年12月2日から新たに発行されなくなりました。保険証の記号")).toHaveLength(1);
	});
});
