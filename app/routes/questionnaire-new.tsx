import { requireMember } from "../auth/guard.server";
import { PageTitle } from "../components/page-title";
import { requireNonZeroInteger } from "../lib/params";
import type { Route } from "./+types/questionnaire-new";

/** Webview layout, but a member page (the login help pages beside it are public). */
export const middleware = [requireMember];

export function loader({ params, request }: Route.LoaderArgs) {
	return { id: requireNonZeroInteger(params.id, request) };
}

export default function QuestionnaireNewPage() {
	return (
		<>
			<PageTitle>アンケート</PageTitle>
			<h1>アンケート</h1>
			<p>準備中の内容はありません。</p>
		</>
	);
}
