import { installChunkReloadListener } from "../chunk-reload-listener";
import { isOptionalImportPending } from "../optional-import";
import { showCommunicationError } from "../toast";
import { installReporting } from "./client";
import type { ClientTelemetryConfig } from "./config";
import { isNetworkFailure } from "./network-error";

let listening = false;

/**
 * What ./global.ts installs after hydration: error reporting (when the root loader gave its
 * settings), chunk-load reloads, and the communication-error toast for rejected calls that never
 * reached the server (docs/status-rules.md). The listeners are the page's, installed once.
 */
export function installGlobalErrorHandling(config: Pick<ClientTelemetryConfig, "env" | "rollbarToken"> | null): void {
	if (config) installReporting(config);
	if (listening) return;
	listening = true;
	installChunkReloadListener(isOptionalImportPending, () => void showCommunicationError());
	window.addEventListener("unhandledrejection", (event: PromiseRejectionEvent) => {
		if (isNetworkFailure(event.reason)) void showCommunicationError();
	});
}
