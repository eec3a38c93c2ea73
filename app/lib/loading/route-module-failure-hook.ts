/** What React Router calls instead of its unguarded reload on a failed route import; it must leave or settle the page. */
export const ROUTE_MODULE_FAILURE_HOOK = "__routeModuleLoadFailed";
