/**
 * What React Router calls, in place of its own unguarded reload of the current
 * page, when a route module fails to import during a client-side navigation
 * (the build patches the call in: scripts/vite/route-module-reload-guard.ts; the
 * page installs it: ./chunk-reload-listener.ts). A module of its own so that the
 * build reads the name without loading the browser code.
 * React Router then waits for good: the hook must leave the page or settle it.
 */
export const ROUTE_MODULE_FAILURE_HOOK = "__routeModuleLoadFailed";
