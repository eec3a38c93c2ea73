import { Link } from "react-router";
import { DeskContact } from "#app/components/desk-contact";
import { ERROR_TEXT, INVALID_URL_HELP_PATH } from "#app/components/error-screen";
import { PRODUCT_NAME, SOCIETY_NAME } from "#app/contract/brand";
import type { ScreenError } from "#app/lib/errors/route-error";
import type { MemberDesk } from "#app/lib/member-desk";

/** The heading of an unusable link, in the words members meet it under (docs/status-rules.md). */
export const INVALID_LINK_HEADING = "無効なURLです";

const INVALID_LINK_STATUS = 404;

/** The link check's refusal (404 「無効なURLです」): expired, already used, or never issued. */
export function isInvalidLink(error: ScreenError): boolean {
	return error.status === INVALID_LINK_STATUS && error.message === INVALID_LINK_HEADING;
}

/**
 * What a member who opens an expired or used contact-detail link needs: what happened, in plain
 * words, and how to get a new link (whom to call, from the environment's config, or the enquiry
 * form), with the help page for links cut off in a mail.
 */
export function InvalidLinkScreen({ desk }: { desk: MemberDesk | null }) {
	return (
		<section className="error-screen error-screen--lime lime-invalid" aria-labelledby="lime-error-heading">
			<title>{`${ERROR_TEXT.title}｜${PRODUCT_NAME}`}</title>
			{/* Both variants head with the status code (the brief); the words say what it means here. */}
			<h1 id="lime-error-heading" className="error-screen__heading">
				<span className="error-screen__status">{INVALID_LINK_STATUS}</span>
				<span className="error-screen__lead">{INVALID_LINK_HEADING}</span>
			</h1>
			<p className="lead">
				このURLは有効期限が切れているか、すでに使われたため、開くことができません。お手続きをすでに済ませている場合は、あらためてのお手続きは不要です。
			</p>
			<section className="card lime-section" aria-labelledby="lime-invalid-next">
				<h2 id="lime-invalid-next">新しいURLを受け取るには</h2>
				<p>
					{SOCIETY_NAME}
					にご連絡ください。ご本人であることを確認のうえ、ご登録のメールアドレスに新しいURLをお送りします。
				</p>
				<DeskContact desk={desk} />
				<p>
					お問い合わせフォームからもご連絡いただけます。種類は「その他」を選び、「連絡先情報の入力のURLが無効」とお書きください。
				</p>
				<p>
					<Link to="/contact" className="button button--primary">
						お問い合わせフォームへ
					</Link>
				</p>
			</section>
			<p>
				URLがメールの中で途中で切れている場合などの対処は、
				<Link to={INVALID_URL_HELP_PATH}>{ERROR_TEXT.invalidUrlHelp}</Link>をご覧ください。
			</p>
		</section>
	);
}
