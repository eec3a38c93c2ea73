import { Link } from "react-router";
import { PageTitle } from "#app/components/page-title";
import { raiseApiError } from "#app/lib/api/policy.server";
import { api } from "#app/lib/api/request.server";
import { configContext } from "#app/lib/context.server";
import { formatPublishedAt, jstDateOf } from "#app/lib/format";
import { requireNonZeroInteger } from "#app/lib/params";
import { HtmlContent } from "../components/html-content";
import css from "../content.css?url";
import { allowedImageUrl, sanitizeHtml } from "../sanitize-html.server";
import type { Route } from "./+types/health-support";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const id = requireNonZeroInteger(params.id, request);
	const imageOrigins = context.get(configContext).CONTENT_IMAGE_ORIGINS;
	const { data: article } = await api(context)
		.orange.getHealthSupport({ params: { id } })
		.catch((error: unknown) => raiseApiError(error, { context, request }));
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
