import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, Link, redirect } from "react-router";
import { AppForm, FormErrors, SubmitButton } from "../components/form";
import { PageTitle } from "../components/page-title";
import {
	NewPasswordFields,
	PASSWORD_FORM_VALIDATION,
	PasswordField,
	ShowPasswords,
	useFocusFirstError,
} from "../components/password-fields";
import { changePassword } from "../lib/password-forms.server";
import { changePasswordFormSchema } from "../schemas/password";
import css from "../styles/password.css?url";
import type { Route } from "./+types/password-update";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

/** The default layout's middleware has signed the member in and loaded them. */
export async function action({ request, context }: Route.ActionArgs) {
	const result = await changePassword("updatePassword", { request, context });
	if (result.status !== "success") return data(result.reply, { status: result.httpStatus });
	throw redirect("/users/detail");
}

export default function PasswordUpdatePage({ actionData }: Route.ComponentProps) {
	const [visible, setVisible] = useState(false);
	const [form, fields] = useForm({
		id: "password-update",
		lastResult: actionData,
		constraint: getZodConstraint(changePasswordFormSchema),
		...PASSWORD_FORM_VALIDATION,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordFormSchema }),
	});
	useFocusFirstError(form.id);
	return (
		<div className="password-page">
			<PageTitle>パスワード変更</PageTitle>
			<h1>パスワード変更</h1>
			<p className="lead">現在のパスワードと、新しく設定するパスワードを入力してください。</p>
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
					<Link to="/users/detail">会員情報に戻る</Link>
				</div>
			</AppForm>
			<p className="password-aside">
				現在のパスワードがわからない場合は、<Link to="/users/password/reset">パスワードの再設定</Link>
				から新しいパスワードを設定できます。
			</p>
		</div>
	);
}
