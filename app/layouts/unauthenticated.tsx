import { Outlet } from "react-router";
import { UnauthenticatedShell } from "#app/components/shells";

export default function UnauthenticatedLayout() {
	return (
		<UnauthenticatedShell>
			<Outlet />
		</UnauthenticatedShell>
	);
}
