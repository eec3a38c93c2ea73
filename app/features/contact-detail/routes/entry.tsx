import { hydrateLater } from "#app/components/hydrate-later";
import { PageTitle } from "#app/components/page-title";
import { limePath } from "#app/lib/urls/paths";
import { urlTokenOf } from "../session.server";
import type { Route } from "./+types/entry";

/** Static text: on the page from the server, out of its first-load scripts (docs/performance.md, "Static content"). */
const EntryGuide = hydrateLater(() => import("../components/entry-guide"));

/** Also makes a client-side visit go through the layout's URL-token check (middleware runs with loaders). */
export async function loader({ context }: Route.LoaderArgs) {
	await EntryGuide.preload();
	return { authPath: limePath(urlTokenOf(context), "auth") };
}

export default function LimeEntryPage({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageTitle>連絡先情報の入力</PageTitle>
			<h1>連絡先情報の入力</h1>
			<EntryGuide authPath={loaderData.authPath} />
		</>
	);
}
