import type { Answer, Questionnaire } from "#app/contract/orange/questionnaire";
import { answerQuestionnaire, getNewQuestionnaire } from "#app/contract/orange/questionnaire";
import { demoCalendar } from "../calendar";
import { errorBody } from "../http";
import { MESSAGES } from "../messages";
import { QUESTIONNAIRES } from "../seed-questionnaires";
import { jstNow, nextId } from "../state";
import { type OrangeClock, type OrangeServe, unprocessable } from "./shared";

/** Why a set of answers cannot be accepted for the questionnaire; empty when it can. */
function questionnaireProblems(questionnaire: Omit<Questionnaire, "answeredAt">, answers: Answer[]): string[] {
	const problems: string[] = [];
	const seen = new Set<number>();
	for (const answer of answers) {
		const question = questionnaire.questions.find((item) => item.id === answer.questionId);
		if (!question || question.kind !== answer.kind) {
			problems.push("回答の形式が正しくありません");
			continue;
		}
		if (seen.has(answer.questionId)) {
			problems.push("同じ質問に複数の回答があります");
			continue;
		}
		seen.add(answer.questionId);
		if (question.kind === "commitment" && !question.choices.includes(answer.value as never)) {
			problems.push(`「${question.text}」の回答が選択肢にありません`);
		}
		if (question.kind === "free_text" && typeof answer.value === "string") {
			if (answer.value.length > question.maxLength) {
				problems.push(`「${question.text}」は${question.maxLength}文字以内で入力してください`);
			}
		}
	}
	for (const question of questionnaire.questions) {
		const answer = answers.find((item) => item.questionId === question.id);
		const blank = !answer || (answer.kind === "free_text" && !answer.value.trim());
		if (question.required && blank) problems.push(`「${question.text}」に回答してください`);
	}
	return problems;
}

export function serveQuestionnaire(serve: OrangeServe, now: OrangeClock): void {
	serve(getNewQuestionnaire, ({ auth, query }) => {
		const questionnaire = QUESTIONNAIRES.find((item) => item.id === query.id);
		if (!questionnaire) return errorBody(404, [MESSAGES.questionnaireNotFound]);
		const answered = auth.state.answers.get(questionnaire.id);
		return { data: { ...questionnaire, answeredAt: answered?.answeredAt ?? null } };
	});

	serve(answerQuestionnaire, ({ auth, body }) => {
		const questionnaire = QUESTIONNAIRES.find((item) => item.id === body.questionnaireId);
		if (!questionnaire) return errorBody(404, [MESSAGES.questionnaireNotFound]);
		if (auth.state.answers.has(questionnaire.id)) return unprocessable([MESSAGES.alreadyAnswered]);
		const problems = questionnaireProblems(questionnaire, body.answers);
		if (problems.length > 0) return unprocessable(problems);
		const stored = { id: nextId(), answeredAt: jstNow(demoCalendar().at(now())), answers: body.answers };
		auth.state.answers.set(questionnaire.id, stored);
		return { data: { id: stored.id, questionnaireId: questionnaire.id, answeredAt: stored.answeredAt } };
	});
}
