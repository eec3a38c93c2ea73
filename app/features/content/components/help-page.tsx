import { Link } from "react-router";
import { hydrateLater } from "#app/components/hydrate-later";
import { PageTitle } from "#app/components/page-title";
import { PolicyLinks } from "#app/components/policy-links";
import type { HelpKind } from "../data/help-pages";
import type { ContentVariant } from "../data/links";

/* The page around a help article, which comes from its own chunk (docs/performance.md). */

export const HelpArticle = hydrateLater(() => import("./help-article"));

export function HelpPage({
	title,
	kind,
	slug,
	variant,
	fromWeb = false,
}: {
	title: string;
	kind: HelpKind;
	slug: string;
	variant: ContentVariant;
	/** An app manual opened from the web portal: no app chrome around it, so the way home is on the page. */
	fromWeb?: boolean;
}) {
	return (
		<>
			<PageTitle>{title}</PageTitle>
			<HelpArticle kind={kind} slug={slug} variant={variant} fromWeb={fromWeb} />
			{fromWeb ? (
				<nav aria-label="ページ移動" className="help-page__way-home">
					<Link to="/" className="button button--secondary">
						ホームへ戻る
					</Link>
				</nav>
			) : null}
			{/* The app's web view has no footer: its help pages carry the policies instead. */}
			{variant === "user" ? (
				<nav aria-label="個人情報とアクセシビリティ" className="help-page__policies policy-nav">
					<PolicyLinks />
				</nav>
			) : null}
		</>
	);
}
