import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider, redirect } from "react-router";
import { requireMember } from "../auth/guard.server";
import { formatPublishedAt } from "../components/content/format";
import { PageTitle } from "../components/page-title";
import { QuestionnaireComplete, QuestionnaireForm } from "../components/questionnaire/questionnaire-form";
import type { Questionnaire } from "../contract/orange/questionnaire";
import { handleFormApiError, raiseApiError } from "../lib/api-error.server";
import { replyToFailure, unjudgedSubmission } from "../lib/form.server";
import { pageUrl } from "../lib/page-url";
import { requireNonZeroInteger } from "../lib/params";
import { orangeClient } from "../lib/upstream.server";
import { questionnaireFormSchema, toAnswerPayload } from "../schemas/questionnaire";
import formsCss from "../styles/forms.css?url";
import type { Route } from "./+types/questionnaire-new";

/** Webview layout, but a member page (the login help pages beside it are public). */
export const middleware = [requireMember];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formsCss }];

async function fetchQuestionnaire(
	id: number,
	{ context, request }: { context: Readonly<RouterContextProvider>; request: Request },
): Promise<Questionnaire> {
	try {
		return (await orangeClient(context).getNewQuestionnaire({ query: { id }, signal: request.signal })).data;
	} catch (error) {
		return raiseApiError(error, { context, request });
	}
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const id = requireNonZeroInteger(params.id, request);
	const questionnaire = await fetchQuestionnaire(id, { context, request });
	return {
		questionnaire,
		answeredAt: questionnaire.answeredAt ? formatPublishedAt(questionnaire.answeredAt) : null,
	};
}

export async function action({ params, request, context }: Route.ActionArgs) {
	const id = requireNonZeroInteger(params.id, request);
	const client = orangeClient(context);
	const formData = await request.formData();
	/** The answers again as given, with what went wrong above them. */
	const failed = async (error: unknown, submission = unjudgedSubmission(formData)) => {
		const { result, status } = replyToFailure(submission, await handleFormApiError(error, { context, request }));
		return data({ result }, { status });
	};
	let questionnaire: Questionnaire;
	try {
		// The questions are the server's: validate against them as they are now, not as the page had them.
		questionnaire = (await client.getNewQuestionnaire({ query: { id }, signal: request.signal })).data;
	} catch (error) {
		return failed(error);
	}
	const { pathname } = pageUrl(request);
	// Answered meanwhile (another tab, a resent post): the completion screen, nothing sent twice.
	if (questionnaire.answeredAt) throw redirect(pathname);
	const submission = parseWithZod(formData, { schema: questionnaireFormSchema(questionnaire.questions) });
	if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
	try {
		await client.answerQuestionnaire({
			body: toAnswerPayload(questionnaire, submission.value),
			signal: request.signal,
		});
	} catch (error) {
		return failed(error, submission);
	}
	// POST/redirect/GET: the page itself now shows the completion (the questionnaire is answered).
	throw redirect(pathname);
}

export default function QuestionnaireNewPage({ loaderData, actionData }: Route.ComponentProps) {
	const { questionnaire, answeredAt } = loaderData;
	if (answeredAt) {
		return (
			<>
				<PageTitle>{`回答完了｜${questionnaire.title}`}</PageTitle>
				<QuestionnaireComplete title={questionnaire.title} answeredAt={answeredAt} />
			</>
		);
	}
	return (
		<>
			<h1>{questionnaire.title}</h1>
			<p className="lead">{questionnaire.description}</p>
			<p className="questionnaire-note">
				<span className="field__required">必須</span> の質問にはすべてお答えください。
			</p>
			<QuestionnaireForm questionnaire={questionnaire} lastResult={actionData?.result} />
		</>
	);
}
