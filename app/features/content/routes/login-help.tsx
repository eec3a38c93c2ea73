import { Link } from "react-router";
import { HelpPage } from "../components/help-page";
import css from "../content.css?url";
import { loadHelpPage } from "../help-page.server";
import type { Route } from "./+types/login-help";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: css }];

/** Public: read by members who cannot sign in (docs/decisions/005-route-table.md). */
export function loader({ params, request }: Route.LoaderArgs) {
	return loadHelpPage("login", params.page, request);
}

export default function LoginHelpPage({ loaderData, params }: Route.ComponentProps) {
	return (
		<>
			<HelpPage title={loaderData.title} kind="login" slug={params.page} variant="public" />
			{/* The way back: /login starts the sign-in on the server, hence a document navigation. */}
			<p className="help-way-back">
				<Link className="button button--secondary" to="/login" reloadDocument>
					ログイン画面へ戻る
				</Link>
			</p>
		</>
	);
}
