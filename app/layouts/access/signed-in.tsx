import { Outlet } from "react-router";
import { requireMember } from "#app/session/guard.server";

/*
 * Access: a signed-in member; nothing is loaded for them (the questionnaire
 * reads what it needs itself). Without a session: /login, coming back here
 * afterwards (docs/routes.md).
 */

export const middleware = [requireMember];

export default function SignedInAccess() {
	return <Outlet />;
}
