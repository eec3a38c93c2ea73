import { Outlet } from "react-router";
import { requireMember } from "../auth/guard.server";
import { DefaultShell } from "../components/shells";

/** Every page in this layout needs a signed-in member. */
export const middleware = [requireMember];

export default function DefaultLayout() {
	return (
		<DefaultShell>
			<Outlet />
		</DefaultShell>
	);
}
