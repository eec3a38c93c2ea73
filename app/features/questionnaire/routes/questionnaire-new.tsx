import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider, redirect } from "react-router";
import { PageTitle } from "#app/components/page-title";
import type { Questionnaire } from "#app/contract/orange/questionnaire";
import { formFields, uncheckedPostedForm } from "#app/lib/forms/form.server";
import { newSubmissionKey, submissionKeyOf } from "#app/lib/forms/submission-key";
import { formatPublishedAt } from "#app/lib/japanese/dates";
import { pageUrl } from "#app/lib/urls/page-url";
import { requireNonZeroInteger } from "#app/lib/urls/params";
import { api } from "#app/request/api.server";
import { pageRead, replyToFailedSubmit } from "#app/request/error-policy.server";
import { takeFormDraft } from "#app/request/form-draft.server";
import formsCss from "#app/styles/forms.css?url";
import { QuestionnaireComplete, QuestionnaireForm } from "../questionnaire-form";
import { isQuestionnaireFieldName, questionnaireFormSchema, toAnswerPayload } from "../schema";
import type { Route } from "./+types/questionnaire-new";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formsCss }];

async function fetchQuestionnaire(
	id: number,
	{ context, request }: { context: Readonly<RouterContextProvider>; request: Request },
): Promise<Questionnaire> {
	return (await pageRead({ context, request }, (orange) => orange.getNewQuestionnaire({ query: { id } }))).data;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const id = requireNonZeroInteger(params.id, request);
	const questionnaire = await fetchQuestionnaire(id, { context, request });
	return {
		questionnaire,
		answeredAt: questionnaire.answeredAt ? formatPublishedAt(questionnaire.answeredAt) : null,
		formDraft: takeFormDraft(context, request),
		submissionKey: newSubmissionKey(),
	};
}

export async function action({ params, request, context }: Route.ActionArgs) {
	const id = requireNonZeroInteger(params.id, request);
	const client = api(context).orange;
	const formData = await request.formData();
	const submissionKey = submissionKeyOf(formData);
	/** The answers again as given, with what went wrong above them. */
	const failed = async (error: unknown, submission = uncheckedPostedForm(formData, isQuestionnaireFieldName)) => {
		const { result, status } = await replyToFailedSubmit(submission, error, { context, request });
		return data({ result, submissionKey }, { status });
	};
	let questionnaire: Questionnaire;
	try {
		// The questions are the server's: validate against them as they are now, not as the page had them.
		questionnaire = (await client.getNewQuestionnaire({ query: { id } })).data;
	} catch (error) {
		return failed(error);
	}
	const { pathname } = pageUrl(request);
	// Answered meanwhile (another tab, a resent post): the completion screen, nothing sent twice.
	if (questionnaire.answeredAt) throw redirect(pathname);
	const submission = parseWithZod(formFields(formData, isQuestionnaireFieldName), {
		schema: questionnaireFormSchema(questionnaire.questions),
	});
	if (submission.status !== "success") return data({ result: submission.reply(), submissionKey }, { status: 400 });
	try {
		await client.answerQuestionnaire({
			body: toAnswerPayload(questionnaire, submission.value),
			idempotencyKey: submissionKey,
		});
	} catch (error) {
		return failed(error, submission);
	}
	// POST/redirect/GET: the page itself now shows the completion (the questionnaire is answered).
	throw redirect(pathname);
}

export default function QuestionnaireNewPage({ loaderData, actionData }: Route.ComponentProps) {
	const { questionnaire, answeredAt, formDraft } = loaderData;
	if (answeredAt) {
		return (
			<>
				<PageTitle>{`回答完了｜${questionnaire.title}`}</PageTitle>
				<QuestionnaireComplete id={questionnaire.id} title={questionnaire.title} answeredAt={answeredAt} />
			</>
		);
	}
	return (
		<>
			<h1>{questionnaire.title}</h1>
			<p className="lead">{questionnaire.description}</p>
			<p className="questionnaire-note">
				<span className="field__required">必須</span>
				の質問にはすべてお答えください。
			</p>
			<QuestionnaireForm
				questionnaire={questionnaire}
				lastResult={actionData?.result}
				draft={formDraft}
				submissionKey={actionData?.submissionKey ?? loaderData.submissionKey}
			/>
		</>
	);
}
