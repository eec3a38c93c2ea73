import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { data, Link } from "react-router";
import { CollectionNotice } from "#app/components/collection-notice";
import { PageTitle } from "#app/components/page-title";
import { ACTIVATION, SET_PASSWORD_LABEL } from "#app/contract/account-words";
import { PRODUCT_NAME } from "#app/contract/brand";
import css from "../password.css?url";
import { SetPasswordForm, SignInNextLink } from "../password-fields";
import { setPasswordWithToken, tokenCheckLoader } from "../password-forms.server";
import type { Route } from "./+types/activation";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

/** docs/status-rules.md: a failed activation-token check goes to /users/token_expired. */
export const loader = tokenCheckLoader("activation", (orange, activationToken) =>
	orange.checkActivationToken({ params: { activationToken } }),
);

export async function action({ params, request, context }: Route.ActionArgs) {
	// Used or expired between opening the page and sending it: the same page as a failed check.
	const outcome = await setPasswordWithToken(
		"activation",
		params.token,
		(orange, activationToken, values) => orange.activateUser({ body: { activationToken, ...values } }),
		{ request, context },
	);
	if (outcome.status === "error") {
		return data({ activated: false as const, result: outcome.reply }, { status: outcome.httpStatus });
	}
	// Rendered in place: the link is spent now, so a redirect back to it would only find it expired.
	return { activated: true as const };
}

export default function ActivationPage({ loaderData, actionData }: Route.ComponentProps) {
	if (actionData?.activated || loaderData.spent) return <ActivationComplete />;
	return <ActivationForm lastResult={actionData?.result} />;
}

function ActivationForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
	return (
		<div className="password-page">
			<h1>{ACTIVATION}</h1>
			<p className="lead">
				ご登録ありがとうございます。ログインに使うパスワードを設定すると、{ACTIVATION}が完了します。
			</p>
			<SetPasswordForm
				id="activation"
				title={ACTIVATION}
				lastResult={lastResult}
				submitLabel={SET_PASSWORD_LABEL}
				notice={
					<CollectionNotice
						purpose="有効にしたアカウントと、ログイン・二段階認証の記録は、ご本人の確認と不正なログインの防止に利用します。"
						section="account"
					/>
				}
			/>
			<p className="password-aside">
				アカウントを有効にすると、<Link to="/terms">利用規約</Link>に沿って{PRODUCT_NAME}をご利用いただけます。
			</p>
			<p className="password-aside">
				設定したパスワードは、ログインのときに必要です。ほかのサービスと同じパスワードは避けてください。
			</p>
		</div>
	);
}

function ActivationComplete() {
	const heading = useRef<HTMLHeadingElement>(null);
	// The form the member was on is gone: take keyboard and screen-reader focus to what replaced it.
	useEffect(() => heading.current?.focus(), []);
	return (
		<div className="password-page">
			<PageTitle>{`${ACTIVATION}が完了しました`}</PageTitle>
			<section className="card password-notice" aria-labelledby="activation-complete">
				<h1 id="activation-complete" ref={heading} tabIndex={-1}>
					{ACTIVATION}が完了しました
				</h1>
				<p>パスワードを設定しました。ログイン画面から、設定したパスワードでログインしてください。</p>
				<SignInNextLink />
			</section>
		</div>
	);
}
