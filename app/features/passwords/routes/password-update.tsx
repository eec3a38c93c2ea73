import { Link } from "react-router";
import css from "../password.css?url";
import { ChangePasswordForm } from "../password-fields";
import { passwordChangeLoader, passwordUpdateAction } from "../password-forms.server";
import type { Route } from "./+types/password-update";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

/** A change turned away to sign in again comes back here: the page says nothing was changed. */
export const loader = passwordChangeLoader;

/** The default layout's middleware has signed the member in and loaded them. */
export const action = passwordUpdateAction("/users/detail");

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
