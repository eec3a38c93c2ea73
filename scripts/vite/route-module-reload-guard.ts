import type { Plugin } from "vite";
import { ROUTE_MODULE_FAILURE_HOOK } from "#app/lib/loading/route-module-failure-hook.ts";

const MODULE = /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]lib[\\/]dom[\\/]ssr[\\/]routeModules\.js$/;
const UNGUARDED_RELOAD = "window.location.reload();";
const GUARDED_RELOAD = `if (typeof window.${ROUTE_MODULE_FAILURE_HOOK} === "function") window.${ROUTE_MODULE_FAILURE_HOOK}(error); else window.location.reload();`;

/** Routes React Router's reload on a failed route import to our guard (decision 053); fails if its code changes. */
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
