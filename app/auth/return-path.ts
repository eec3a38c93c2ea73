/** SPEC §9: where to go after sign-in when nothing was remembered. */
export const DEFAULT_RETURN_PATH = "/";

/** SPEC §4: never remembered as the last path. */
const NOT_REMEMBERED = [
	/^\/callback(?:[/?#]|$)/,
	/^\/two_factor_authentication(?:[/?#]|$)/,
	/^\/users\/password\/force_change(?:[/?#]|$)/,
	/^\/login(?:[/?#]|$)/,
	/^\/logout(?:[/?#]|$)/,
];

const PROBE_ORIGIN = "https://same-site.invalid";

/**
 * A same-site relative path (with query and hash) or null. Rejects absolute
 * and scheme-relative URLs, backslash tricks, control characters and anything
 * that would resolve to another origin.
 */
export function safeReturnPath(value: unknown): string | null {
	if (typeof value !== "string" || value.length === 0 || value.length > 2048) return null;
	if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
	// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
	if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
	let url: URL;
	try {
		url = new URL(value, PROBE_ORIGIN);
	} catch {
		return null;
	}
	if (url.origin !== PROBE_ORIGIN) return null;
	return `${url.pathname}${url.search}${url.hash}`;
}

/** The path to remember before sending a member to sign in, or null when it must not be. */
export function rememberablePath(value: unknown): string | null {
	const path = safeReturnPath(value);
	if (path === null || NOT_REMEMBERED.some((pattern) => pattern.test(path))) return null;
	return path;
}
