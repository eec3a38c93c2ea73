import { data, redirectDocument } from "react-router";
import { PageTitle } from "#app/components/page-title";
import { LINK_ONCE } from "#app/contract/account-words";
import { flashToast } from "#app/request/flash.server";
import css from "../password.css?url";
import { SetPasswordForm, SignInNextLink } from "../password-fields";
import { setPasswordWithToken, tokenCheckLoader } from "../password-forms.server";
import type { Route } from "./+types/password-reset";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

const PASSWORD_RESET_MESSAGE = "パスワードを再設定しました。新しいパスワードでログインしてください。";

/** docs/status-rules.md: a failed reset-token check goes to /users/token_expired. */
export const loader = tokenCheckLoader("password-reset", (orange, resetPasswordToken) =>
	orange.checkResetPasswordToken({ params: { resetPasswordToken } }),
);

export async function action({ params, request, context }: Route.ActionArgs) {
	// docs/status-rules.md: a 410 on submit (the link was used or ran out meanwhile) is the error screen.
	const outcome = await setPasswordWithToken(
		"password-reset",
		params.token,
		(orange, resetPasswordToken, values) => orange.resetPassword({ body: { resetPasswordToken, ...values } }),
		{ request, context },
	);
	if (outcome.status === "error") return data(outcome.reply, { status: outcome.httpStatus });
	flashToast(context, { type: "success", text: PASSWORD_RESET_MESSAGE });
	// /login hands over to the sign-in page, which may share this origin: a document load, not a client route.
	throw redirectDocument("/login");
}

export default function PasswordResetPage({ loaderData, actionData }: Route.ComponentProps) {
	if (loaderData.spent) return <PasswordResetDone />;
	return (
		<div className="password-page">
			<h1>パスワードの再設定</h1>
			<p className="lead">
				新しいパスワードを設定してください。設定が終わるとログイン画面に進みますので、新しいパスワードでログインしてください。
			</p>
			<SetPasswordForm
				id="password-reset"
				title="パスワードの再設定"
				lastResult={actionData}
				submitLabel="パスワードを再設定する"
			/>
			<p className="password-aside">{`${LINK_ONCE}。再設定が終わると、このページは使えなくなります。`}</p>
		</div>
	);
}

/** Back to a link this browser has just used: the reset is done, and sign-in is the way on. */
function PasswordResetDone() {
	return (
		<div className="password-page">
			<PageTitle>パスワードは再設定済みです</PageTitle>
			<section className="card password-notice" aria-labelledby="password-reset-done">
				<h1 id="password-reset-done">パスワードは再設定済みです</h1>
				<p>このURLでのパスワードの再設定は完了しています。新しいパスワードでログインしてください。</p>
				<SignInNextLink />
			</section>
		</div>
	);
}
