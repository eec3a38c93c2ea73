import { Link, useLocation, useSearchParams } from "react-router";
import { AppReturnLink } from "#app/components/app-return-link";
import {
	DeskHelp,
	ERROR_TEXT,
	ErrorBody,
	isServerFailure,
	RequestIdNote,
	RetryLink,
	RetryNote,
} from "#app/components/error-screen";
import { WebviewShell } from "#app/components/shells";
import { toScreenError } from "#app/lib/errors/route-error";
import { lastNavigationPostedForm } from "#app/lib/forms/posted-form-tracker";
import { RouteErrorReport } from "#app/lib/reporting/route-error-report";
import { WEBVIEW_CLOSE_URL } from "#app/lib/urls/app-return";
import { openedFromWeb } from "#app/lib/urls/opened-from-web";
import { useRootData } from "#app/root-data";

/**
 * An error inside the app's web view: no site header or menu, and the way on is the app, not the web
 * portal (docs/decisions/146-webview-pages-end-in-the-app.md). Opened from the web portal, home instead.
 */
export default function WebviewError({ error }: { error: unknown }) {
	const { pathname } = useLocation();
	const [query] = useSearchParams();
	const root = useRootData();
	const screen = toScreenError(error, pathname);
	const posted = Boolean(root?.submitted) || lastNavigationPostedForm();
	const retry = isServerFailure(screen.status);
	const fromWeb = openedFromWeb(query);
	return (
		<WebviewShell>
			<section className="error-screen error-screen--orange" aria-labelledby="error-heading">
				<ErrorBody {...screen} headingId="error-heading" leadInHeading />
				{retry ? (
					<RetryNote posted={posted} />
				) : (
					<p className="error-screen__retry">
						{fromWeb ? "ホームから、もう一度お選びください。" : "アプリに戻り、もう一度お選びください。"}
					</p>
				)}
				{retry ? <RequestIdNote requestId={root?.requestId} /> : null}
				<ul className="error-screen__actions">
					{retry ? (
						<li>
							<RetryLink posted={posted} />
						</li>
					) : null}
					<li>
						{fromWeb ? (
							<Link className="button button--primary" to="/">
								{ERROR_TEXT.home}
							</Link>
						) : (
							<AppReturnLink href={WEBVIEW_CLOSE_URL} primary={!retry} />
						)}
					</li>
				</ul>
				<DeskHelp desk={root?.desk} />
			</section>
			<RouteErrorReport config={root?.telemetry} error={error} />
		</WebviewShell>
	);
}
