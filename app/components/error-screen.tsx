import { Link } from "react-router";
import type { ScreenError } from "#app/lib/route-error";

export const ERROR_TEXT = {
	title: "エラー",
	fallbackHeading: "エラーが発生しました",
	notFound: "ページが見つかりません",
	cannotShow: "アクセスしようとしたページは表示できませんでした",
	unexpected: "予期せぬエラーが発生しました",
	backToLogin: "ログイン画面へ戻る",
	retrySignIn: "ログインし直す",
} as const;

/** Status, lead and message: the same words on every variant of the error screen. */
export function ErrorBody({ status, message, headingId }: ScreenError & { headingId: string }) {
	return (
		<>
			<title>{ERROR_TEXT.title}</title>
			<h1 id={headingId} className="error-screen__status">
				{status ?? ERROR_TEXT.fallbackHeading}
			</h1>
			<p className="error-screen__lead">{status === 404 ? ERROR_TEXT.notFound : ERROR_TEXT.cannotShow}</p>
			<p className="error-screen__message">{message ?? ERROR_TEXT.unexpected}</p>
		</>
	);
}

/**
 * Orange variant: every page outside the contact-detail flow. A failed sign-in offers to sign in
 * again (a button: a plain GET form, so it works without JavaScript) instead of the way back.
 */
export function OrangeErrorScreen({
	error,
	showLogo,
	retrySignIn = false,
}: {
	error: ScreenError;
	showLogo: boolean;
	retrySignIn?: boolean;
}) {
	return (
		<section className="error-screen error-screen--orange" aria-labelledby="error-heading">
			{showLogo ? <img className="error-screen__logo" src="/logo.svg" alt="" width={160} height={40} /> : null}
			<ErrorBody {...error} headingId="error-heading" />
			{/* Document navigations on purpose: /login restarts the sign-in flow on the server. */}
			{retrySignIn ? (
				<form method="get" action="/login">
					<button type="submit" className="button button--primary">
						{ERROR_TEXT.retrySignIn}
					</button>
				</form>
			) : (
				<Link className="button button--primary" to="/login" reloadDocument>
					{ERROR_TEXT.backToLogin}
				</Link>
			)}
		</section>
	);
}
