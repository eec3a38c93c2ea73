import { Outlet } from "react-router";
import { arrivingWith } from "#app/components/hydrate-later";
import { DefaultShell, SiteMenu } from "#app/components/shells";

/** Signed-in chrome: member navigation and sign-out. Who may see the pages: app/routes.ts. */
export default function DefaultLayout() {
	return (
		<DefaultShell>
			<Outlet />
		</DefaultShell>
	);
}

/** Coming from a signed-out page (after the PIN, a forced change), the menu shows with the page. */
export const clientMiddleware = [arrivingWith(SiteMenu)];
