import { Link, redirect } from "react-router";
import { PageTitle } from "#app/components/page-title";
import { UnauthenticatedShell } from "#app/components/shells";
import { SignOutForm } from "#app/components/sign-out-form";
import { cookiesContext } from "#app/request/context.server";
import { flashToast } from "#app/request/flash.server";
import { signOut } from "#app/request/sign-out.server";
import type { Route } from "./+types/logout";

const SIGNED_OUT_MESSAGE = "ログアウトしました";

/**
 * POST only (GET never changes state). Where the IdP has an end-session endpoint the browser goes
 * there and comes back to /login; `redirect=false` answers 204 instead (webview: the app ends it).
 */
export async function action({ request, context }: Route.ActionArgs) {
	const form = await request.formData().catch(() => null);
	const endSession = await signOut(context);
	// Signing out on purpose: nothing typed earlier waits on this browser for whoever comes next.
	context.get(cookiesContext).formDraft.clear();
	if (form?.get("redirect") === "false") return new Response(null, { status: 204 });
	// Said on a page of ours (/login stops to show it, with the way to sign in again), not by the IdP.
	flashToast(context, { type: "success", text: SIGNED_OUT_MESSAGE });
	throw redirect(endSession?.toString() ?? "/login");
}

/** GET /logout shows the sign-out button: a GET never changes state, and the page works without JavaScript. */
export default function LogoutPage() {
	return (
		<UnauthenticatedShell>
			<PageTitle>ログアウト</PageTitle>
			<h1>ログアウト</h1>
			<p className="lead">下のボタンを押すとログアウトします。</p>
			<SignOutForm label="ログアウトする" buttonClassName="button button--primary" className="form-actions">
				<Link to="/">ホームへ戻る</Link>
			</SignOutForm>
		</UnauthenticatedShell>
	);
}
