import { Link } from "react-router";
import { PageTitle } from "#app/components/page-title";
import { limeLinks } from "../components/lime-links";
import { limePath } from "../paths";
import { urlTokenOf } from "../session.server";
import type { Route } from "./+types/email-complete";

export const handle = { limeSection: "email" } as const;
export const links: Route.LinksFunction = limeLinks;
export function loader({ context }: Route.LoaderArgs) {
	return { actionsPath: limePath(urlTokenOf(context), "actions") };
}

export default function LimeEmailCompletePage({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageTitle>確認メールを送信しました</PageTitle>
			<h1>確認メールを送信しました</h1>
			<div className="card lime-done">
				<p>新しいメールアドレスに確認メールをお送りしました。</p>
				<p>メールに記載のURLを開いて、メールアドレスの変更を完了してください。変更はそれまで反映されません。</p>
				<p>メールが届かない場合は、迷惑メールフォルダをご確認のうえ、もう一度お手続きください。</p>
			</div>
			<p>
				<Link to={loaderData.actionsPath}>お手続きの選択に戻る</Link>
			</p>
		</>
	);
}
