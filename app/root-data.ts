import { useRouteLoaderData } from "react-router";
import type { loader } from "./root";

/** The root loader's data (member name, queued toasts, telemetry settings); undefined when it failed. */
export function useRootData() {
	return useRouteLoaderData<typeof loader>("root");
}
