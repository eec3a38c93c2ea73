import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { birthDateField } from "#app/lib/forms/field-schemas";
import { parseEraYear, readBirthDate, westernYearOf } from "#app/lib/japanese/era";

/** 2026-11-23 12:00 in Japan. */
const NOW = Date.UTC(2026, 10, 23, 3);

const read = (era: string, year: string, month: string, day: string) => readBirthDate({ era, year, month, day }, NOW);

describe("a birth date typed in parts, in the western calendar or an era", () => {
	it("reads the same day from 西暦, 昭和, 平成 and 令和, in any width", () => {
		expect(read("western", "1980", "4", "1")).toEqual({ kind: "date", date: "1980-04-01" });
		expect(read("showa", "５５", "０４", "０１")).toEqual({ kind: "date", date: "1980-04-01" });
		expect(read("heisei", "4", "11", "3")).toEqual({ kind: "date", date: "1992-11-03" });
		expect(read("reiwa", "6", "2", "29")).toEqual({ kind: "date", date: "2024-02-29" });
	});

	it("takes 令和元年 written 元 or 1, and the last and first days of each era", () => {
		expect(read("reiwa", "元", "5", "1")).toEqual({ kind: "date", date: "2019-05-01" });
		expect(read("reiwa", "1", "5", "1")).toEqual({ kind: "date", date: "2019-05-01" });
		expect(read("heisei", "31", "4", "30")).toEqual({ kind: "date", date: "2019-04-30" });
		expect(read("heisei", "元", "1", "8")).toEqual({ kind: "date", date: "1989-01-08" });
		expect(read("showa", "64", "1", "7")).toEqual({ kind: "date", date: "1989-01-07" });
		expect(read("showa", "元", "12", "25")).toEqual({ kind: "date", date: "1926-12-25" });
	});

	it("refuses a day outside the chosen era, saying which day it would be", () => {
		expect(read("heisei", "31", "5", "1")).toMatchObject({
			kind: "problem",
			message: "平成31年5月1日は令和元年5月1日です。元号と年をご確認ください",
		});
		expect(read("showa", "64", "1", "8")).toMatchObject({
			kind: "problem",
			message: "昭和64年1月8日は平成元年1月8日です。元号と年をご確認ください",
		});
		expect(read("reiwa", "1", "4", "30")).toMatchObject({
			kind: "problem",
			message: "令和元年4月30日は平成31年4月30日です。元号と年をご確認ください",
		});
		expect(read("showa", "70", "1", "1").kind).toBe("problem");
	});

	it("refuses days that do not exist, saying how long the month is; the future, and years before 1900", () => {
		expect(read("western", "2026", "2", "30")).toEqual({
			kind: "problem",
			message: "2026年2月は28日までです",
			parts: ["day"],
		});
		expect(read("western", "2024", "2", "30")).toMatchObject({ message: "2024年2月は29日までです" });
		expect(read("western", "1980", "4", "31")).toMatchObject({ message: "1980年4月は30日までです" });
		expect(read("heisei", "3", "2", "29")).toEqual({
			kind: "problem",
			message: "平成3年2月は28日までです",
			parts: ["day"],
		});
		expect(read("reiwa", "元", "6", "31")).toMatchObject({ message: "令和元年6月は30日までです" });
		expect(read("heisei", "4", "2", "29")).toEqual({ kind: "date", date: "1992-02-29" });
		expect(read("western", "2026", "11", "24")).toMatchObject({
			kind: "problem",
			message: "生年月日に未来の日付は入力できません",
		});
		expect(read("western", "2026", "11", "23")).toEqual({ kind: "date", date: "2026-11-23" });
		expect(read("reiwa", "9", "1", "1")).toMatchObject({
			kind: "problem",
			message: "生年月日に未来の日付は入力できません",
		});
		expect(read("western", "1899", "12", "31")).toMatchObject({
			kind: "problem",
			message: "生年月日は1900年以降の日付を入力してください",
		});
	});

	it("names the boxes to correct: only those turn red", () => {
		const parts = (era: string, year: string, month: string, day: string) => {
			const reading = read(era, year, month, day);
			return reading.kind === "problem" ? reading.parts : [];
		};
		expect(parts("western", "1980", "", "")).toEqual(["month", "day"]);
		expect(parts("western", "80", "4", "1")).toEqual(["year"]);
		expect(parts("western", "1980", "13", "1")).toEqual(["month"]);
		expect(read("western", "1980", "13", "1")).toMatchObject({
			message: "生年月日の月は1から12までの数字で入力してください",
		});
		expect(parts("western", "1980", "4", "0")).toEqual(["day"]);
		expect(read("western", "1980", "4", "0")).toMatchObject({
			message: "生年月日の日は1から30までの数字で入力してください",
		});
		expect(parts("heisei", "31", "5", "1")).toEqual(["era", "year"]);
		expect(parts("western", "1899", "1", "1")).toEqual(["year"]);
		// A future day: no one box is wrong.
		expect(parts("western", "2026", "11", "24")).toEqual(["era", "year", "month", "day"]);
	});

	it("says which parts are missing, and refuses what is not a number", () => {
		expect(read("western", "", "", "")).toEqual({ kind: "empty" });
		expect(read("western", "1980", "", "")).toMatchObject({
			kind: "problem",
			message: "生年月日の月・日を入力してください",
		});
		expect(read("showa", "", "4", "1")).toMatchObject({ kind: "problem", message: "生年月日の年を入力してください" });
		expect(read("western", "80", "4", "1")).toMatchObject({
			kind: "problem",
			message: "西暦の年は4桁の数字で入力してください（例：1980）",
		});
		expect(read("showa", "1980", "4", "1").kind).toBe("problem");
		expect(read("showa", "0", "4", "1")).toMatchObject({
			kind: "problem",
			message: "和暦の年は数字で入力してください（元年は「1」または「元」）",
		});
		expect(read("western", "1980", "四", "1")).toMatchObject({
			kind: "problem",
			message: "生年月日の月は1から12までの数字で入力してください",
		});
		expect(read("taisho", "10", "4", "1")).toMatchObject({
			kind: "problem",
			message: "生年月日の西暦・和暦（元号）を選択してください",
		});
	});

	it("converts era years and back", () => {
		expect(parseEraYear("元")).toBe(1);
		expect(parseEraYear("元年")).toBe(1);
		expect(parseEraYear("１２")).toBe(12);
		expect(parseEraYear("1a")).toBeNull();
		expect(westernYearOf("昭和", 55)).toBe(1980);
		expect(westernYearOf("大化", 1)).toBeNull();
	});
});

