import { PageTitle } from "../components/page-title";

export default function FaqPage() {
	return (
		<>
			<PageTitle>よくある質問</PageTitle>
			<h1>よくある質問</h1>
			<p>よくお寄せいただくご質問と回答です。</p>
		</>
	);
}
