/*
 * What the root layout renders or runs that nothing needs before the page has hydrated: one chunk,
 * off every first load, imported by the root right after hydration (docs/performance.md,
 * docs/decisions/069-first-load-under-the-template.md). The server renders its components in the
 * same pass as the rest of the page (root.tsx preloads it when the worker starts), so the markup
 * (the progress bar's element, the toasts' list for browsers without JavaScript) is the same.
 */
export { NavigationProgress } from "./components/navigation-progress";
export { ToastHost } from "./components/toast-host";
export { keepPageOnNetworkFailure, ScrollAfterStay } from "./lib/reporting/network-failure";
