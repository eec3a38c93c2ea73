import { Outlet } from "react-router";

/*
 * Access: anyone, signed in or not. No check runs; the layout exists so that
 * app/routes.ts shows who may see every page (docs/routes.md).
 */

export default function PublicAccess() {
	return <Outlet />;
}
