import { PageTitle } from "#app/components/page-title";
import { optionalNonZeroIntegerQuery, pageNotFound } from "#app/lib/urls/params";
import { pageRead } from "#app/request/error-policy.server";
import { NewsList } from "../components/news-list";
import { Pagination } from "../components/pagination";
import { StaleNote } from "../components/stale-note";
import css from "../content.css?url";
import type { Route } from "./+types/news";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

export async function loader({ request, context }: Route.LoaderArgs) {
	// `page` follows the id rule (non-zero integer, else 404); absent is the first page.
	const page = optionalNonZeroIntegerQuery(request, "page") ?? 1;
	const result = await pageRead({ context, request }, (orange) => orange.listNews({ query: { page } }));
	const { items, totalPages, totalCount } = result.data;
	// The API answers an empty page past the end; for a page that does not exist that is a 404
	// (docs/decisions/023-news-and-links.md). Page 1 of no news at all is the empty state.
	if (page > Math.max(totalPages, 1)) pageNotFound(request);
	return { items, page, totalPages, totalCount, stale: result.stale ?? false };
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
	const { items, page, totalPages, totalCount, stale } = loaderData;
	const title = page > 1 ? `お知らせ（${page}ページ目）` : "お知らせ";
	return (
		<>
			<PageTitle>{title}</PageTitle>
			<h1>お知らせ</h1>
			<p className="lead">
				健康保険組合からのお知らせです。
				{totalCount > 0 ? (
					<span className="muted">
						（全{totalCount}件{totalPages > 1 ? `・${page}／${totalPages}ページ` : ""}）
					</span>
				) : null}
			</p>
			{stale ? <StaleNote /> : null}
			{items.length === 0 ? (
				<div className="card empty-state">
					<p>現在、お知らせはありません。新しいお知らせが届くと、こちらに表示されます。</p>
				</div>
			) : (
				<NewsList items={items} />
			)}
			<Pagination
				page={page}
				totalPages={totalPages}
				hrefOf={(number) => (number === 1 ? "/news" : `/news?page=${number}`)}
			/>
		</>
	);
}
