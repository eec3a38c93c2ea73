import { useLocation } from "react-router";
import { RouteErrorReport } from "#app/lib/reporting/route-error-report";
import { toScreenError } from "#app/lib/route-error";
import { useRootData } from "#app/root-data";
import { LimeErrorScreen } from "./error-screen";
import { LimeShell } from "./shell";

/** The lime-error layout: same frame, no section title, the lime error screen (./layout.tsx loads it on an error). */
export default function LimeLayoutError({ error }: { error: unknown }) {
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
