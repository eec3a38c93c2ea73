import { PageTitle } from "#app/components/page-title";
import { formatDate } from "#app/lib/japanese/dates";
import { PolicyDesk } from "../components/policy-desk";
import css from "../content.css?url";
import {
	NEVER_REPORTED,
	PRIVACY_ARTICLES_AFTER,
	PRIVACY_ARTICLES_BEFORE,
	PRIVACY_ENACTED_ON,
	PRIVACY_PREAMBLE,
	PRIVACY_TITLE,
	type PrivacyArticle,
	PURPOSES_OF_USE,
	REPORTS_AND_ANALYTICS,
} from "../data/privacy";
import type { Route } from "./+types/privacy";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

const PURPOSES_HEADING = { id: "purposes", title: "取得する情報と利用目的" } as const;
const DESK_HEADING = { id: "desk", title: "お問い合わせ窓口" } as const;

/** 個人情報の取扱い: public, linked from every footer and from each form's purpose line (by section). */
export default function PrivacyPage() {
	return (
		<article className="terms">
			<PageTitle>{PRIVACY_TITLE}</PageTitle>
			<h1>{PRIVACY_TITLE}</h1>
			<p className="muted">
				<time dateTime={PRIVACY_ENACTED_ON}>{formatDate(PRIVACY_ENACTED_ON)}</time>制定
			</p>
			<p>{PRIVACY_PREAMBLE}</p>
			<nav aria-label="目次" className="toc">
				<h2 className="toc__title">目次</h2>
				<ol>
					{[...PRIVACY_ARTICLES_BEFORE, PURPOSES_HEADING, ...PRIVACY_ARTICLES_AFTER, DESK_HEADING].map((article) => (
						<li key={article.id}>
							<a href={`#${article.id}`}>{article.title}</a>
						</li>
					))}
				</ol>
			</nav>
			{PRIVACY_ARTICLES_BEFORE.map((article) => (
				<Article key={article.id} article={article} />
			))}
			<section aria-labelledby={PURPOSES_HEADING.id} className="terms__article">
				<h2 id={PURPOSES_HEADING.id}>{PURPOSES_HEADING.title}</h2>
				<p>当組合は、次の情報を、それぞれの利用目的の範囲でのみ利用します。</p>
				{PURPOSES_OF_USE.map((purpose) => (
					<section key={purpose.id} aria-labelledby={purpose.id} className="privacy-purpose">
						<h3 id={purpose.id}>{purpose.title}</h3>
						<dl className="privacy-purpose__list">
							<dt>取得する情報</dt>
							<dd>{purpose.what}</dd>
							<dt>利用目的</dt>
							<dd>
								<ul>
									{purpose.purposes.map((text) => (
										<li key={text}>{text}</li>
									))}
								</ul>
							</dd>
							<dt>保存期間</dt>
							<dd>{purpose.kept}</dd>
						</dl>
						{purpose.id === "error-reports" ? (
							<>
								<p>{REPORTS_AND_ANALYTICS.reports}</p>
								<ul className="privacy-never">
									{NEVER_REPORTED.map((kind) => (
										<li key={kind}>{kind}</li>
									))}
								</ul>
							</>
						) : null}
						{purpose.id === "analytics" ? <p>{REPORTS_AND_ANALYTICS.analytics}</p> : null}
					</section>
				))}
			</section>
			{PRIVACY_ARTICLES_AFTER.map((article) => (
				<Article key={article.id} article={article} />
			))}
			<PolicyDesk headingId={DESK_HEADING.id} heading={DESK_HEADING.title} />
		</article>
	);
}

function Article({ article }: { article: PrivacyArticle }) {
	return (
		<section aria-labelledby={article.id} className="terms__article">
			<h2 id={article.id}>{article.title}</h2>
			{article.paragraphs.map((text) => (
				<p key={text}>{text}</p>
			))}
			{article.items ? (
				<ul>
					{article.items.map((item) => (
						<li key={item}>{item}</li>
					))}
				</ul>
			) : null}
		</section>
	);
}
