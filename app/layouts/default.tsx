import { Outlet } from "react-router";
import { requireMember } from "../auth/guard.server";
import { DefaultShell } from "../components/shells";
import { loadMember } from "../lib/member.server";

/** Every page in this layout needs a signed-in member, loaded afresh on each navigation (SPEC §4). */
export const middleware = [requireMember, loadMember];

export default function DefaultLayout() {
	return (
		<DefaultShell>
			<Outlet />
		</DefaultShell>
	);
}
