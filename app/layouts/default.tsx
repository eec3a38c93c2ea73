import { Outlet } from "react-router";
import { DefaultShell } from "../components/shells";

export default function DefaultLayout() {
	return (
		<DefaultShell>
			<Outlet />
		</DefaultShell>
	);
}
