import { Link } from "react-router";
import { PageTitle } from "#app/components/page-title";
import { formatPublishedAt, jstDateOf } from "#app/lib/japanese/dates";
import { requireNonZeroInteger } from "#app/lib/urls/params";
import { configContext } from "#app/request/context.server";
import { pageRead } from "#app/request/error-policy.server";
import { HtmlContent } from "../components/html-content";
import css from "../content.css?url";
import { allowedImageUrl, sanitizeHtml } from "../sanitize-html.server";
import type { Route } from "./+types/health-support";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const id = requireNonZeroInteger(params.id, request);
	const imageOrigins = context.get(configContext).CONTENT_IMAGE_ORIGINS;
	const { data: article } = await pageRead({ context, request }, (orange) =>
		orange.getHealthSupport({ params: { id } }),
	);
	return {
		title: article.title,
		summary: article.summary,
		publishedAt: article.publishedAt,
		imageUrl: article.imageUrl && allowedImageUrl(article.imageUrl, imageOrigins),
		body: sanitizeHtml(article.body, { imageOrigins }),
	};
}

export default function HealthSupportPage({ loaderData }: Route.ComponentProps) {
	const { title, summary, publishedAt, imageUrl, body } = loaderData;
	return (
		<article className="health-article">
			<PageTitle>{title}</PageTitle>
			<p className="news-article__meta">
				<span className="badge badge--health">健康サポート</span>
				<time dateTime={jstDateOf(publishedAt)}>{formatPublishedAt(publishedAt)}</time>
			</p>
			<h1>{title}</h1>
			<p className="lead">{summary}</p>
			{imageUrl ? <img src={imageUrl} alt="" width={640} height={360} className="health-article__image" /> : null}
			<HtmlContent html={body} />
			<p>
				<Link to="/#health-support">健康サポートの記事一覧へ戻る</Link>
			</p>
		</article>
	);
}
