import { Link } from "react-router";
import { fromWebHref } from "#app/lib/urls/opened-from-web";
import { type HelpKind, helpPageOf } from "../data/help-pages";
import { type ContentLink, type ContentVariant, resolveContentLink } from "../data/links";

function ContentLinks({ links, variant }: { links: readonly ContentLink[]; variant: ContentVariant }) {
	return (
		<ul className="content-links">
			{links.map((link) => (
				<li key={link.to}>
					<Link to={resolveContentLink(link.to, variant)}>{link.label}</Link>
				</li>
			))}
		</ul>
	);
}

/** One help page (/app_manual/*, members; /app_manual/login/*, public), fed by ../data/help-pages.ts. */
export default function HelpArticle({
	kind,
	slug,
	variant,
	fromWeb = false,
}: {
	kind: HelpKind;
	slug: string;
	variant: ContentVariant;
	/** Opened from the web portal: the other manuals keep that, and with it the way home. */
	fromWeb?: boolean;
}) {
	const help = helpPageOf(kind, slug);
	if (!help) return null;
	const { title, page, related, relatedLabel } = help;
	return (
		<article className="help-article">
			<h1>{title}</h1>
			<p className="lead">{page.lead}</p>
			{page.sections.map((section) => (
				<section key={section.heading} className="help-article__section">
					<h2>{section.heading}</h2>
					{section.paragraphs?.map((paragraph) => (
						<p key={paragraph}>{paragraph}</p>
					))}
					{section.steps ? (
						<ol className="steps">
							{section.steps.map((step) => (
								<li key={step}>{step}</li>
							))}
						</ol>
					) : null}
					{section.notes ? (
						<ul className="notes">
							{section.notes.map((note) => (
								<li key={note}>{note}</li>
							))}
						</ul>
					) : null}
					{section.links ? <ContentLinks links={section.links} variant={variant} /> : null}
				</section>
			))}
			{related.length > 0 ? (
				<nav aria-label={relatedLabel} className="help-article__related">
					<h2>{relatedLabel}</h2>
					<ul>
						{related.map((item) => (
							<li key={item.href}>
								<Link to={fromWeb ? fromWebHref(item.href) : item.href}>{item.title}</Link>
							</li>
						))}
					</ul>
				</nav>
			) : null}
		</article>
	);
}

export { ContentLinks };
