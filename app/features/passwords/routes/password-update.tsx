import { data, Link, redirect } from "react-router";
import { takeFormDraft } from "#app/session/form-draft.server";
import css from "../password.css?url";
import { ChangePasswordForm } from "../password-fields";
import { changePassword } from "../password-forms.server";
import type { Route } from "./+types/password-update";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

/** A change turned away to sign in again comes back here: the page says nothing was changed. */
export function loader({ request, context }: Route.LoaderArgs) {
	return { formDraft: takeFormDraft(context, request) };
}

/** The default layout's middleware has signed the member in and loaded them. */
export async function action({ request, context }: Route.ActionArgs) {
	const result = await changePassword("updatePassword", { request, context });
	if (result.status !== "success") return data(result.reply, { status: result.httpStatus });
	throw redirect("/users/detail");
}

export default function PasswordUpdatePage({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<div className="password-page">
			<h1>パスワード変更</h1>
			<p className="lead">現在のパスワードと、新しく設定するパスワードを入力してください。</p>
			<ChangePasswordForm
				id="password-update"
				title="パスワード変更"
				lastResult={actionData}
				draft={loaderData.formDraft}
				beside={<Link to="/users/detail">会員情報に戻る</Link>}
			/>
			<p className="password-aside">
				現在のパスワードがわからない場合は、<Link to="/users/password/reset">パスワードの再設定</Link>
				から新しいパスワードを設定できます。
			</p>
		</div>
	);
}
