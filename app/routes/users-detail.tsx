import { PageTitle } from "../components/page-title";

export default function UsersDetailPage() {
	return (
		<>
			<PageTitle>会員情報</PageTitle>
			<h1>会員情報</h1>
			<p>ご登録の会員情報です。</p>
		</>
	);
}
