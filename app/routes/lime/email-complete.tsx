import { PageTitle } from "../../components/page-title";
export const handle = { limeSection: "email" } as const;

export default function LimeEmailCompletePage() {
	return (
		<>
			<PageTitle>確認メールを送信しました</PageTitle>
			<h1>確認メールを送信しました</h1>
		</>
	);
}
