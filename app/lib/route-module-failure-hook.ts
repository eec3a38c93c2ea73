/**
 * What React Router calls instead of its unguarded reload when a route module fails to import
 * (patched in by scripts/vite/route-module-reload-guard.ts); it must leave or settle the page.
 */
export const ROUTE_MODULE_FAILURE_HOOK = "__routeModuleLoadFailed";
