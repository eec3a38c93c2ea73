import type { Plugin } from "vite";
import { ROUTE_MODULE_FAILURE_HOOK } from "#app/lib/route-module-failure-hook.ts";

const MODULE = /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]lib[\\/]dom[\\/]ssr[\\/]routeModules\.js$/;
const UNGUARDED_RELOAD = "window.location.reload();";
const GUARDED_RELOAD = `if (typeof window.${ROUTE_MODULE_FAILURE_HOOK} === "function") window.${ROUTE_MODULE_FAILURE_HOOK}(error); else window.location.reload();`;

/**
 * React Router reloads the current page, unguarded, when a route module fails
 * to import during a client-side navigation (`loadRouteModule`), then waits
 * for good. docs/contract.md allows one reload per path in 10 seconds, so the call goes
 * to our hook instead (app/lib/chunk-reload-listener.ts) whenever the page installed
 * it. Fails the build when React Router's code no longer reads as expected, so
 * an upgrade cannot drop the guard silently.
 */
export function routeModuleReloadGuard(): Plugin {
	let patched = false;
	return {
		name: "route-module-reload-guard",
		apply: "build",
		transform(code, id) {
			if (!MODULE.test(id)) return null;
			const occurrences = code.split(UNGUARDED_RELOAD).length - 1;
			if (occurrences !== 1) {
				this.error(`expected one "${UNGUARDED_RELOAD}" in ${id}, found ${occurrences}: re-check the guard`);
			}
			patched = true;
			return { code: code.replace(UNGUARDED_RELOAD, GUARDED_RELOAD), map: null };
		},
		buildEnd() {
			// Only the browser build loads route modules this way.
			if (this.environment.name === "client" && !patched) {
				this.error("React Router's loadRouteModule was not found: the reload guard was not applied");
			}
		},
	};
}
