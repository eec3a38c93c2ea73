import { useLocation } from "react-router";
import { toScreenError } from "#app/lib/errors/route-error";
import { lastNavigationPostedForm } from "#app/lib/forms/posted-form-tracker";
import type { MemberDesk } from "#app/lib/member-desk";
import { RouteErrorReport } from "#app/lib/reporting/route-error-report";
import { useRootData } from "#app/root-data";
import { LimeErrorScreen } from "./error-screen";
import { InvalidLinkScreen, isInvalidLink } from "./invalid-link-screen";
import { LimeShell } from "./shell";

/** The lime-error layout: same frame, no section title, the lime error screen (./layout.tsx loads it on an error). */
export default function LimeLayoutError({ error, desk }: { error: unknown; desk: MemberDesk | null }) {
	const { pathname } = useLocation();
	const root = useRootData();
	const screen = toScreenError(error, pathname);
	// A failed post: a document post is known to the server, one made in the browser to the router.
	const posted = Boolean(root?.submitted) || lastNavigationPostedForm();
	return (
		<LimeShell>
			{isInvalidLink(screen) ? (
				<InvalidLinkScreen desk={desk} />
			) : (
				<LimeErrorScreen error={screen} desk={desk} posted={posted} />
			)}
			{/* Reported like the orange screen's errors; the scrubber removes the URL token. */}
			<RouteErrorReport config={root?.telemetry} error={error} />
		</LimeShell>
	);
}
