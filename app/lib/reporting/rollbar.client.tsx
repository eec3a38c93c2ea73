/** Rollbar and @rollbar/react, loaded on demand by ./client.ts: one instance per page. */
import { ErrorBoundary, Provider, useRollbar } from "@rollbar/react";
import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import Rollbar from "rollbar";
import type { ReportContext } from "./browser-reporting";
import type { ClientTelemetryConfig } from "./config";
import { reportableError } from "./reportable-error";
import { rollbarOptions } from "./rollbar-options";
import { scrubDeep, scrubString } from "./scrub";

type ReporterConfig = Pick<ClientTelemetryConfig, "env" | "rollbarToken">;

let instance: Rollbar | null = null;

export function getRollbar(config: ReporterConfig): Rollbar {
	instance ??= new Rollbar(rollbarOptions(config));
	return instance;
}

/** React Router's plain HTTP error objects become Errors, keeping status and data, for Rollbar's grouping. */
function toLogArguments(error: unknown, context: ReportContext): Rollbar.LogArgument[] {
	const custom = { source: context.source, uncaught: context.uncaught ?? false };
	if (isRouteErrorResponse(error)) {
		const wrapped = new Error(`${error.status} ${error.statusText}`.trim());
		wrapped.name = "RouteErrorResponse";
		return [reportableError(wrapped), { ...custom, status: error.status, data: scrubDeep(error.data) }];
	}
	if (error instanceof Error) return [reportableError(error), custom];
	if (typeof error === "string") return [scrubString(error), custom];
	return [scrubString(String(error)), { ...custom, value: scrubDeep(error) as object }];
}

export function report(config: ReporterConfig, error: unknown, context: ReportContext): void {
	getRollbar(config).error(...toLogArguments(error, context));
}

/** Route errors are objects React Router may render more than once: report each once. */
const reported = new WeakSet<object>();

function ReportRouteError({ error }: { error: unknown }) {
	const rollbar = useRollbar();
	useEffect(() => {
		if (typeof error === "object" && error !== null) {
			if (reported.has(error)) return;
			reported.add(error);
		}
		rollbar.error(...toLogArguments(error, { source: "route-error-boundary" }));
	}, [rollbar, error]);
	return null;
}

/** Rendered lazily by the root error boundary; a failing reporter never replaces the error screen. */
export function RouteErrorReporter({ config, error }: { config: ReporterConfig; error: unknown }) {
	return (
		<Provider instance={getRollbar(config)}>
			<ErrorBoundary level="error" errorMessage="route error reporter failed">
				<ReportRouteError error={error} />
			</ErrorBoundary>
		</Provider>
	);
}
