import { data, Form, Link, redirect } from "react-router";
import { takeFormDraft } from "#app/session/form-draft.server";
import { returnToOf } from "#app/session/guard.server";
import css from "../password.css?url";
import { ChangePasswordForm } from "../password-fields";
import { changePassword } from "../password-forms.server";
import type { Route } from "./+types/password-force-change";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

/*
 * No loader redirect when securePassword is already on: 403-002 may come from
 * a server rule the flag does not show, and sending the member back to the
 * page that answered it would loop. Changing once more is harmless.
 */

/** A change turned away to sign in again comes back here: the page says nothing was changed. */
export function loader({ request, context }: Route.LoaderArgs) {
	return { formDraft: takeFormDraft(context, request) };
}

export async function action({ request, context }: Route.ActionArgs) {
	const result = await changePassword("forceUpdatePassword", { request, context });
	if (result.status !== "success") return data(result.reply, { status: result.httpStatus });
	// docs/status-rules.md: after the forced change, on to the page the member was going to.
	throw redirect(returnToOf(request.url));
}

export default function PasswordForceChangePage({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<div className="password-page">
			<h1>パスワード変更のお願い</h1>
			<p className="lead">
				安全にご利用いただくため、パスワードの変更をお願いしています。
				現在のパスワードと新しいパスワードを入力してください。変更が終わると、ご覧になろうとしていたページへ進みます。
			</p>
			<ChangePasswordForm
				id="password-force-change"
				title="パスワード変更のお願い"
				lastResult={actionData}
				draft={loaderData.formDraft}
			/>
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
