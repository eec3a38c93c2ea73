import { Outlet, useMatches } from "react-router";
import { hydrateLater } from "#app/components/hydrate-later";
import { memberDeskOf } from "#app/lib/member-desk";
import { refuseUnreadableLimeBody } from "#app/request/body.server";
import { configContext } from "#app/request/context.server";
import type { Route } from "./+types/layout";
import limeStylesheet from "./lime.css?url";
import { limeUrlTokenMiddleware } from "./session.server";
import { LIME_TITLES, type LimeSection, LimeShell } from "./shell";

/** docs/status-rules.md: every page of the flow checks its URL token first (410 → 404 「無効なURLです」, else 500). */
export const middleware = [refuseUnreadableLimeBody, limeUrlTokenMiddleware];

/** Child routes of the e-mail change pages declare `handle = { limeSection: "email" }`. */
function useLimeTitle(): string {
	const matches = useMatches();
	const section = matches
		.map((match) => (match.handle as { limeSection?: LimeSection } | undefined)?.limeSection)
		.findLast(Boolean);
	return LIME_TITLES[section ?? "contact"];
}

/** Whom to call for a new link, for the 「無効なURLです」 screen; the same for every page of a visit. */
export function loader({ context }: Route.LoaderArgs) {
	return { desk: memberDeskOf(context.get(configContext)) };
}

/** Every page of the flow, its error screens too, in the lime look. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: limeStylesheet }];

export function shouldRevalidate() {
	return false;
}

export default function LimeDefaultLayout() {
	return (
		<LimeShell title={useLimeTitle()}>
			<Outlet />
		</LimeShell>
	);
}

// Rendered by the server in the same pass as the page; in the browser, there before anything fails.
const LimeLayoutError = hydrateLater(() => import("./layout-error"), { ahead: true });

/** The lime-error layout (./layout-error.tsx), in its own chunk: pages without an error do not load it. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
	return <LimeLayoutError error={error} desk={loaderData?.desk ?? null} />;
}
