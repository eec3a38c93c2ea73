import { Link } from "react-router";
import { PageTitle } from "#app/components/page-title";
import { formatPublishedAt, jstDateOf } from "#app/lib/japanese/dates";
import { pageNumberQuery, requireNonZeroInteger } from "#app/lib/urls/params";
import { configContext } from "#app/request/context.server";
import { pageRead } from "#app/request/error-policy.server";
import { HtmlContent } from "../components/html-content";
import { LinkTypeBadge } from "../components/link-type-badge";
import { StaleNote } from "../components/stale-note";
import css from "../content.css?url";
import { EXTERNAL_SITE_NOTE, newsLinkOf } from "../data/news-links";
import { newsPageHref } from "../data/news-pages";
import { sanitizeHtml } from "../sanitize-html.server";
import type { Route } from "./+types/news-detail";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const newsId = requireNonZeroInteger(params.id, request);
	const { data: item, stale } = await pageRead({ context, request }, (orange) =>
		orange.getNews({ params: { newsId } }),
	);
	return {
		stale: stale ?? false,
		id: item.id,
		title: item.title,
		publishedAt: item.publishedAt,
		linkType: item.linkType,
		link: newsLinkOf(item),
		body: sanitizeHtml(item.body, { imageOrigins: context.get(configContext).CONTENT_IMAGE_ORIGINS }),
		// The list page the article was opened from; a wrong number is the first page, never an error.
		listHref: newsPageHref(pageNumberQuery(request) ?? 1),
	};
}

export default function NewsDetailPage({ loaderData }: Route.ComponentProps) {
	const { title, publishedAt, linkType, link, body, listHref, stale } = loaderData;
	return (
		<article className="news-article">
			<PageTitle>{title}</PageTitle>
			<p className="news-article__meta">
				<time dateTime={jstDateOf(publishedAt)}>{formatPublishedAt(publishedAt)}</time>
				<LinkTypeBadge linkType={linkType} />
			</p>
			<h1>{title}</h1>
			{stale ? <StaleNote /> : null}
			<HtmlContent html={body} />
			{link ? (
				<p className="news-article__link">
					{link.external ? (
						<a href={link.href} rel="noopener noreferrer" className="button button--secondary">
							{link.label}
							<span className="nowrap">{EXTERNAL_SITE_NOTE}</span>
						</a>
					) : (
						<Link to={link.href} className="button button--secondary">
							{link.label}
						</Link>
					)}
				</p>
			) : null}
			<p>
				<Link to={listHref}>お知らせ一覧へ戻る</Link>
			</p>
		</article>
	);
}
