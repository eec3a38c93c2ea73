import { Outlet } from "react-router";
import { loadMember } from "#app/lib/member.server";
import { requireMember } from "#app/session/guard.server";

/*
 * Access: a signed-in member, loaded afresh (current user and detail) on every
 * request. A member who still owes two-factor or a password change is sent
 * there by the API's answer to that load (docs/routes.md, docs/status-rules.md).
 */

export const middleware = [requireMember, loadMember];

export default function MemberAccess() {
	return <Outlet />;
}
