/** The always-loaded side of browser error reporting; Rollbar itself loads later, off every first load. */

import { optionalImport } from "#app/lib/loading/optional-import";
import { whenIdle } from "#app/lib/loading/when-idle";
import type { ClientTelemetryConfig } from "./config";
import { EARLY_ERRORS_KEY, type EarlyError } from "./early-errors";
import { ROLLBAR_TEST_MESSAGE, shouldReport } from "./policy";

type RollbarClient = typeof import("./rollbar.client");

export type ReportContext = {
	/** Where the error was caught: "window.error", "unhandledrejection", "route-error-boundary", … */
	source: string;
	uncaught?: boolean;
};

/** What the head script kept, and it stops keeping. Here, not in ./early-errors.ts, to stay off every first load. */
function takeEarlyErrors(): EarlyError[] {
	const buffer = window[EARLY_ERRORS_KEY];
	delete window[EARLY_ERRORS_KEY];
	return buffer?.take() ?? [];
}

let current: Pick<ClientTelemetryConfig, "env" | "rollbarToken"> | null = null;
let rollbarClient: Promise<RollbarClient> | null = null;

/** The settings installed for this page; they outlive a root loader that failed later. */
export function installedReportingConfig(): Pick<ClientTelemetryConfig, "env" | "rollbarToken"> | null {
	return current;
}

/** The Rollbar chunk, imported once. Never on the server: Rollbar is a browser reporter here. */
export function loadRollbarClient(): Promise<RollbarClient> {
	if (import.meta.env.SSR) return Promise.reject(new Error("the browser reporter is not for the server"));
	if (!rollbarClient) {
		rollbarClient = optionalImport(() => import("./rollbar.client"));
		// A failed load may be retried by the next report.
		rollbarClient.catch(() => {
			rollbarClient = null;
		});
	}
	return rollbarClient;
}

/** Sends a reportable error to Rollbar in real environments, to the console in local and default. */
function reportError(error: unknown, context: ReportContext): void {
	const config = current;
	if (!config || config.rollbarToken === "") {
		console.error(error);
		return;
	}
	if (!shouldReport(error)) return;
	loadRollbarClient().then(
		(client) => client.report(config, error, context),
		() => console.error(error),
	);
}

function onWindowError({ error, message }: Pick<ErrorEvent, "error" | "message">): void {
	// Cross-origin scripts give "Script error." and nothing else: nothing to act on.
	if (error === undefined || error === null) {
		if (!message || message === "Script error.") return;
	}
	reportError(error ?? message, { source: "window.error", uncaught: true });
}

function onUnhandledRejection({ reason }: Pick<PromiseRejectionEvent, "reason">): void {
	reportError(reason, { source: "unhandledrejection", uncaught: true });
}

/** Errors from before the page was interactive, as the live listeners would have seen them. */
function reportEarlyErrors(early: EarlyError[]): void {
	for (const item of early) {
		if (item.source === "window.error") onWindowError(item);
		else onUnhandledRejection({ reason: item.error });
	}
}

let installed = false;

/** Once interactive, in real environments: captures uncaught errors and loads Rollbar when idle. */
export function installReporting(config: Pick<ClientTelemetryConfig, "env" | "rollbarToken">): void {
	current = config;
	if (installed) return;
	installed = true;
	const early = takeEarlyErrors();
	if (config.rollbarToken !== "") {
		window.addEventListener("error", onWindowError);
		window.addEventListener("unhandledrejection", onUnhandledRejection);
		reportEarlyErrors(early);
		whenIdle(() => {
			loadRollbarClient().then(
				(client) => client.getRollbar(config),
				() => undefined,
			);
		});
	}
	if (config.env !== "production" && new URLSearchParams(window.location.search).has("rollbar-test")) {
		setTimeout(() => {
			throw new Error(ROLLBAR_TEST_MESSAGE);
		});
	}
}
