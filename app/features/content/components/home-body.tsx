import { Link } from "react-router";
import type { SpecificHealthGuidance } from "#app/contract/orange/current-user";
import { formatPublishedAt, jstDateOf } from "#app/lib/japanese/dates";
import { fromWebHref } from "#app/lib/urls/opened-from-web";
import HomeCharts from "../charts/home-charts";
import type { WeeklyPoint } from "../charts/series";
import { GuidanceSection } from "./guidance";
import { NewsList, type NewsListItem } from "./news-list";
import { StaleNote } from "./stale-note";

type HealthSupportCard = {
	id: number;
	title: string;
	summary: string;
	publishedAt: string;
	imageUrl?: string | null;
};

/** Home below its heading, drawn on the server and hydrated later: guidance, charts, articles, news. */
export default function HomeBody({
	guidance,
	today,
	weightSeries,
	stepSeries,
	healthSupports,
	news,
	hasMoreNews,
	newsStale,
}: {
	guidance: SpecificHealthGuidance | null;
	/** YYYY-MM-DD in Japan, from the server: what is overdue and what is next. */
	today: string;
	weightSeries: readonly WeeklyPoint[];
	stepSeries: readonly WeeklyPoint[];
	healthSupports: readonly HealthSupportCard[];
	/** Null when the news could not be had just now: the rest of home shows. */
	news: readonly NewsListItem[] | null;
	hasMoreNews: boolean;
	/** The API failed and this is the last good copy. */
	newsStale: boolean;
}) {
	return (
		<>
			<p className="lead">今日も健康づくりを続けましょう。保健指導の予定と、体重・歩数の記録をご確認いただけます。</p>
			{/* お知らせ (a desk closing, a deadline) sit last: the top of home leads to every section. */}
			<nav aria-label="ホームの内容" className="section-jumps">
				<ul>
					<li>
						<a href="#news">お知らせ</a>
					</li>
					<li>
						<a href="#guidance">特定保健指導</a>
					</li>
					<li>
						<a href="#records">体重と歩数の記録</a>
					</li>
					<li>
						<a href="#health-support">健康サポート</a>
					</li>
				</ul>
			</nav>

			<GuidanceSection guidance={guidance} today={today} />

			<section aria-labelledby="records-heading" id="records" className="content-section">
				<h2 id="records-heading">体重と歩数の記録</h2>
				<p className="muted">
					アプリで記録した直近12週間の、週ごとの平均です。記録のない週は、グラフでは空いたままになります。
				</p>
				<HomeCharts weightSeries={weightSeries} stepSeries={stepSeries} />
				<p>
					<Link to={fromWebHref("/app_manual/weight_input")}>体重の入力方法</Link>・
					<Link to={fromWebHref("/app_manual/step_count_input")}>歩数の入力方法</Link>
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

			<section aria-labelledby="news-heading" id="news" className="content-section">
				<h2 id="news-heading">お知らせ</h2>
				{news === null ? (
					<p className="section-failure" role="status">
						お知らせを表示できませんでした。時間をおいて
						<a href="/">再読み込み</a>
						してください。
					</p>
				) : news.length === 0 ? (
					<p>新しいお知らせはありません。</p>
				) : (
					<>
						{newsStale ? <StaleNote /> : null}
						<NewsList items={news} />
					</>
				)}
				{hasMoreNews ? (
					<p>
						<Link to="/news" className="link-action">
							お知らせをすべて見る
						</Link>
					</p>
				) : null}
			</section>
		</>
	);
}
