import { type ComponentType, useEffect, useState } from "react";
import { installedReportingConfig, loadRollbarClient } from "./browser-reporting";
import type { ClientTelemetryConfig } from "./config";
import { shouldReport } from "./policy";

type ReporterProps = { config: Pick<ClientTelemetryConfig, "env" | "rollbarToken">; error: unknown };

/** Reports a boundary's error once its screen has rendered; a failed load leaves the screen as it is. */
export function RouteErrorReport({
	config: fromLoader,
	error,
}: {
	config: ReporterProps["config"] | undefined;
	error: unknown;
}) {
	const [Reporter, setReporter] = useState<ComponentType<ReporterProps> | null>(null);
	// A client-side navigation whose data request failed takes the root's loader data with it.
	const config = fromLoader ?? installedReportingConfig() ?? undefined;
	const wanted = Boolean(config?.rollbarToken) && shouldReport(error);
	useEffect(() => {
		if (!wanted) return;
		let active = true;
		loadRollbarClient().then(
			(client) => {
				if (active) setReporter(() => client.RouteErrorReporter);
			},
			() => console.error(error),
		);
		return () => {
			active = false;
		};
	}, [wanted, error]);
	if (!wanted || !Reporter || !config) return null;
	return <Reporter config={config} error={error} />;
}
