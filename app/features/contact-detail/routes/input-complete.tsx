import { Link } from "react-router";
import { PageTitle } from "#app/components/page-title";
import { limePath } from "#app/lib/urls/paths";
import { urlTokenOf } from "../session.server";
import type { Route } from "./+types/input-complete";

export function loader({ context }: Route.LoaderArgs) {
	return { emailPath: limePath(urlTokenOf(context), "email") };
}

export default function LimeInputCompletePage({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageTitle>登録完了</PageTitle>
			<h1>連絡先情報を登録しました</h1>
			<div className="card lime-done">
				<p>ご協力ありがとうございました。お手続きは以上です。このページを閉じてください。</p>
				<p>
					メールアドレスも変更する場合は、<Link to={loaderData.emailPath}>メールアドレスの変更</Link>
					からお手続きください。
				</p>
			</div>
		</>
	);
}
