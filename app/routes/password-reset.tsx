import { PageTitle } from "../components/page-title";

export default function PasswordResetPage() {
	return (
		<>
			<PageTitle>パスワードの再設定</PageTitle>
			<h1>パスワードの再設定</h1>
			<p>新しいパスワードを設定してください。</p>
		</>
	);
}
