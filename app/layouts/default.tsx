import { Outlet } from "react-router";
import { DefaultShell } from "#app/components/shells";
import { loadMember } from "#app/lib/member.server";
import { requireMember } from "#app/session/guard.server";

/** Every page in this layout needs a signed-in member, loaded afresh on each navigation (SPEC §4). */
export const middleware = [requireMember, loadMember];

export default function DefaultLayout() {
	return (
		<DefaultShell>
			<Outlet />
		</DefaultShell>
	);
}
