import { pageNotFound } from "#app/lib/params";
import { HelpArticle } from "../components/help-article";
import css from "../content.css?url";
import { helpPageOf } from "../data/help-pages";
import type { Route } from "./+types/app-manual";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

export function loader({ params, request }: Route.LoaderArgs) {
	return helpPageOf("app_manual", params.page) ?? pageNotFound(request);
}

export default function AppManualPage({ loaderData }: Route.ComponentProps) {
	return <HelpArticle {...loaderData} variant="user" />;
}
