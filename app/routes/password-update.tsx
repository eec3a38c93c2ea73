import { PageTitle } from "../components/page-title";

export default function PasswordUpdatePage() {
	return (
		<>
			<PageTitle>パスワード変更</PageTitle>
			<h1>パスワード変更</h1>
			<p>新しいパスワードを設定します。</p>
		</>
	);
}
