import { PageTitle } from "../components/page-title";
import { requireNonZeroInteger } from "../lib/params";
import type { Route } from "./+types/health-support";

export function loader({ params, request }: Route.LoaderArgs) {
	return { id: requireNonZeroInteger(params.id, request) };
}

export default function HealthSupportPage() {
	return (
		<>
			<PageTitle>健康支援</PageTitle>
			<h1>健康支援</h1>
			<p>準備中の内容はありません。</p>
		</>
	);
}
