import { PageTitle } from "../components/page-title";

export default function CallbackPage() {
	return (
		<>
			<PageTitle>ログイン処理中</PageTitle>
			<h1>ログイン処理中</h1>
			<p>ログイン処理を行っています。</p>
		</>
	);
}
