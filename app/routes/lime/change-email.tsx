import { PageTitle } from "../../components/page-title";
export const handle = { limeSection: "email" } as const;

export default function LimeChangeEmailPage() {
	return (
		<>
			<PageTitle>メールアドレスの変更</PageTitle>
			<h1>メールアドレスの変更</h1>
		</>
	);
}