describe("the form field", () => {
	const schema = z.object({ birthDate: birthDateField({ required: true }) });
	const optional = z.object({ birthDate: birthDateField({ required: false }) });
	function post(fields: Record<string, string>) {
		const data = new FormData();
		for (const [name, value] of Object.entries(fields)) data.append(`birthDate.${name}`, value);
		return data;
	}

	it("gives the API's YYYY-MM-DD, and one message on the group", () => {
		const good = parseWithZod(post({ era: "heisei", year: "31", month: "4", day: "30" }), { schema });
		expect(good.status === "success" && good.value).toEqual({ birthDate: "2019-04-30" });
		const bad = parseWithZod(post({ era: "heisei", year: "31", month: "5", day: "1" }), { schema });
		expect(bad.reply().error).toEqual({ birthDate: ["平成31年5月1日は令和元年5月1日です。元号と年をご確認ください"] });
	});

	it("requires a date where one is needed, and leaves an optional one out", () => {
		expect(parseWithZod(new FormData(), { schema }).reply().error).toEqual({
			birthDate: ["生年月日を入力してください"],
		});
		const blank = parseWithZod(post({ era: "western", year: "", month: "", day: "" }), { schema: optional });
		expect(blank.status === "success" && blank.value).toEqual({ birthDate: undefined });
	});
});
