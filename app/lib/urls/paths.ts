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

/** 個人情報の取扱い: public, linked from every footer and from every form that collects personal data. */
export const PRIVACY_PATH = "/privacy";

/** ウェブアクセシビリティ方針: public, linked from every footer. */
export const ACCESSIBILITY_PATH = "/accessibility";

/** The sections of 個人情報の取扱い a form's purpose line points to, by the kind of data it collects. */
export type PrivacySection = "enquiries" | "contact-details" | "health" | "recipes" | "account";

export function privacyPath(section: PrivacySection): string {
	return `${PRIVACY_PATH}#${section}`;
}
