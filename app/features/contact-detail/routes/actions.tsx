import { Link } from "react-router";
import { PageTitle } from "#app/components/page-title";
import { limePath } from "#app/lib/urls/paths";
import { limePageRead } from "#app/request/error-policy.server";
import { urlTokenOf } from "../session.server";
import type { Route } from "./+types/actions";

export async function loader({ request, context }: Route.LoaderArgs) {
	const urlToken = urlTokenOf(context);
	const { data: detail } = await limePageRead({ context, request, urlToken }, (lime) => lime.getNewContactDetail());
	return { email: detail.email, inputPath: limePath(urlToken, "input"), emailPath: limePath(urlToken, "email") };
}

export default function LimeActionsPage({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageTitle>お手続きの選択</PageTitle>
			<h1>お手続きの選択</h1>
			<p className="lead">ご本人確認ができました。お手続きを選んでください。</p>
			{loaderData.email ? (
				<p className="lime-current">
					ご登録のメールアドレス：<span className="lime-current__value">{loaderData.email}</span>
				</p>
			) : null}
			<ul className="lime-actions">
				<li>
					<Link to={loaderData.inputPath} className="lime-action">
						<span className="lime-action__title">連絡先情報を入力する</span>
						<span className="lime-action__text">住所・電話番号を入力して登録します。</span>
					</Link>
				</li>
				<li>
					<Link to={loaderData.emailPath} className="lime-action">
						<span className="lime-action__title">メールアドレスを変更する</span>
						<span className="lime-action__text">新しいメールアドレスに確認メールをお送りします。</span>
					</Link>
				</li>
			</ul>
		</>
	);
}
