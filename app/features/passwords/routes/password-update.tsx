import { data, Link, redirect } from "react-router";
import css from "../password.css?url";
import { ChangePasswordForm } from "../password-fields";
import { changePassword } from "../password-forms.server";
import type { Route } from "./+types/password-update";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

/** The default layout's middleware has signed the member in and loaded them. */
export async function action({ request, context }: Route.ActionArgs) {
	const result = await changePassword("updatePassword", { request, context });
	if (result.status !== "success") return data(result.reply, { status: result.httpStatus });
	throw redirect("/users/detail");
}

export default function PasswordUpdatePage({ actionData }: Route.ComponentProps) {
	return (
		<div className="password-page">
			<h1>パスワード変更</h1>
			<p className="lead">現在のパスワードと、新しく設定するパスワードを入力してください。</p>
			<ChangePasswordForm
				id="password-update"
				title="パスワード変更"
				lastResult={actionData}
				beside={<Link to="/users/detail">会員情報に戻る</Link>}
			/>
			<p className="password-aside">
				現在のパスワードがわからない場合は、<Link to="/users/password/reset">パスワードの再設定</Link>
				から新しいパスワードを設定できます。
			</p>
		</div>
	);
}
