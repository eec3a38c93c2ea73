import { Link } from "react-router";
import { ERROR_TEXT, ErrorBody, INVALID_URL_HELP_PATH } from "#app/components/error-screen";
import type { ScreenError } from "#app/lib/errors/route-error";

/** Lime variant: pages of the contact-detail flow (no sign-in to go back to). */
export function LimeErrorScreen({ error }: { error: ScreenError }) {
	return (
		<section className="error-screen error-screen--lime" aria-labelledby="lime-error-heading">
			<ErrorBody {...error} headingId="lime-error-heading" />
			<p>
				メールに記載のURLが開けない場合は、<Link to={INVALID_URL_HELP_PATH}>{ERROR_TEXT.invalidUrlHelp}</Link>
				をご覧ください。
			</p>
		</section>
	);
}
