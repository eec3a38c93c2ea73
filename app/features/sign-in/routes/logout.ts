import { redirect } from "react-router";
import { signOut } from "#app/session/sign-out.server";
import type { Route } from "./+types/logout";

/**
 * POST only (GET never changes state). Where the IdP has an end-session endpoint the browser goes
 * there and comes back to /login; `redirect=false` answers 204 instead (webview: the app ends it).
 */
export async function action({ request, context }: Route.ActionArgs) {
	const form = await request.formData().catch(() => null);
	const endSession = await signOut(context);
	if (form?.get("redirect") === "false") return new Response(null, { status: 204 });
	throw redirect(endSession?.toString() ?? "/login");
}
