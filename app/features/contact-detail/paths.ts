/** Pages of the contact-detail flow under /contact_detail_form/{token} (docs/routes.md). */
export type LimePage =
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
