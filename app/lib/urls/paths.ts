/* Pages the error policy sends a member to (docs/routes.md lists them all). */

/** A mailed link whose token the API refused (docs/status-rules.md "Token pages"). */
export const TOKEN_EXPIRED_PATH = "/users/token_expired";

/** The forced password change (403-002). */
export const PASSWORD_FORCE_CHANGE_PATH = "/users/password/force_change";

/** Pages of the contact-detail flow under /contact_detail_form/{token} (docs/routes.md). */
type LimePage =
	| "auth"
	| "actions"
	| "input"
	| "input/confirm"
	| "input/complete"
	| "email"
	| "email/complete"
	| `change_email/${string}`;

/** The flow's URL for a URL token (already checked against the contract's token shape). */
export function limePath(urlToken: string, page?: LimePage): string {
	return `/contact_detail_form/${urlToken}${page ? `/${page}` : ""}`;
}
