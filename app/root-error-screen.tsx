import { useEffect } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { OrangeErrorScreen } from "#app/components/error-screen";
import { DefaultShell, SiteMenu, UnauthenticatedShell } from "#app/components/shells";
import { LimeErrorScreen } from "#app/features/contact-detail/error-screen";
import { LimeShell } from "#app/features/contact-detail/shell";
import { toScreenError } from "#app/lib/errors/route-error";
import { lastNavigationPostedForm } from "#app/lib/forms/posted-form-tracker";
import { isNetworkFailure } from "#app/lib/reporting/is-network-failure";
import { RouteErrorReport } from "#app/lib/reporting/route-error-report";
import { showCommunicationError } from "#app/lib/toasts/toast";
import { useRootData } from "./root-data";

// Loaded ahead with this screen: a member's error screen carries the menu, which a page without the
// member's header (two-factor, a public page) has not loaded.
if (!import.meta.env.SSR) SiteMenu.preload().catch(() => undefined);

/** The orange error screen, in its own chunk, inside the chrome docs/routes.md gives the member or visitor. */
export default function RootErrorScreen({ error }: { error: unknown }) {
	const { pathname } = useLocation();
	const root = useRootData();
	// A session the worker could not renew is cleared before any page runs: "signed out" covers it.
	// The session decides, not whether this page loaded the member (an unknown path loads nobody).
	const signedIn = Boolean(root?.signedIn);
	// A failed post: a document post is known to the server, one made in the browser to the router.
	const posted = Boolean(root?.submitted) || lastNavigationPostedForm();
	const screenError = toScreenError(error, pathname);
	// The server logs its own failures (entry.server's handleError) as one JSON line; the browser's console gets the object.
	if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
	useEffect(() => {
		if (isNetworkFailure(error)) void showCommunicationError();
	}, [error]);
	// A contact-detail address that failed above its own layout (an unknown page under it) keeps its variant.
	if (pathname.startsWith("/contact_detail_form/")) {
		return (
			<LimeShell>
				<LimeErrorScreen error={screenError} desk={root?.desk ?? null} />
				<RouteErrorReport config={root?.telemetry} error={error} />
			</LimeShell>
		);
	}
	const screen = (
		<>
			<OrangeErrorScreen
				error={screenError}
				signedIn={signedIn}
				posted={posted}
				requestId={root?.requestId}
				desk={root?.desk}
			/>
			<RouteErrorReport config={root?.telemetry} error={error} />
		</>
	);
	// Signed out, the header carries the error screen's logo: the brand shows once.
	return signedIn ? (
		<DefaultShell>{screen}</DefaultShell>
	) : (
		<UnauthenticatedShell brand="logo">{screen}</UnauthenticatedShell>
	);
}
