import { PageTitle } from "../../components/page-title";

export default function LimeInputPage() {
	return (
		<>
			<PageTitle>連絡先情報の入力</PageTitle>
			<h1>連絡先情報の入力</h1>
		</>
	);
}
