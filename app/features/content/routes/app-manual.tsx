import { hydrateLater } from "#app/components/hydrate-later";
import { PageTitle } from "#app/components/page-title";
import { pageNotFound } from "#app/lib/params";
import css from "../content.css?url";
import { helpPageOf } from "../data/help-pages";
import type { Route } from "./+types/app-manual";

const HelpArticle = hydrateLater(() => import("../components/help-article"));

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

export async function loader({ params, request }: Route.LoaderArgs) {
	await HelpArticle.preload();
	const help = helpPageOf("app_manual", params.page);
	// Only the title: the article is rendered from ../data/help-pages.ts (docs/performance.md, "Static content").
	return help ? { title: help.title } : pageNotFound(request);
}

export default function AppManualPage({ loaderData, params }: Route.ComponentProps) {
	return (
		<>
			<PageTitle>{loaderData.title}</PageTitle>
			<HelpArticle kind="app_manual" slug={params.page} variant="user" />
		</>
	);
}
