import { NavigationProgress } from "./components/navigation-progress";
import { ToastHost } from "./components/toast-host";
import { ScrollAfterStay } from "./lib/reporting/network-failure";
import { SubmissionTracker } from "./lib/submission";
import type { ToastMessage } from "./lib/toast";

/*
 * What the root layout renders or runs that nothing needs before the page has hydrated: one chunk,
 * off every first load, imported by the root as the page hydrates (docs/performance.md,
 * docs/decisions/069-first-load-under-the-template.md). The server renders it in the same pass as
 * the rest of the page (root.tsx preloads it when the worker starts): the progress bar's element and
 * the toasts' list for browsers without JavaScript are in the HTML either way.
 */

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
