import { PageTitle } from "../components/page-title";

export default function PasswordResetRequestPage() {
	return (
		<>
			<PageTitle>パスワードの再設定</PageTitle>
			<h1>パスワードの再設定</h1>
			<p>ご登録のメールアドレスに再設定用のURLをお送りします。</p>
		</>
	);
}
