import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { type Questionnaire, questionnaireAnswerSchema } from "#app/contract/orange/questionnaire";
import {
	answerFieldName,
	HEALTH_CONSENT,
	NO_DAY,
	questionnaireFormSchema,
	toAnswerPayload,
} from "#app/features/questionnaire/schema";

const QUESTIONNAIRE: Questionnaire = {
	id: 7,
	title: "テスト",
	description: "",
	answeredAt: null,
	questions: [
		{ id: 11, kind: "frequency", text: "朝食", required: true },
		{ id: 12, kind: "commitment", text: "間食", required: true, choices: ["success", "often", "none"] },
		{ id: 13, kind: "commitment", text: "体重", required: false, choices: ["on_target", "nothing"] },
		{ id: 14, kind: "free_text", text: "メッセージ", required: false, maxLength: 10 },
		{ id: 15, kind: "free_text", text: "ひとこと", required: true, maxLength: 5 },
	],
};

function parse(fields: Record<string, string>) {
	const data = new FormData();
	for (const [name, value] of Object.entries(fields)) data.append(name, value);
	return parseWithZod(data, { schema: questionnaireFormSchema(QUESTIONNAIRE.questions) });
}

function errors(fields: Record<string, string>) {
	return (parse(fields).reply().error ?? {}) as Record<string, string[] | null>;
}

const COMPLETE = { q11: "everyday", q12: "often", q15: "はい", consent: "on" };

describe("questionnaire form schema", () => {
	it("names fields after question ids", () => {
		expect(answerFieldName(101)).toBe("q101");
	});

	it("asks for every required question at that question, the consent at its box, and for nothing optional", () => {
		expect(errors({})).toEqual({
			q11: ["回答を選択してください"],
			q12: ["回答を選択してください"],
			q15: ["回答を入力してください"],
			consent: [HEALTH_CONSENT.missing],
		});
		const { consent: _, ...unticked } = COMPLETE;
		expect(errors(unticked)).toEqual({ consent: [HEALTH_CONSENT.missing] });
	});

	it("accepts only the choices a question offers", () => {
		expect(errors({ ...COMPLETE, q11: "sometimes" }).q11).toEqual(["回答を選択してください"]);
		// on_target is a commitment, but not one of question 12's choices.
		expect(errors({ ...COMPLETE, q12: "on_target" }).q12).toEqual(["回答を選択してください"]);
		expect(errors({ ...COMPLETE, q13: "success" }).q13).toEqual(["回答を選択してください"]);
	});

	it("limits free text by characters as a member counts them", () => {
		expect(parse({ ...COMPLETE, q14: "🌙".repeat(10) }).status).toBe("success");
		expect(errors({ ...COMPLETE, q14: "あ".repeat(11) }).q14).toEqual(["10文字以内で入力してください"]);
		expect(errors({ ...COMPLETE, q15: " \r\n " }).q15).toEqual(["回答を入力してください"]);
	});
});

describe("toAnswerPayload", () => {
	it("answers in question order with each question's kind; blank optional ones are left out", () => {
		const submission = parse({ q15: "  よい\r\n一日  ", q12: "none", q11: "two_days", q14: "   ", consent: "on" });
		expect(submission.status).toBe("success");
		if (submission.status !== "success") return;
		const payload = toAnswerPayload(QUESTIONNAIRE, submission.value);
		expect(payload).toEqual({
			questionnaireId: 7,
			answers: [
				{ kind: "frequency", questionId: 11, value: "two_days" },
				{ kind: "commitment", questionId: 12, value: "none" },
				{ kind: "free_text", questionId: 15, value: "よい\n一日" },
			],
		});
		// The consent is the member's word to the society, never an answer.
		expect(JSON.stringify(payload)).not.toContain("consent");
		expect(questionnaireAnswerSchema.parse(payload)).toEqual(payload);
	});

	it("「0日」 answers a required frequency question truthfully: sent as null, which the contract accepts", () => {
		const submission = parse({ q11: NO_DAY, q12: "none", q15: "なし", consent: "on" });
		expect(submission.status).toBe("success");
		if (submission.status !== "success") return;
		const payload = toAnswerPayload(QUESTIONNAIRE, submission.value);
		expect(payload.answers[0]).toEqual({ kind: "frequency", questionId: 11, value: null });
		expect(questionnaireAnswerSchema.parse(payload)).toEqual(payload);
	});
});
