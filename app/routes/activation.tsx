import { PageTitle } from "../components/page-title";

export default function ActivationPage() {
	return (
		<>
			<PageTitle>アカウントの有効化</PageTitle>
			<h1>アカウントの有効化</h1>
			<p>パスワードを設定してアカウントを有効にします。</p>
		</>
	);
}
