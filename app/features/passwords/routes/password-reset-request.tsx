import { useSearchParams } from "react-router";
import { PageTitle } from "#app/components/page-title";
import { ACTIVATION, ACTIVATION_MAIL } from "#app/contract/account-words";
import css from "../password.css?url";
import { PasswordMailForm, PasswordMailSent } from "../password-fields";
import { passwordMailAction } from "../password-forms.server";
import type { Route } from "./+types/password-reset-request";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

export const action = passwordMailAction;

export default function PasswordResetRequestPage({ actionData }: Route.ComponentProps) {
	const [searchParams] = useSearchParams();
	const sent = searchParams.get("sent") === "1";
	return (
		<div className="password-page">
			{sent ? <PageTitle>パスワードの再設定</PageTitle> : null}
			<h1>パスワードの再設定</h1>
			{sent ? (
				<PasswordMailSent retryPath="/users/password/reset" />
			) : (
				<>
					<p className="lead">
						パスワードを忘れた場合は、ご登録のメールアドレスを入力してください。パスワードを再設定するためのURLをメールでお送りします。
					</p>
					<PasswordMailForm
						id="password-reset-request"
						title="パスワードの再設定"
						lastResult={actionData}
						submitLabel="再設定用のメールを送信する"
					/>
					<p className="password-aside">{`${ACTIVATION}がお済みでない場合は、${ACTIVATION_MAIL}をお送りします。`}</p>
				</>
			)}
		</div>
	);
}
