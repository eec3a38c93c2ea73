import { Outlet } from "react-router";
import { UnauthenticatedShell } from "../components/shells";

export default function UnauthenticatedLayout() {
	return (
		<UnauthenticatedShell>
			<Outlet />
		</UnauthenticatedShell>
	);
}
