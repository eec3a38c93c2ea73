import { PageTitle } from "../components/page-title";

export default function LoginPage() {
	return (
		<>
			<PageTitle>ログイン</PageTitle>
			<h1>ログイン</h1>
			<p>ログイン画面へ移動します。</p>
		</>
	);
}
