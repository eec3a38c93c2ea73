import { requireMember } from "../auth/guard.server";
import { PageTitle } from "../components/page-title";
import { APP_MANUAL_PAGES, isHelpSlug } from "../content/help-pages";
import { pageNotFound } from "../lib/params";
import type { Route } from "./+types/app-manual";

/** Webview layout, but a member page (the login help pages beside it are public). */
export const middleware = [requireMember];

export function loader({ params, request }: Route.LoaderArgs) {
	if (!isHelpSlug(APP_MANUAL_PAGES, params.page)) pageNotFound(request);
	return { title: APP_MANUAL_PAGES[params.page] };
}

export default function AppManualPage({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageTitle>{loaderData.title}</PageTitle>
			<h1>{loaderData.title}</h1>
		</>
	);
}
