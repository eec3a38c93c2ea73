import { Link } from "react-router";
import { arrivingWith } from "#app/components/arriving-with";
import { SiteMenu } from "#app/components/shells";
import { SignOutForm } from "#app/components/sign-out-form";
import { returnToOf } from "#app/request/guard.server";
import css from "../password.css?url";
import { ChangePasswordForm } from "../password-fields";
import { passwordChangeAction, passwordChangeLoader } from "../password-forms.server";
import type { Route } from "./+types/password-force-change";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

/* No redirect when securePassword is already on: 403-002 may come from a rule the flag does not show, and would loop. */

/** A change turned away to sign in again comes back here: the page says nothing was changed. */
export const loader = passwordChangeLoader;

// docs/status-rules.md: after the forced change, on to the page the member was going to.
export const action = passwordChangeAction("forceUpdatePassword", (request) => returnToOf(request.url), "toast");

/** The next page is a member's: its menu's chunk loads beside this post, so that page shows whole. */
export const clientMiddleware = [arrivingWith(SiteMenu)];

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
				<SignOutForm label="ログアウト" buttonClassName="button" />
			</div>
		</div>
	);
}
