import { data, Link, redirect } from "react-router";
import { CollectionNotice } from "#app/components/collection-notice";
import { AppForm, SubmitButton, TextField } from "#app/components/form";
import { ErrorSummary, FormPageTitle, useAppForm } from "#app/components/form-kit";
import { parseSubmission } from "#app/lib/forms/form.server";
import { limePath } from "#app/lib/urls/paths";
import { api } from "#app/request/api.server";
import { limePageRead, replyToFailedLimeSubmit } from "#app/request/error-policy.server";
import { emailChangeFormSchema } from "../schema";
import { rememberRequestedEmail, urlTokenOf } from "../session.server";
import type { Route } from "./+types/email";

export const handle = { limeSection: "email" } as const;
export async function loader({ request, context }: Route.LoaderArgs) {
	const urlToken = urlTokenOf(context);
	const { data: detail } = await limePageRead({ context, request, urlToken }, (lime) => lime.getNewContactDetail());
	return { email: detail.email, actionsPath: limePath(urlToken, "actions") };
}

export async function action({ request, context }: Route.ActionArgs) {
	const urlToken = urlTokenOf(context);
	const { submission } = await parseSubmission(request, emailChangeFormSchema);
	if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
	try {
		await api(context)
			.lime(urlToken)
			.requestEmailChange({
				body: { email: submission.value.email, urlToken },
			});
	} catch (error) {
		// 「現在と同じメールアドレスです」 and the like belong to the address field.
		const { result, status } = replyToFailedLimeSubmit(
			submission,
			error,
			{ context, request, urlToken },
			{
				field: "email",
			},
		);
		return data({ result }, { status });
	}
	rememberRequestedEmail(context, urlToken, submission.value.email);
	throw redirect(limePath(urlToken, "email/complete"));
}

export default function LimeEmailPage({ loaderData, actionData }: Route.ComponentProps) {
	const [form, fields] = useAppForm({
		id: "lime-email",
		schema: emailChangeFormSchema,
		lastResult: actionData?.result,
	});
	return (
		<>
			<FormPageTitle form={form}>メールアドレスの変更</FormPageTitle>
			<h1>メールアドレスの変更</h1>
			<p className="lead">
				新しいメールアドレスを入力してください。確認メールをお送りします。メールに記載のURLを開くと変更が完了します。
			</p>
			{loaderData.email ? (
				<p className="lime-current">
					現在のメールアドレス：<span className="lime-current__value">{loaderData.email}</span>
				</p>
			) : null}
			<AppForm form={form} className="form card" noValidate>
				<ErrorSummary form={form} />
				<TextField
					field={fields.email}
					label="新しいメールアドレス"
					hint="254文字以内"
					type="email"
					autoComplete="email"
					maxLength={254}
					required
				/>
				<TextField
					field={fields.emailConfirmation}
					label="新しいメールアドレス（確認）"
					hint="確認のため、もう一度入力してください。"
					type="email"
					autoComplete="email"
					maxLength={254}
					required
				/>
				<CollectionNotice
					purpose="新しいメールアドレスは、ご登録の連絡先として当組合からのご連絡に利用します。"
					section="contact-details"
				/>
				<div className="form-actions">
					<SubmitButton>確認メールを送信する</SubmitButton>
					<Link to={loaderData.actionsPath}>お手続きの選択に戻る</Link>
				</div>
			</AppForm>
		</>
	);
}
