import { data, Form, Link } from "react-router";
import { AppReturnLink } from "#app/components/app-return-link";
import { ERROR_TEXT, INVALID_URL_HELP_PATH } from "#app/components/error-screen";
import { FormErrors, SubmitButton } from "#app/components/form";
import { PageTitle } from "#app/components/page-title";
import type { EmailChangeResult } from "#app/contract/lime/change-emails";
import { isApiError } from "#app/lib/api/errors";
import { CONTACT_DETAIL_DONE_URL } from "#app/lib/urls/app-return";
import { limePath } from "#app/lib/urls/paths";
import { api } from "#app/request/api.server";
import { judgeFailedTokenSubmit, linkToken } from "#app/request/error-policy.server";
import { requestedEmailOf, urlTokenOf } from "../session.server";
import type { Route } from "./+types/change-email";

export const handle = { limeSection: "email" } as const;

/**
 * A malformed change link is an invalid URL, like a malformed URL token. The link is read (not
 * applied) on arrival: a used or unusable one says so at once instead of after the button. The new
 * address is named when known (the API's answer, or what this browser asked for).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
	const urlToken = urlTokenOf(context);
	const changeEmailToken = linkToken("email-change", params.changeEmailToken);
	const page = { requestedEmail: requestedEmailOf(context, urlToken), actionsPath: limePath(urlToken, "actions") };
	try {
		const { data: result } = await api(context).lime(urlToken).checkEmailChange({
			params: { changeEmailToken },
			query: { urlToken },
		});
		return { ...page, arrival: result.alreadyApplied ? changedOutcome(result, page.requestedEmail) : null };
	} catch (error) {
		// A server that could not answer does not block the change: the button stays and judges.
		if (!isApiError(error) || error.status >= 500) return { ...page, arrival: null };
		const { status, messages } = await judgeFailedTokenSubmit("email-change", error, { context, request, urlToken });
		return data({ ...page, arrival: { outcome: "failed" as const, messages } }, { status });
	}
}

/** What the page shows for a change made, now or before (the check's answer and the change's are one shape). */
function changedOutcome(result: EmailChangeResult, requestedEmail: string | null) {
	return {
		outcome: "changed" as const,
		contactDetailReceived: result.contactDetailReceived,
		returnToApp: result.returnToApp,
		alreadyApplied: result.alreadyApplied,
		email: result.email ?? requestedEmail,
		inputPath: limePath(result.urlToken, "input"),
	};
}

/** Applied on the button, not on opening the link: mail scanners open links (decision 040). */
export async function action({ params, request, context }: Route.ActionArgs) {
	const urlToken = urlTokenOf(context);
	const changeEmailToken = linkToken("email-change", params.changeEmailToken);
	try {
		const { data: result } = await api(context).lime(urlToken).confirmEmailChange({
			params: { changeEmailToken },
			query: { urlToken },
		});
		return changedOutcome(result, requestedEmailOf(context, urlToken));
	} catch (error) {
		// Used (410) or unknown (404) change links: the member is told on this page, in the server's words.
		const { status, messages } = await judgeFailedTokenSubmit("email-change", error, { context, request, urlToken });
		return data({ outcome: "failed" as const, messages }, { status });
	}
}

function NewAddress({ email }: { email: string }) {
	return (
		<p className="lime-current">
			新しいメールアドレス：<span className="lime-current__value">{email}</span>
		</p>
	);
}

function Changed({
	contactDetailReceived,
	returnToApp,
	alreadyApplied,
	email,
	inputPath,
}: {
	contactDetailReceived: boolean;
	returnToApp: boolean;
	alreadyApplied: boolean;
	email: string | null;
	inputPath: string;
}) {
	const heading = alreadyApplied ? "メールアドレスの変更は完了しています" : "メールアドレスを変更しました";
	return (
		<>
			<PageTitle>{heading}</PageTitle>
			<h1>{heading}</h1>
			<div className="card lime-done">
				<p>
					{alreadyApplied
						? "このURLによるメールアドレスの変更は、すでに完了しています。あらためてのお手続きは不要です。"
						: "新しいメールアドレスへの変更が完了しました。"}
				</p>
				{email ? <NewAddress email={email} /> : null}
				{contactDetailReceived ? (
					<p>お手続きはすべて完了しました。ありがとうございました。</p>
				) : (
					<p>連絡先情報（住所・電話番号）がまだ登録されていません。続けて入力をお願いします。</p>
				)}
			</div>
			<div className="form-actions lime-next">
				{contactDetailReceived ? null : (
					<Link to={inputPath} className="button button--primary">
						連絡先情報を入力する
					</Link>
				)}
				{returnToApp ? <AppReturnLink href={CONTACT_DETAIL_DONE_URL} primary={contactDetailReceived} /> : null}
			</div>
			{contactDetailReceived && !returnToApp ? <p>このページを閉じてください。</p> : null}
		</>
	);
}

export default function LimeChangeEmailPage({ loaderData, actionData }: Route.ComponentProps) {
	// What the button answered, else what the link's check on arrival said.
	const outcome = actionData ?? loaderData.arrival;
	if (outcome?.outcome === "changed") return <Changed {...outcome} />;
	return (
		<>
			<PageTitle>メールアドレスの変更</PageTitle>
			<h1>メールアドレスの変更</h1>
			{outcome?.outcome === "failed" ? (
				<>
					<FormErrors
						errors={outcome.messages.length > 0 ? outcome.messages : ["メールアドレスを変更できませんでした"]}
					/>
					<p>
						このURLでは変更できません。確認メールを何度かお送りした場合は、いちばん新しいメールのURLを開いてください。どのメールのURLも開けない場合は、お手続きの選択から確認メールをもう一度お送りください。
					</p>
					<p className="form-actions lime-next">
						<Link to={loaderData.actionsPath} className="button button--secondary">
							お手続きの選択へ
						</Link>
					</p>
					<p>
						URLが開けない理由と対処は<Link to={INVALID_URL_HELP_PATH}>{ERROR_TEXT.invalidUrlHelp}</Link>
						をご覧ください。
					</p>
				</>
			) : (
				<>
					<p className="lead">下のボタンを押すと、メールアドレスの変更が完了します。</p>
					{loaderData.requestedEmail ? (
						<NewAddress email={loaderData.requestedEmail} />
					) : (
						<p>このURLをお送りしたメールアドレスが、新しいメールアドレスになります。</p>
					)}
					<Form method="post" className="form-actions">
						<SubmitButton>メールアドレスの変更を完了する</SubmitButton>
					</Form>
				</>
			)}
		</>
	);
}
