import { PageTitle } from "../components/page-title";
import { requireNonZeroInteger } from "../lib/params";
import type { Route } from "./+types/news-detail";

export function loader({ params, request }: Route.LoaderArgs) {
	return { id: requireNonZeroInteger(params.id, request) };
}

export default function NewsDetailPage() {
	return (
		<>
			<PageTitle>お知らせ</PageTitle>
			<h1>お知らせ</h1>
			<p>準備中の内容はありません。</p>
		</>
	);
}
