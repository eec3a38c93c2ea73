import { PageTitle } from "../components/page-title";

export default function TokenExpiredPage() {
	return (
		<>
			<PageTitle>URLの有効期限切れ</PageTitle>
			<h1>URLの有効期限切れ</h1>
			<p>このURLは有効期限が切れているか、すでに使用されています。</p>
		</>
	);
}
