import { pageNotFound } from "#app/lib/params";
import { HelpArticle } from "../components/help-article";
import css from "../content.css?url";
import { helpPageOf } from "../data/help-pages";
import type { Route } from "./+types/login-help";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

/** Public: read by members who cannot sign in (docs/decisions/005-route-table.md). */
export function loader({ params, request }: Route.LoaderArgs) {
	return helpPageOf("login", params.page) ?? pageNotFound(request);
}

export default function LoginHelpPage({ loaderData }: Route.ComponentProps) {
	return <HelpArticle {...loaderData} variant="public" />;
}
