import { installChunkReloadListener } from "#app/lib/loading/chunk-reload-listener";
import { isOptionalImportPending } from "#app/lib/loading/optional-import";
import { showCommunicationError } from "#app/lib/toasts/toast";
import { installReporting } from "./browser-reporting";
import type { ClientTelemetryConfig } from "./config";
import { isNetworkFailure } from "./is-network-failure";

let listening = false;

/** Installed after hydration: reporting, chunk-load reloads, and the toast for calls that never reached the server. */
export function installGlobalErrorHandling(config: Pick<ClientTelemetryConfig, "env" | "rollbarToken"> | null): void {
	if (config) installReporting(config);
	if (listening) return;
	listening = true;
	installChunkReloadListener(isOptionalImportPending, () => void showCommunicationError());
	window.addEventListener("unhandledrejection", (event: PromiseRejectionEvent) => {
		if (isNetworkFailure(event.reason)) void showCommunicationError();
	});
}
