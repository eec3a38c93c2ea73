import { Link } from "react-router";
import type { NewsLinkType } from "#app/contract/news-link-types";
import { formatPublishedAt, jstDateOf } from "#app/lib/japanese/dates";
import { newsArticleHref } from "../data/news-pages";
import { LinkTypeBadge } from "./link-type-badge";

export type NewsListItem = { id: number; title: string; publishedAt: string; linkType: NewsLinkType };

/** News titles, newest first, each with its date and what it is about; `fromPage` is the list page they are on. */
export function NewsList({ items, fromPage }: { items: readonly NewsListItem[]; fromPage?: number }) {
	return (
		<ul className="news-list">
			{items.map((item) => (
				<li key={item.id} className="news-list__item">
					<div className="news-list__meta">
						<time dateTime={jstDateOf(item.publishedAt)}>{formatPublishedAt(item.publishedAt)}</time>
						<LinkTypeBadge linkType={item.linkType} />
					</div>
					<Link to={newsArticleHref(item.id, fromPage)} className="news-list__title">
						{item.title}
					</Link>
				</li>
			))}
		</ul>
	);
}
