import { redirect } from "react-router";
import { signOut } from "#app/session/sign-out.server";
import type { Route } from "./+types/logout";

/** POST only (GET never changes state). `redirect=false` suppresses the trip to /login (webview). */
export async function action({ request, context }: Route.ActionArgs) {
	const form = await request.formData().catch(() => null);
	await signOut(context);
	if (form?.get("redirect") === "false") return new Response(null, { status: 204 });
	throw redirect("/login");
}
