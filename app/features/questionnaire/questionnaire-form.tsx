import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useMemo, useRef } from "react";
import { useLocation } from "react-router";
import { AppReturnLink } from "#app/components/app-return-link";
import { CollectionNotice } from "#app/components/collection-notice";
import { AppForm, type Choice, RadioGroupField, SubmitButton, TextareaField } from "#app/components/form";
import { ErrorSummary, FormDraftNotice, FormPageTitle, useAppForm } from "#app/components/form-kit";
import { Receipt } from "#app/components/receipt";
import { COMMITMENT_LABELS, FREQUENCIES, FREQUENCY_LABELS } from "#app/contract/labels";
import type { Question, Questionnaire } from "#app/contract/orange/questionnaire";
import type { FormDraftView } from "#app/lib/forms/form-draft";
import { dropTabDraft } from "#app/lib/forms/tab-draft";
import { characterCount } from "#app/lib/japanese/input";
import { WEBVIEW_CLOSE_URL } from "#app/lib/urls/app-return";
import { answerFieldName, HEALTH_CONSENT, NO_DAY, questionnaireFormSchema } from "./schema";

/** 「0日」 first: a member who did not do it at all has a true answer too. */
const FREQUENCY_CHOICES: readonly Choice[] = [
	{ value: NO_DAY, label: "0日（なし）" },
	...FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] })),
];

type AnyField = Parameters<typeof RadioGroupField>[0]["field"];

function QuestionField({ question, number, field }: { question: Question; number: number; field: AnyField }) {
	const legend = (
		<>
			<span className="question__number">Q{number}</span>
			{question.text}
		</>
	);
	switch (question.kind) {
		case "frequency":
			return (
				<RadioGroupField
					field={field}
					legend={legend}
					hint="この1週間のうち、あてはまる日数を選んでください。"
					choices={FREQUENCY_CHOICES}
					layout="grid"
					required={question.required}
				/>
			);
		case "commitment":
			return (
				<RadioGroupField
					field={field}
					legend={legend}
					choices={question.choices.map((value) => ({ value, label: COMMITMENT_LABELS[value] }))}
					required={question.required}
				/>
			);
		case "free_text":
			return (
				<TextareaField
					field={field}
					label={`Q${number} ${question.text}`}
					hint={`${question.maxLength}文字以内${question.required ? "" : "（任意）"}`}
					required={question.required}
					rows={5}
					counter={{ max: question.maxLength, count: characterCount }}
				/>
			);
	}
}

const questionnaireFormId = (id: Questionnaire["id"]) => `questionnaire-${id}`;

/** Every question on one page, checked with the schema built from them (the action builds the same). */
export function QuestionnaireForm({
	questionnaire,
	lastResult,
	draft,
	submissionKey,
}: {
	questionnaire: Questionnaire;
	lastResult: SubmissionResult<string[]> | undefined;
	/** This answer's key: a resend after a lost answer is not stored twice. */
	submissionKey: string;
	/** The answers given before signing in again. */
	draft?: FormDraftView | null;
}) {
	const title = questionnaire.title;
	const schema = useMemo(() => questionnaireFormSchema(questionnaire.questions), [questionnaire.questions]);
	const [form, fields] = useAppForm({ id: questionnaireFormId(questionnaire.id), schema, lastResult, draft });
	// 「回答を選択してください」 is the same for every question: the summary says which one.
	const labels = useMemo(
		() =>
			Object.fromEntries(
				questionnaire.questions.map((question, index) => [answerFieldName(question.id), `Q${index + 1}`]),
			),
		[questionnaire.questions],
	);
	return (
		<AppForm form={form} className="form questionnaire-form" noValidate submissionKey={submissionKey} keepInTab>
			<FormPageTitle form={form}>{title}</FormPageTitle>
			<FormDraftNotice draft={draft} />
			<ErrorSummary form={form} labels={labels} />
			{questionnaire.questions.map((question, index) => {
				const field = fields[answerFieldName(question.id)];
				return field ? (
					<div key={question.id} className="card question">
						<QuestionField question={question} number={index + 1} field={field} />
					</div>
				) : null;
			})}
			<CollectionNotice
				purpose="ご回答は、健康づくりのご案内や保健指導など当組合の保健事業に利用し、個人が特定されない形で集計します。"
				section="health"
				consent={fields.consent ? { field: fields.consent, label: HEALTH_CONSENT.label } : undefined}
			/>
			<div className="form-actions form-actions--wide">
				<SubmitButton>{QUESTIONNAIRE_SUBMIT_LABEL}</SubmitButton>
			</div>
		</AppForm>
	);
}

/** After answering: thanks, and the way back into the app (its scheme closes the webview), never a link into the portal. */
/** The send button's words; the app manual's help names the button by them (tested equal). */
export const QUESTIONNAIRE_SUBMIT_LABEL = "回答を送信する";

export function QuestionnaireComplete({
	id,
	title,
	answeredAt,
}: {
	id: Questionnaire["id"];
	title: string;
	answeredAt: string;
}) {
	const heading = useRef<HTMLHeadingElement>(null);
	const { key } = useLocation();
	// Answered: what this tab kept of the answers is done with.
	useEffect(() => dropTabDraft(questionnaireFormId(id)), [id]);
	useEffect(() => {
		// Arrived here by submitting (not by opening the page): say so to screen readers.
		if (key !== "default") heading.current?.focus();
	}, [key]);
	return (
		<div className="questionnaire-complete">
			<h1 ref={heading} tabIndex={-1} className="step-heading">
				ご回答ありがとうございました
			</h1>
			<div className="card status-panel">
				<p>「{title}」の回答を受け付けました。</p>
				<Receipt lines={[["回答日", answeredAt]]} />
			</div>
			<p className="return-to-app">回答の手続きは以上です。「アプリに戻る」を押して、アプリにお戻りください。</p>
			<p className="form-actions">
				<AppReturnLink href={WEBVIEW_CLOSE_URL} />
			</p>
		</div>
	);
}
