import { type MiddlewareFunction, redirect } from "react-router";
import { cookiesContext } from "../lib/context.server";
import { rememberablePath } from "./return-path";

/** Where sign-in starts, remembering the page asked for when it may be remembered. */
export function loginPath(requestUrl: string | URL): string {
	const url = new URL(requestUrl);
	const path = rememberablePath(`${url.pathname}${url.search}`);
	return path && path !== "/" ? `/login?returnTo=${encodeURIComponent(path)}` : "/login";
}

/** SPEC §4: pages without the no-auth flag need a signed-in member. */
export const requireMember: MiddlewareFunction<Response> = ({ request, context }) => {
	if (!context.get(cookiesContext).session.value) throw redirect(loginPath(request.url));
};
