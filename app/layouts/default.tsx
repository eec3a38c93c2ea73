import { Outlet } from "react-router";
import { DefaultShell } from "#app/components/shells";

/** Signed-in chrome: member navigation and sign-out. Who may see the pages: app/routes.ts. */
export default function DefaultLayout() {
	return (
		<DefaultShell>
			<Outlet />
		</DefaultShell>
	);
}
