import { openedFromWeb } from "#app/lib/urls/opened-from-web";
import { HelpPage } from "../components/help-page";
import css from "../content.css?url";
import { loadHelpPage } from "../help-page.server";
import type { Route } from "./+types/app-manual";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

export async function loader({ params, request }: Route.LoaderArgs) {
	const { title } = await loadHelpPage("app_manual", params.page, request);
	return { title, fromWeb: openedFromWeb(request.url) };
}

export default function AppManualPage({ loaderData, params }: Route.ComponentProps) {
	return (
		<HelpPage
			title={loaderData.title}
			kind="app_manual"
			slug={params.page}
			variant="user"
			fromWeb={loaderData.fromWeb}
		/>
	);
}
