import { Link } from "react-router";
import { formatPublishedAt, jstDateOf } from "../components/content/format";
import { HtmlContent } from "../components/content/html-content";
import { LinkTypeBadge } from "../components/content/link-type-badge";
import { PageTitle } from "../components/page-title";
import { newsLinkOf } from "../content/news-links";
import { raiseApiError } from "../lib/api-error.server";
import { configContext } from "../lib/context.server";
import { requireNonZeroInteger } from "../lib/params";
import { sanitizeHtml } from "../lib/sanitize-html.server";
import { orangeClient } from "../lib/upstream.server";
import css from "../styles/content.css?url";
import type { Route } from "./+types/news-detail";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const newsId = requireNonZeroInteger(params.id, request);
	const { data: item } = await orangeClient(context)
		.getNews({ params: { newsId }, signal: request.signal })
		.catch((error: unknown) => raiseApiError(error, { context, request }));
	return {
		id: item.id,
		title: item.title,
		publishedAt: item.publishedAt,
		linkType: item.linkType,
		link: newsLinkOf(item),
		body: sanitizeHtml(item.body, { imageOrigins: context.get(configContext).CONTENT_IMAGE_ORIGINS }),
	};
}

export default function NewsDetailPage({ loaderData }: Route.ComponentProps) {
	const { title, publishedAt, linkType, link, body } = loaderData;
	return (
		<article className="news-article">
			<PageTitle>{title}</PageTitle>
			<p className="news-article__meta">
				<time dateTime={jstDateOf(publishedAt)}>{formatPublishedAt(publishedAt)}</time>
				<LinkTypeBadge linkType={linkType} />
			</p>
			<h1>{title}</h1>
			<HtmlContent html={body} />
			{link ? (
				<p className="news-article__link">
					{link.external ? (
						<a href={link.href} rel="noopener noreferrer" className="button button--secondary">
							{link.label}
						</a>
					) : (
						<Link to={link.href} className="button button--secondary">
							{link.label}
						</Link>
					)}
				</p>
			) : null}
			<p>
				<Link to="/news">お知らせ一覧へ戻る</Link>
			</p>
		</article>
	);
}
