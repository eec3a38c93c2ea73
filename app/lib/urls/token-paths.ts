/** Paths whose URL carries a secret (tokens, the OAuth code): never to leak through Referer or a shared cache. */
const TOKEN_PATHS = [
	/^\/callback(?:\/|$)/,
	/^\/activation\/[^/]+/,
	/^\/users\/password\/reset\/[^/]+/,
	/^\/contact_detail_form\/[^/]+/,
];

export function isTokenPath(pathname: string): boolean {
	return TOKEN_PATHS.some((pattern) => pattern.test(pathname));
}
