import { useEffect } from "react";
import { optionalImport } from "../optional-import";
import type { ClientTelemetryConfig } from "./config";

/**
 * Page-wide error handling, mounted once by the root layout. What it installs (./install.ts:
 * reporting, chunk-load reloads, the communication-error toast) is its own chunk, imported once
 * the page has hydrated: it is not part of any first load (docs/performance.md). Errors raised
 * before then are kept by the head script (./early-errors.ts) and reported on installation.
 */
export function useGlobalErrorHandling(config: ClientTelemetryConfig | undefined): void {
	const env = config?.env;
	const rollbarToken = config?.rollbarToken;
	useEffect(() => {
		// Effects never run on the server; the condition keeps the chunk out of the server bundle.
		if (import.meta.env.SSR) return;
		optionalImport(() => import("./install")).then(
			(handling) =>
				handling.installGlobalErrorHandling(
					env !== undefined && rollbarToken !== undefined ? { env, rollbarToken } : null,
				),
			// Nothing to install with: the page works on without reporting.
			() => undefined,
		);
	}, [env, rollbarToken]);
}
