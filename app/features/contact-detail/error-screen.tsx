import { Link } from "react-router";
import { DeskContact } from "#app/components/desk-contact";
import {
	ERROR_TEXT,
	ErrorBody,
	INVALID_URL_HELP_PATH,
	isServerFailure,
	RetryLink,
	RetryNote,
} from "#app/components/error-screen";
import { SOCIETY_NAME } from "#app/contract/brand";
import type { ScreenError } from "#app/lib/errors/route-error";
import type { MemberDesk } from "#app/lib/member-desk";

/**
 * Lime variant: pages of the contact-detail flow (no sign-in to go back to). A server failure says the
 * link is fine and offers a reload and the desk; only other errors point to the guide for dead links.
 */
export function LimeErrorScreen({
	error,
	desk = null,
	posted = false,
}: {
	error: ScreenError;
	desk?: MemberDesk | null;
	/** The failed request was a form post: nothing was saved, back to the form rather than a reload. */
	posted?: boolean;
}) {
	return (
		<section className="error-screen error-screen--lime" aria-labelledby="lime-error-heading">
			<ErrorBody {...error} headingId="lime-error-heading" />
			{isServerFailure(error.status) ? (
				<>
					<RetryNote posted={posted} />
					<p>
						<RetryLink posted={posted} />
					</p>
					{desk?.phone ? (
						<>
							<p>何度お試しいただいても表示できない場合は、{SOCIETY_NAME}にお電話ください。</p>
							<DeskContact desk={desk} />
						</>
					) : null}
				</>
			) : (
				<p>
					メールに記載のURLが開けない場合は、<Link to={INVALID_URL_HELP_PATH}>{ERROR_TEXT.invalidUrlHelp}</Link>
					をご覧ください。
				</p>
			)}
		</section>
	);
}
