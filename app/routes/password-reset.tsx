import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, redirectDocument } from "react-router";
import { AppForm, FormErrors, SubmitButton } from "../components/form";
import { PageTitle } from "../components/page-title";
import {
	NewPasswordFields,
	PASSWORD_FORM_VALIDATION,
	ShowPasswords,
	useFocusFirstError,
} from "../components/password-fields";
import { isApiError } from "../lib/api/errors";
import { handleFormApiError } from "../lib/api-error.server";
import { flashToast } from "../lib/flash.server";
import { parseSubmission } from "../lib/form.server";
import { replyWithoutPasswords, requireLiveToken, tokenOrExpired } from "../lib/password-forms.server";
import { orangeClient } from "../lib/upstream.server";
import { setPasswordFormSchema } from "../schemas/password";
import css from "../styles/password.css?url";
import type { Route } from "./+types/password-reset";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

export const PASSWORD_RESET_MESSAGE = "パスワードを再設定しました。新しいパスワードでログインしてください";

/** SPEC §4: a failed reset-token check goes to /users/token_expired. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
	const client = orangeClient(context);
	await requireLiveToken(
		params.token,
		(resetPasswordToken) => client.checkResetPasswordToken({ params: { resetPasswordToken }, signal: request.signal }),
		{ request, context },
	);
	return null;
}

export async function action({ params, request, context }: Route.ActionArgs) {
	const resetPasswordToken = tokenOrExpired(params.token);
	const { submission } = await parseSubmission(request, setPasswordFormSchema);
	if (submission.status !== "success") return data(replyWithoutPasswords(submission), { status: 400 });
	try {
		await orangeClient(context).resetPassword({
			body: { resetPasswordToken, ...submission.value },
			signal: request.signal,
		});
	} catch (error) {
		// SPEC §4/§8: a 410 on submit (the link was used or ran out meanwhile) is the error screen.
		if (!request.signal.aborted && isApiError(error) && error.status === 410) {
			throw data(error.errors.join("\n") || null, { status: 410 });
		}
		const { status, messages } = await handleFormApiError(error, { request, context });
		const errors = status === 422 ? { fieldErrors: { password: messages } } : { formErrors: messages };
		return data(replyWithoutPasswords(submission, errors), { status });
	}
	flashToast(context, { type: "success", text: PASSWORD_RESET_MESSAGE });
	// /login hands over to the sign-in page, which may share this origin: a document load, not a client route.
	throw redirectDocument("/login");
}

export default function PasswordResetPage({ actionData }: Route.ComponentProps) {
	const [visible, setVisible] = useState(false);
	const [form, fields] = useForm({
		id: "password-reset",
		lastResult: actionData,
		constraint: getZodConstraint(setPasswordFormSchema),
		...PASSWORD_FORM_VALIDATION,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: setPasswordFormSchema }),
	});
	useFocusFirstError(form.id);
	return (
		<div className="password-page">
			<PageTitle>パスワードの再設定</PageTitle>
			<h1>パスワードの再設定</h1>
			<p className="lead">
				新しいパスワードを設定してください。設定が終わるとログイン画面に進みますので、新しいパスワードでログインしてください。
			</p>
			<AppForm form={form} className="form card" noValidate>
				<FormErrors id={form.errorId} errors={form.errors} />
				<NewPasswordFields
					password={fields.password}
					passwordConfirmation={fields.passwordConfirmation}
					visible={visible}
				/>
				<ShowPasswords checked={visible} onChange={setVisible} />
				<div className="form-actions">
					<SubmitButton>パスワードを再設定する</SubmitButton>
				</div>
			</AppForm>
			<p className="password-aside">このページのURLは一度だけ使えます。再設定が終わると使えなくなります。</p>
		</div>
	);
}
