import { useRouteLoaderData } from "react-router";
import type { loader } from "./root";

/**
 * The root loader's data, typed from the loader itself: the signed-in member's
 * name (null when signed out), the toasts queued for this page and the
 * browser's telemetry settings. Undefined when the root loader itself failed:
 * then no member, toasts, reporting or analytics.
 */
export function useRootData() {
	return useRouteLoaderData<typeof loader>("root");
}
