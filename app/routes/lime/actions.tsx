import { PageTitle } from "../../components/page-title";

export default function LimeActionsPage() {
	return (
		<>
			<PageTitle>手続きの選択</PageTitle>
			<h1>手続きの選択</h1>
		</>
	);
}
