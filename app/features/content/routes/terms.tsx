import { PageTitle } from "#app/components/page-title";
import { formatDate } from "#app/lib/japanese/dates";
import css from "../content.css?url";
import { TERMS_ARTICLES, TERMS_PREAMBLE, TERMS_SUPPLEMENTARY, TERMS_TITLE } from "../data/terms";
import type { Route } from "./+types/terms";

/* Mounted twice (app/routes.ts): /terms (public) and /terms/user (signed in); one text. */

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

const ENACTED_ON = TERMS_SUPPLEMENTARY[0].date;

export default function TermsPage() {
	return (
		<article className="terms">
			<PageTitle>利用規約</PageTitle>
			<h1>利用規約</h1>
			<p className="terms__title">{TERMS_TITLE}</p>
			<p className="muted">
				<time dateTime={ENACTED_ON}>{formatDate(ENACTED_ON)}</time>制定
			</p>
			<p>{TERMS_PREAMBLE}</p>
			<nav aria-label="目次" className="toc">
				<h2 className="toc__title">目次</h2>
				<ol>
					{TERMS_ARTICLES.map((article) => (
						<li key={article.id}>
							<a href={`#${article.id}`}>
								第{article.number}条（{article.title}）
							</a>
						</li>
					))}
				</ol>
			</nav>
			{TERMS_ARTICLES.map((article) => (
				<section key={article.id} aria-labelledby={article.id} className="terms__article">
					<h2 id={article.id}>
						第{article.number}条（{article.title}）
					</h2>
					{article.clauses.length === 1 ? (
						<Clause clause={article.clauses[0]} />
					) : (
						<ol className="terms__clauses">
							{article.clauses.map((clause) => (
								<li key={clause.text}>
									<Clause clause={clause} />
								</li>
							))}
						</ol>
					)}
				</section>
			))}
			<section aria-labelledby="supplementary" className="terms__article">
				<h2 id="supplementary">附則</h2>
				{TERMS_SUPPLEMENTARY.map((entry) => (
					<p key={entry.date}>{entry.text}</p>
				))}
			</section>
		</article>
	);
}

function Clause({ clause }: { clause: { text: string; items?: readonly string[] } | undefined }) {
	if (!clause) return null;
	return (
		<>
			<p>{clause.text}</p>
			{clause.items ? (
				<ol className="terms__items">
					{clause.items.map((item) => (
						<li key={item}>{item}</li>
					))}
				</ol>
			) : null}
		</>
	);
}
