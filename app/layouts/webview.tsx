import { Outlet } from "react-router";
import { WebviewShell } from "../components/shells";

export default function WebviewLayout() {
	return (
		<WebviewShell>
			<Outlet />
		</WebviewShell>
	);
}
