/** Secrets in URLs and texts; apart from ./scrub.ts since analytics needs this on every first load. */

export const FILTERED = "[Filtered]";

const SEGMENT = String.raw`[^/?#\s"'<>\\]+`;

/** Paths whose segments are secrets: the token pages and the API calls that carry the same tokens. */
const TOKEN_PATH_RULES: ReadonlyArray<readonly [RegExp, string]> = [
	[new RegExp(`(/activation/)${SEGMENT}`, "g"), "$1[token]"],
	[new RegExp(`(/users/password/reset/)${SEGMENT}`, "g"), "$1[token]"],
	[new RegExp(`(/contact_detail_form/)${SEGMENT}`, "g"), "$1[token]"],
	[new RegExp(`(/change_email/)${SEGMENT}`, "g"), "$1[token]"],
	[new RegExp(`(/users/)${SEGMENT}(/check)`, "g"), "$1[token]$2"],
	[new RegExp(`(/reset_passwords/)${SEGMENT}(/check)`, "g"), "$1[token]$2"],
	[new RegExp(`(/change_emails/)${SEGMENT}(/change)`, "g"), "$1[token]$2"],
];

/** The OAuth callback's code and state, and any token handed over in a query. */
const SECRET_QUERY =
	/([?&](?:code|state|token|url_?token|urlToken|access_token|refresh_token|id_token|client_secret)=)[^&#\s"'<>]*/gi;

/** Replaces path tokens and secret query values wherever they occur in a string (URLs, messages, stacks). */
export function scrubString(value: string): string {
	let result = value;
	for (const [pattern, replacement] of TOKEN_PATH_RULES) result = result.replace(pattern, replacement);
	return result.replace(SECRET_QUERY, `$1${FILTERED}`);
}

/** The route pattern of a path for grouping and messages: tokens replaced, query dropped. */
export function scrubPath(pathname: string): string {
	return scrubString(pathname.split(/[?#]/, 1)[0] ?? "");
}
