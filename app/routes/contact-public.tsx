import { PageTitle } from "../components/page-title";

export default function ContactPublicPage() {
	return (
		<>
			<PageTitle>お問い合わせ</PageTitle>
			<h1>お問い合わせ</h1>
			<p>サービスについてのお問い合わせを受け付けます。</p>
		</>
	);
}
