import { PageTitle } from "../components/page-title";
import { optionalNonZeroIntegerQuery } from "../lib/params";
import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
	return { kenpoUserId: optionalNonZeroIntegerQuery(request, "kenpo_user") };
}

export default function HomePage() {
	return (
		<>
			<PageTitle>ホーム</PageTitle>
			<h1>ホーム</h1>
			<p>準備中の内容はありません。</p>
		</>
	);
}
