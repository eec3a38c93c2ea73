import { useEffect } from "react";
import { optionalImport } from "#app/lib/loading/optional-import";
import type { ClientTelemetryConfig } from "./config";

/** Page-wide error handling, from a chunk loaded after hydration; earlier errors wait in the head script. */
export function useGlobalErrorHandling(config: ClientTelemetryConfig | undefined): void {
	const env = config?.env;
	const rollbarToken = config?.rollbarToken;
	useEffect(() => {
		// Effects never run on the server; the condition keeps the chunk out of the server bundle.
		if (import.meta.env.SSR) return;
		optionalImport(() => import("./error-handlers")).then(
			(handling) =>
				handling.installGlobalErrorHandling(
					env !== undefined && rollbarToken !== undefined ? { env, rollbarToken } : null,
				),
			// Nothing to install with: the page works on without reporting.
			() => undefined,
		);
	}, [env, rollbarToken]);
}
