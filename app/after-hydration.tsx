import { NavigationProgress } from "./components/navigation-progress";
import { ToastHost } from "./components/toast-host";
import { ScrollAfterStay } from "./lib/reporting/network-failure";
import { SubmissionTracker } from "./lib/submission";
import { loadToastStack, type ToastMessage } from "./lib/toast";

/*
 * What the root renders or runs that nothing needs before hydration: one chunk, off every first load
 * (docs/decisions/069-first-load-under-the-template.md), still rendered by the server in the same pass.
 */

/*
 * Asks for the toast chunk now, while the root's import is pending, so that no moment passes without a
 * pending optional import; a chunk failure there was once let pass instead of reloading.
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
