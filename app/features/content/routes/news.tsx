import { redirect } from "react-router";
import { PageTitle } from "#app/components/page-title";
import { pageNumberQuery } from "#app/lib/urls/params";
import { pageRead } from "#app/request/error-policy.server";
import { NewsList } from "../components/news-list";
import { Pagination } from "../components/pagination";
import { StaleNote } from "../components/stale-note";
import css from "../content.css?url";
import { newsPageHref } from "../data/news-pages";
import type { Route } from "./+types/news";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

export async function loader({ request, context }: Route.LoaderArgs) {
	// A page number that is no number (0, abc) means the list itself: the first page, at its own URL
	// (docs/decisions/140-news-page-numbers.md).
	const page = pageNumberQuery(request);
	if (page === null) throw redirect(newsPageHref(1));
	const result = await pageRead({ context, request }, (orange) => orange.listNews({ query: { page: page ?? 1 } }));
	const { items, totalPages, totalCount } = result.data;
	// The API answers an empty page past the end: an old link after news expired goes to the last page.
	// Page 1 of no news at all is the empty state.
	if (page !== undefined && page > Math.max(totalPages, 1)) throw redirect(newsPageHref(totalPages));
	return { items, page: page ?? 1, totalPages, totalCount, stale: result.stale ?? false };
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
				<NewsList items={items} fromPage={page} />
			)}
			<Pagination page={page} totalPages={totalPages} hrefOf={newsPageHref} />
		</>
	);
}
