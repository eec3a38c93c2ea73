import { loadMember } from "#app/lib/member.server";
import { pageNotFound } from "#app/lib/params";
import { requireMember } from "#app/session/guard.server";
import { HelpArticle } from "../components/help-article";
import css from "../content.css?url";
import { helpPageOf } from "../data/help-pages";
import type { Route } from "./+types/app-manual";

/**
 * Webview layout, but a member page (the login help pages beside it are public).
 * SPEC §4: a signed-in navigation loads the member, which also sends a member
 * who has not finished two-factor there first.
 */
export const middleware = [requireMember, loadMember];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

export function loader({ params, request }: Route.LoaderArgs) {
	return helpPageOf("app_manual", params.page) ?? pageNotFound(request);
}

export default function AppManualPage({ loaderData }: Route.ComponentProps) {
	return <HelpArticle {...loaderData} variant="user" />;
}
