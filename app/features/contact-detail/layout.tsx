import { Outlet, useLocation, useMatches } from "react-router";
import { RouteErrorReport } from "#app/lib/reporting/route-error-report";
import { useRootData } from "#app/lib/root-data";
import { toScreenError } from "#app/lib/route-error";
import type { Route } from "./+types/layout";
import { LimeErrorScreen } from "./error-screen";
import { limeUrlTokenMiddleware } from "./session.server";
import { LIME_TITLES, type LimeSection, LimeShell } from "./shell";

/** docs/status-rules.md: every page of the flow checks its URL token first (410 → 404 「無効なURLです」, else 500). */
export const middleware = [limeUrlTokenMiddleware];

/** Child routes of the e-mail change pages declare `handle = { limeSection: "email" }`. */
function useLimeTitle(): string {
	const matches = useMatches();
	const section = matches
		.map((match) => (match.handle as { limeSection?: LimeSection } | undefined)?.limeSection)
		.findLast(Boolean);
	return LIME_TITLES[section ?? "contact"];
}

export default function LimeDefaultLayout() {
	return (
		<LimeShell title={useLimeTitle()}>
			<Outlet />
		</LimeShell>
	);
}

/** The lime-error layout: same frame, no section title, the lime error screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const { pathname } = useLocation();
	const root = useRootData();
	return (
		<LimeShell>
			<LimeErrorScreen error={toScreenError(error, pathname)} />
			{/* Reported like the orange screen's errors; the scrubber removes the URL token. */}
			<RouteErrorReport config={root?.telemetry} error={error} />
		</LimeShell>
	);
}
