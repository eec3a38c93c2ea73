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
			{/* A way back for a member who came from a mail's link or the sign-in page. */}
			<p className="help-back">
				<Link to="/login">ログイン画面へ戻る</Link>
			</p>
		</>
	);
}
