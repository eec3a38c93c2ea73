import { PostedFormTracker } from "#app/lib/forms/posted-form-tracker";
import { SendFailureNotice } from "#app/lib/forms/send-failure-notice";
import { loadToastStack } from "#app/lib/toasts/toast";
import type { ToastMessage } from "#app/lib/toasts/types";
import { hydrateLater } from "./components/hydrate-later";
import { NavigationProgress } from "./components/navigation-progress";
import { ToastHost } from "./components/toast-host";
import { ScrollAfterStay } from "./lib/reporting/keep-page-on-network-failure";

/* What nothing needs before hydration: one chunk off every first load (decision 069), still server-rendered. */

/* Requested now, while the root's import is pending, so no moment passes without a pending optional import. */
if (!import.meta.env.SSR) loadToastStack().catch(() => undefined);

/** Only real environments have a tag id: the Google tag's glue is its own chunk. */
const Analytics = hydrateLater(() => import("./components/analytics"));
if (import.meta.env.SSR) Analytics.preload().catch(() => undefined);

export { keepPageOnNetworkFailure } from "./lib/reporting/keep-page-on-network-failure";

export default function AfterHydration({
	toasts,
	tagId,
	nonce,
}: {
	toasts: readonly ToastMessage[];
	tagId: string | undefined;
	nonce: string;
}) {
	return (
		<>
			{/* Fixed at the top of the window (app.css): where it sits in the document does not show. */}
			<NavigationProgress />
			<ToastHost messages={toasts} />
			<ScrollAfterStay />
			<PostedFormTracker />
			<SendFailureNotice />
			{tagId ? <Analytics tagId={tagId} nonce={nonce} /> : null}
		</>
	);
}
