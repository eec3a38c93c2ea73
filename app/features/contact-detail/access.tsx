import { Outlet } from "react-router";
import { requireLimeAccess } from "./session.server";

/*
 * Access: this browser identified itself for this very link on /auth (it holds
 * the link's access token); otherwise back to /auth (docs/routes.md).
 */

export const middleware = [requireLimeAccess];

export default function LimeAccess() {
	return <Outlet />;
}
