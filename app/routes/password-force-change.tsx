import { requireMember } from "../auth/guard.server";
import { PageTitle } from "../components/page-title";
import { loadCurrentUserOnly } from "../lib/member.server";

/** Unauthenticated layout, but SPEC §2 gives this page no no-auth flag. */
export const middleware = [requireMember, loadCurrentUserOnly];

export default function PasswordForceChangePage() {
	return (
		<>
			<PageTitle>パスワード変更のお願い</PageTitle>
			<h1>パスワード変更のお願い</h1>
			<p>安全のため、パスワードの変更をお願いします。</p>
		</>
	);
}
