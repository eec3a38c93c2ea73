import { Link, useSearchParams } from "react-router";
import { PageTitle } from "#app/components/page-title";
import { ACTIVATION, ACTIVATION_MAIL, LINK_ONCE, RESET_MAIL } from "#app/contract/account-words";
import css from "../password.css?url";
import { PasswordMailForm, PasswordMailSent } from "../password-fields";
import { passwordMailAction } from "../password-forms.server";
import type { Route } from "./+types/token-expired";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

/** POST /reset_passwords sends a reset link, or the activation link again to a member who has not activated. */
export const action = passwordMailAction;

export default function TokenExpiredPage({ actionData }: Route.ComponentProps) {
	const [searchParams] = useSearchParams();
	const sent = searchParams.get("sent") === "1";
	return (
		<div className="password-page">
			{sent ? <PageTitle>URLの有効期限切れ</PageTitle> : null}
			<h1>URLの有効期限切れ</h1>
			{sent ? (
				<PasswordMailSent retryPath="/users/token_expired" />
			) : (
				<>
					<p className="lead">
						{`${ACTIVATION}またはパスワード再設定のURLが、有効期限を過ぎたか、すでに使用されたため無効になっています。お手数ですが、新しいURLをお取り寄せください。`}
					</p>
					<h2>新しいURLをメールで受け取る</h2>
					<p>
						{`ご登録のメールアドレスを入力して送信してください。${ACTIVATION}がお済みでない方には${ACTIVATION_MAIL}を、お済みの方には${RESET_MAIL}をお送りします。`}
					</p>
					<PasswordMailForm
						id="token-expired-request"
						title="URLの有効期限切れ"
						lastResult={actionData}
						submitLabel="新しいURLを送信する"
					/>
				</>
			)}
			<section className="password-page__section" aria-labelledby="token-expired-help">
				<h2 id="token-expired-help">うまくいかない場合</h2>
				<ul className="password-help">
					<li>{`${LINK_ONCE}。最後に届いたメールのリンクをお使いください。`}</li>
					<li>URLが途中で改行されている場合は、全体をコピーしてブラウザのアドレス欄に貼り付けてください。</li>
					<li>
						<Link to="/app_manual/login/cant_receive_activation_mail">登録メールが届かない場合</Link>・
						<Link to="/contact">お問い合わせ</Link>
					</li>
				</ul>
			</section>
		</div>
	);
}
