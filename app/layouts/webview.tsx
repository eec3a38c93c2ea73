import { Outlet } from "react-router";
import { WebviewShell } from "#app/components/shells";

export default function WebviewLayout() {
	return (
		<WebviewShell>
			<Outlet />
		</WebviewShell>
	);
}
