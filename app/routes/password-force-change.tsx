import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import { requireMember, returnToOf } from "../auth/guard.server";
import { AppForm, FormErrors, SubmitButton } from "../components/form";
import { PageTitle } from "../components/page-title";
import {
	NewPasswordFields,
	PASSWORD_FORM_VALIDATION,
	PasswordField,
	ShowPasswords,
	useFocusFirstError,
} from "../components/password-fields";
import { loadCurrentUserOnly } from "../lib/member.server";
import { changePassword } from "../lib/password-forms.server";
import { changePasswordFormSchema } from "../schemas/password";
import css from "../styles/password.css?url";
import type { Route } from "./+types/password-force-change";

/** Unauthenticated layout, but SPEC §2 gives this page no no-auth flag. */
export const middleware = [requireMember, loadCurrentUserOnly];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

/*
 * No loader redirect when securePassword is already on: 403-002 may come from
 * a server rule the flag does not show, and sending the member back to the
 * page that answered it would loop. Changing once more is harmless.
 */

export async function action({ request, context }: Route.ActionArgs) {
	const result = await changePassword("forceUpdatePassword", { request, context });
	if (result.status !== "success") return data(result.reply, { status: result.httpStatus });
	// SPEC §4: after the forced change, on to the page the member was going to.
	throw redirect(returnToOf(request.url));
}

export default function PasswordForceChangePage({ actionData }: Route.ComponentProps) {
	const [visible, setVisible] = useState(false);
	const [form, fields] = useForm({
		id: "password-force-change",
		lastResult: actionData,
		constraint: getZodConstraint(changePasswordFormSchema),
		...PASSWORD_FORM_VALIDATION,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordFormSchema }),
	});
	useFocusFirstError(form.id);
	return (
		<div className="password-page">
			<PageTitle>パスワード変更のお願い</PageTitle>
			<h1>パスワード変更のお願い</h1>
			<p className="lead">
				安全にご利用いただくため、パスワードの変更をお願いしています。
				現在のパスワードと新しいパスワードを入力してください。変更が終わると、ご覧になろうとしていたページへ進みます。
			</p>
			<AppForm form={form} className="form card" noValidate>
				<FormErrors id={form.errorId} errors={form.errors} />
				<PasswordField
					field={fields.currentPassword}
					label="現在のパスワード"
					autoComplete="current-password"
					visible={visible}
				/>
				<NewPasswordFields
					password={fields.password}
					passwordConfirmation={fields.passwordConfirmation}
					visible={visible}
				/>
				<ShowPasswords checked={visible} onChange={setVisible} />
				<div className="form-actions">
					<SubmitButton>パスワードを変更する</SubmitButton>
				</div>
			</AppForm>
			<div className="password-aside">
				<p>
					現在のパスワードがわからない場合は、ログアウトしてから
					<Link to="/users/password/reset">パスワードの再設定</Link>
					を行ってください。
				</p>
				<Form method="post" action="/logout" reloadDocument>
					<button type="submit" className="button">
						ログアウト
					</button>
				</Form>
			</div>
		</div>
	);
}
