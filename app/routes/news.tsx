import { PageTitle } from "../components/page-title";

export default function NewsPage() {
	return (
		<>
			<PageTitle>お知らせ</PageTitle>
			<h1>お知らせ</h1>
			<p>健康保険組合からのお知らせです。</p>
		</>
	);
}
