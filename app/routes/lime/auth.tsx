import { PageTitle } from "../../components/page-title";

export default function LimeAuthPage() {
	return (
		<>
			<PageTitle>ご本人確認</PageTitle>
			<h1>ご本人確認</h1>
		</>
	);
}
