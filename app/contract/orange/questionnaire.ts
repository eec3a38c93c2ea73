import * as z from "zod";
import { dateTimeSchema, idSchema } from "../common";
import { defineCall } from "../define";
import { commitmentSchema, frequencySchema } from "../enums";

const questionBase = {
	id: z.int().positive(),
	text: z.string(),
	required: z.boolean(),
};

/** The answer depends on the question's kind: days a week, how a commitment went, or free text. */
export const questionSchema = z.discriminatedUnion("kind", [
	z.object({ kind: z.literal("frequency"), ...questionBase }),
	z.object({ kind: z.literal("commitment"), ...questionBase, choices: z.array(commitmentSchema).min(1) }),
	z.object({ kind: z.literal("free_text"), ...questionBase, maxLength: z.int().positive() }),
]);
export type Question = z.output<typeof questionSchema>;

const questionnaireSchema = z.object({
	id: z.int().positive(),
	title: z.string(),
	description: z.string(),
	/** Set once the member has answered; a questionnaire is answered once. */
	answeredAt: dateTimeSchema.nullable(),
	questions: z.array(questionSchema),
});
export type Questionnaire = z.output<typeof questionnaireSchema>;

export const getNewQuestionnaire = defineCall({
	api: "orange",
	method: "GET",
	path: "/questionnaire/new",
	auth: "bearer",
	query: z.object({ id: idSchema }),
	response: questionnaireSchema,
	successStatus: 200,
});

const answerBase = { questionId: z.int().positive() };

const answerSchema = z.discriminatedUnion("kind", [
	/**
	 * null: on no day of the week. The frequencies start at one day, so without it a member who did
	 * not do it at all had no true answer to a required question (docs/decisions/106-questionnaire-no-day.md).
	 */
	z.object({ kind: z.literal("frequency"), ...answerBase, value: frequencySchema.nullable() }),
	z.object({ kind: z.literal("commitment"), ...answerBase, value: commitmentSchema }),
	z.object({ kind: z.literal("free_text"), ...answerBase, value: z.string() }),
]);
export type Answer = z.output<typeof answerSchema>;

export const questionnaireAnswerSchema = z.object({
	questionnaireId: z.int().positive(),
	/** Unanswered optional questions are left out. */
	answers: z.array(answerSchema),
});

const questionnaireReceiptSchema = z.object({
	id: z.int().positive(),
	questionnaireId: z.int().positive(),
	answeredAt: dateTimeSchema,
});

/** 422 when an answer does not fit its question, a required one is missing, or it was answered already. */
export const answerQuestionnaire = defineCall({
	api: "orange",
	method: "POST",
	path: "/questionnaire",
	auth: "bearer",
	body: questionnaireAnswerSchema,
	response: questionnaireReceiptSchema,
	successStatus: 201,
});
