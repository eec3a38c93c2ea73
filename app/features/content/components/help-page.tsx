import { hydrateLater } from "#app/components/hydrate-later";
import { PageTitle } from "#app/components/page-title";
import type { HelpKind } from "../data/help-pages";
import type { ContentVariant } from "../data/links";

/*
 * The page around a help article (../routes/login-help.tsx, ../routes/app-manual.tsx): the article
 * is rendered from ../data/help-pages.ts in its own chunk (docs/performance.md, "Static content");
 * the loader is ../help-page.server.ts.
 */

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
