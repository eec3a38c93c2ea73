import { useEffect } from "react";
import { useLocation } from "react-router";
import { installChunkReloadListener } from "../chunk-reload";
import { showCommunicationError } from "../toast";
import { installReporting, isOptionalImportPending } from "./client";
import type { ClientTelemetryConfig } from "./config";
import { restoreScrollAfterStay } from "./network-failure";
import { isNetworkFailure } from "./policy";

/**
 * Page-wide error handling, mounted once by the root layout: error reporting,
 * chunk-load reloads, the communication-error toast for rejected calls (docs/status-rules.md)
 * that never reached the server, and the scroll position after a navigation
 * that could not leave the page (./network-failure.ts).
 */
export function useGlobalErrorHandling(config: ClientTelemetryConfig | undefined): void {
	const env = config?.env;
	const rollbarToken = config?.rollbarToken;
	useEffect(() => {
		if (env !== undefined && rollbarToken !== undefined) installReporting({ env, rollbarToken });
	}, [env, rollbarToken]);

	useEffect(() => installChunkReloadListener(isOptionalImportPending, showCommunicationError), []);

	useEffect(() => {
		const onRejection = (event: PromiseRejectionEvent) => {
			if (isNetworkFailure(event.reason)) showCommunicationError();
		};
		window.addEventListener("unhandledrejection", onRejection);
		return () => window.removeEventListener("unhandledrejection", onRejection);
	}, []);

	const location = useLocation();
	useEffect(() => restoreScrollAfterStay(location), [location]);
}
