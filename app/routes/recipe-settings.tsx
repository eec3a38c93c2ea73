import { PageTitle } from "../components/page-title";

export default function RecipeSettingsPage() {
	return (
		<>
			<PageTitle>レシピ配信設定</PageTitle>
			<h1>レシピ配信設定</h1>
		</>
	);
}
