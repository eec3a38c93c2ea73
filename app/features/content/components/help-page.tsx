import { hydrateLater } from "#app/components/hydrate-later";
import { PageTitle } from "#app/components/page-title";
import type { HelpKind } from "../data/help-pages";
import type { ContentVariant } from "../data/links";

/* The page around a help article, which comes from its own chunk (docs/performance.md). */

export const HelpArticle = hydrateLater(() => import("./help-article"));

export function HelpPage({
	title,
	kind,
	slug,
	variant,
}: {
	title: string;
	kind: HelpKind;
	slug: string;
	variant: ContentVariant;
}) {
	return (
		<>
			<PageTitle>{title}</PageTitle>
			<HelpArticle kind={kind} slug={slug} variant={variant} />
		</>
	);
}
