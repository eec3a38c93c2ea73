import { PageTitle } from "../../components/page-title";

export default function LimeInputConfirmPage() {
	return (
		<>
			<PageTitle>入力内容の確認</PageTitle>
			<h1>入力内容の確認</h1>
		</>
	);
}
