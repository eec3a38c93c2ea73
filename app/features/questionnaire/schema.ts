import * as z from "zod";
import { type Commitment, FREQUENCIES } from "#app/contract/labels";
import type { Answer, Question, Questionnaire } from "#app/contract/orange/questionnaire";
import { CONSENT_FIELD, consentField } from "#app/lib/forms/consent";
import { characterCount, normalizeFreeText } from "#app/lib/japanese/input";

/* The schema is built from the API's questions, in the browser and again by the action: one builder, one set of rules. */

/** The form field of a question: ids are numbers, field names must not start with a digit. */
export function answerFieldName(questionId: number): string {
	return `q${questionId}`;
}

/** Whether a posted name is an answer field (the questions themselves may be unknown when the form comes back). */
function isAnswerFieldName(name: string): boolean {
	return /^q[1-9]\d{0,9}$/.test(name);
}

/** The fields a questionnaire posts: its answers and the consent to their use. */
export function isQuestionnaireFieldName(name: string): boolean {
	return name === CONSENT_FIELD || isAnswerFieldName(name);
}

/** Answers about health are special-care data: the member ticks this before they are sent (decision 171). */
export const HEALTH_CONSENT = {
	label: "回答した健康に関する情報を、当組合の保健事業に利用することに同意します",
	missing: "回答を送信するには、「健康に関する情報の利用への同意」にチェックを入れてください",
} as const;

const CHOOSE = "回答を選択してください";

/** The form's value for 「0日」: sent as null, the contract's "on no day" (docs/contract.md). */
export const NO_DAY = "no_day";
const FREQUENCY_VALUES = [NO_DAY, ...FREQUENCIES] as const;
const WRITE = "回答を入力してください";

function answerField(question: Question): z.ZodType<string | undefined> {
	switch (question.kind) {
		case "frequency": {
			const field = z.enum(FREQUENCY_VALUES, { error: CHOOSE });
			return question.required ? field : field.optional();
		}
		case "commitment": {
			const field = z.enum(question.choices as [Commitment, ...Commitment[]], { error: CHOOSE });
			return question.required ? field : field.optional();
		}
		case "free_text": {
			const withinLimit = z
				.string()
				.refine(
					(value) => characterCount(value) <= question.maxLength,
					`${question.maxLength}文字以内で入力してください`,
				);
			const text = z.string({ error: WRITE }).transform(normalizeFreeText);
			if (question.required) return text.pipe(z.string({ error: WRITE }).min(1, WRITE).pipe(withinLimit));
			// Blank is no answer: left out of the payload (conform also reads an empty field as absent).
			return text
				.transform((value) => value || undefined)
				.pipe(withinLimit.optional())
				.optional();
		}
	}
}

type QuestionnaireValues = Record<string, string | undefined>;

export function questionnaireFormSchema(questions: readonly Question[]): z.ZodType<QuestionnaireValues> {
	return z.object({
		...Object.fromEntries(questions.map((question) => [answerFieldName(question.id), answerField(question)])),
		[CONSENT_FIELD]: consentField(HEALTH_CONSENT.missing),
	});
}

/** The POST /questionnaire payload: answers in question order, unanswered optional ones left out. */
export function toAnswerPayload(
	questionnaire: Pick<Questionnaire, "id" | "questions">,
	values: QuestionnaireValues,
): { questionnaireId: number; answers: Answer[] } {
	const answers: Answer[] = [];
	for (const question of questionnaire.questions) {
		const value = values[answerFieldName(question.id)];
		if (value === undefined) continue;
		const sent = question.kind === "frequency" && value === NO_DAY ? null : value;
		answers.push({ kind: question.kind, questionId: question.id, value: sent } as Answer);
	}
	return { questionnaireId: questionnaire.id, answers };
}
