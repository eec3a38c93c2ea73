import type { Answer, Questionnaire } from "#app/contract/orange/questionnaire";

/** Why a set of answers cannot be accepted for the questionnaire; empty when it can. */
export function questionnaireProblems(questionnaire: Omit<Questionnaire, "answeredAt">, answers: Answer[]): string[] {
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
