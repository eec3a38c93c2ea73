import { NavigationProgress } from "./components/navigation-progress";
import { ToastHost } from "./components/toast-host";
import { ScrollAfterStay } from "./lib/reporting/network-failure";
import { SubmissionTracker } from "./lib/submission";
import { loadToastStack, type ToastMessage } from "./lib/toast";

/*
 * What the root layout renders or runs that nothing needs before the page has hydrated: one chunk,
 * off every first load, imported by the root as the page hydrates (docs/performance.md,
 * docs/decisions/069-first-load-under-the-template.md). The server renders it in the same pass as
 * the rest of the page (root.tsx preloads it when the worker starts): the progress bar's element and
 * the toasts' list for browsers without JavaScript are in the HTML either way.
 */

/*
 * The toast chunk is requested as this module is evaluated, while the root's import of it is still
 * pending, not from ToastHost's effect one render later. Otherwise no optional import is pending for
 * a moment in between: the page's "interactive" mark (root.tsx) fell there, and a chunk failure just
 * after it was let pass as if it were the toast chunk's (chunk-reload-listener.ts) instead of reloading.
 */
if (!import.meta.env.SSR) loadToastStack().catch(() => undefined);

export { keepPageOnNetworkFailure } from "./lib/reporting/network-failure";

export default function AfterHydration({ toasts }: { toasts: readonly ToastMessage[] }) {
	return (
		<>
			{/* Fixed at the top of the window (app.css): where it sits in the document does not show. */}
			<NavigationProgress />
			<ToastHost messages={toasts} />
			<ScrollAfterStay />
			<SubmissionTracker />
		</>
	);
}
