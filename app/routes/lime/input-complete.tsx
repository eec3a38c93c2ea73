import { PageTitle } from "../../components/page-title";

export default function LimeInputCompletePage() {
	return (
		<>
			<PageTitle>登録完了</PageTitle>
			<h1>登録完了</h1>
		</>
	);
}
