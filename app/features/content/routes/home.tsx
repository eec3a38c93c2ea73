import { Link } from "react-router";
import { hydrateLater } from "#app/components/hydrate-later";
import { PageTitle } from "#app/components/page-title";
import { pageRead } from "#app/lib/api/policy.server";
import { configContext } from "#app/lib/context.server";
import { formatPublishedAt, jstDateOf } from "#app/lib/format";
import { requireLoadedMember } from "#app/lib/member.server";
import { optionalNonZeroIntegerQuery } from "#app/lib/params";
import { NewsList } from "../components/news-list";
import css from "../content.css?url";
import { allowedImageUrl } from "../sanitize-html.server";
import type { Route } from "./+types/home";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

/**
 * The charts with their summaries (their glue loads frappe-charts after hydration) and the guidance panel (markup
 * only) are chunks loaded after the first load: the server renders them in the same pass, and the
 * browser keeps that markup until they are there (docs/decisions/068-first-load-our-code.md).
 */
const HomeCharts = hydrateLater(() => import("../charts/home-charts"));
const GuidanceSection = hydrateLater(() =>
	import("../components/guidance").then((m) => ({ default: m.GuidanceSection })),
);

/** Home shows the newest few; the rest are a click away on /news. */
const HOME_NEWS_COUNT = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
	await Promise.all([HomeCharts.preload(), GuidanceSection.preload()]);
	// docs/routes.md: kenpo_user, when present, must be a non-zero integer (else 404); it selects the articles.
	const kenpoUserId = optionalNonZeroIntegerQuery(request, "kenpo_user");
	const { currentUser, detail } = requireLoadedMember(context);
	const config = context.get(configContext);
	const [healthSupports, news] = await pageRead({ context, request }, (orange) =>
		Promise.all([
			orange.listHealthSupports({ query: kenpoUserId === undefined ? {} : { kenpoUserId } }),
			orange.listNews({ query: {} }),
		]),
	);
	return {
		name: currentUser.name,
		guidance: detail.specificHealthGuidance,
		weightSeries: detail.weightSeries,
		stepSeries: detail.stepSeries,
		// Images only from hosts the CSP allows: any other would show as broken.
		healthSupports: healthSupports.data.items.map((article) => ({
			...article,
			imageUrl: article.imageUrl && allowedImageUrl(article.imageUrl, config.CONTENT_IMAGE_ORIGINS),
		})),
		news: news.data.items.slice(0, HOME_NEWS_COUNT),
		hasMoreNews: news.data.totalCount > HOME_NEWS_COUNT,
	};
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
	const { name, guidance, weightSeries, stepSeries, healthSupports, news, hasMoreNews } = loaderData;
	return (
		<>
			<PageTitle>ホーム</PageTitle>
			<h1>{name ? `ようこそ、${name}さん` : "ようこそ"}</h1>
			<p className="lead">今日も健康づくりを続けましょう。保健指導の予定と、体重・歩数の記録をご確認いただけます。</p>

			<GuidanceSection guidance={guidance} />

			<section aria-labelledby="records-heading" id="records" className="content-section">
				<h2 id="records-heading">体重と歩数の記録</h2>
				<p className="muted">アプリで記録した直近12週間の、週ごとの平均です。記録のない週はグラフに表示されません。</p>
				<HomeCharts weightSeries={weightSeries} stepSeries={stepSeries} />
				<p>
					<Link to="/app_manual/weight_input">体重の入力方法</Link>・
					<Link to="/app_manual/step_count_input">歩数の入力方法</Link>
				</p>
			</section>

			<section aria-labelledby="health-support-heading" id="health-support" className="content-section">
				<h2 id="health-support-heading">健康サポート</h2>
				{healthSupports.length === 0 ? (
					<p>現在お届けしている記事はありません。</p>
				) : (
					<ul className="article-list">
						{healthSupports.map((article) => (
							<li key={article.id} className="article-list__item card">
								{article.imageUrl ? (
									<img
										src={article.imageUrl}
										alt=""
										width={96}
										height={72}
										loading="lazy"
										className="article-list__image"
									/>
								) : null}
								<div>
									<Link to={`/health_support/${article.id}`} className="article-list__title">
										{article.title}
									</Link>
									<p className="article-list__summary">{article.summary}</p>
									<p className="muted article-list__date">
										<time dateTime={jstDateOf(article.publishedAt)}>{formatPublishedAt(article.publishedAt)}</time>
									</p>
								</div>
							</li>
						))}
					</ul>
				)}
			</section>

			<section aria-labelledby="news-heading" className="content-section">
				<h2 id="news-heading">お知らせ</h2>
				{news.length === 0 ? <p>新しいお知らせはありません。</p> : <NewsList items={news} />}
				{hasMoreNews ? (
					<p>
						<Link to="/news">お知らせをすべて見る</Link>
					</p>
				) : null}
			</section>
		</>
	);
}
