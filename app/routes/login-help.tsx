import { PageTitle } from "../components/page-title";
import { isHelpSlug, LOGIN_HELP_PAGES } from "../content/help-pages";
import { pageNotFound } from "../lib/params";
import type { Route } from "./+types/login-help";

export function loader({ params, request }: Route.LoaderArgs) {
	if (!isHelpSlug(LOGIN_HELP_PAGES, params.page)) pageNotFound(request);
	return { title: LOGIN_HELP_PAGES[params.page] };
}

export default function LoginHelpPage({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageTitle>{loaderData.title}</PageTitle>
			<h1>{loaderData.title}</h1>
		</>
	);
}
