import { PageTitle } from "../components/page-title";

export default function PasswordForceChangePage() {
	return (
		<>
			<PageTitle>パスワード変更のお願い</PageTitle>
			<h1>パスワード変更のお願い</h1>
			<p>安全のため、パスワードの変更をお願いします。</p>
		</>
	);
}
