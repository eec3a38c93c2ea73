import { HelpPage } from "../components/help-page";
import css from "../content.css?url";
import { loadHelpPage } from "../help-page.server";
import type { Route } from "./+types/app-manual";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

export function loader({ params, request }: Route.LoaderArgs) {
	return loadHelpPage("app_manual", params.page, request);
}

export default function AppManualPage({ loaderData, params }: Route.ComponentProps) {
	return <HelpPage title={loaderData.title} kind="app_manual" slug={params.page} variant="user" />;
}
