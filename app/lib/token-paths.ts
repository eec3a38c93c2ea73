/**
 * Paths whose URL carries a secret (activation, reset and e-mail-link tokens,
 * the OAuth code). They must never leak through Referer or a shared cache.
 */
const TOKEN_PATHS = [
	/^\/callback(?:\/|$)/,
	/^\/activation\/[^/]+/,
	/^\/users\/password\/reset\/[^/]+/,
	/^\/contact_detail_form\/[^/]+/,
];

export function isTokenPath(pathname: string): boolean {
	return TOKEN_PATHS.some((pattern) => pattern.test(pathname));
}
