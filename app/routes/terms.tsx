import { PageTitle } from "../components/page-title";

export default function TermsPage() {
	return (
		<>
			<PageTitle>利用規約</PageTitle>
			<h1>利用規約</h1>
			<p>サービスの利用規約です。</p>
		</>
	);
}
