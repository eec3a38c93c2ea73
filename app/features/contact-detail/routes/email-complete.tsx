import { Link } from "react-router";
import { PageTitle } from "#app/components/page-title";
import { limePath } from "#app/lib/urls/paths";
import { requestedEmailOf, urlTokenOf } from "../session.server";
import type { Route } from "./+types/email-complete";

export const handle = { limeSection: "email" } as const;

/** Names the address the mail went to; opened elsewhere it claims nothing and says how to send one. */
export function loader({ context }: Route.LoaderArgs) {
	const urlToken = urlTokenOf(context);
	return {
		requestedEmail: requestedEmailOf(context, urlToken),
		emailPath: limePath(urlToken, "email"),
		actionsPath: limePath(urlToken, "actions"),
	};
}

export default function LimeEmailCompletePage({ loaderData }: Route.ComponentProps) {
	const { requestedEmail, emailPath, actionsPath } = loaderData;
	if (!requestedEmail) {
		return (
			<>
				<PageTitle>メールアドレスの変更</PageTitle>
				<h1>メールアドレスの変更</h1>
				<div className="card lime-done">
					<p>この画面からは、確認メールを送信した記録を確認できません。</p>
					<p>
						すでに確認メールが届いている場合は、メールに記載のURLを開いて変更を完了してください。届いていない場合は、変更の手続きからもう一度お送りください。
					</p>
				</div>
				<div className="form-actions lime-next">
					<Link to={emailPath} className="button button--primary">
						メールアドレスの変更手続きへ
					</Link>
					<Link to={actionsPath}>お手続きの選択に戻る</Link>
				</div>
			</>
		);
	}
	return (
		<>
			<PageTitle>確認メールを送信しました</PageTitle>
			<h1>確認メールを送信しました</h1>
			<div className="card lime-done">
				<p>次のメールアドレスに確認メールをお送りしました。</p>
				<p className="lime-current">
					新しいメールアドレス：<span className="lime-current__value">{requestedEmail}</span>
				</p>
				<p>メールに記載のURLを開いて、メールアドレスの変更を完了してください。変更はそれまで反映されません。</p>
				<p>メールが届かない場合は、迷惑メールフォルダをご確認のうえ、もう一度お手続きください。</p>
			</div>
			<p>
				<Link to={actionsPath}>お手続きの選択に戻る</Link>
			</p>
		</>
	);
}
