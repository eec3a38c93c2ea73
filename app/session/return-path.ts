/** Where to go after sign-in when nothing was remembered (docs/routes.md). */
export const DEFAULT_RETURN_PATH = "/";

/** Sign-in steps are never remembered as the page to return to. */
const NOT_REMEMBERED = [
	/^\/callback(?:[/?#]|$)/,
	/^\/two_factor_authentication(?:[/?#]|$)/,
	/^\/users\/password\/force_change(?:[/?#]|$)/,
	/^\/login(?:[/?#]|$)/,
	/^\/logout(?:[/?#]|$)/,
];

const MAX_LENGTH = 2048;
const PROBE_ORIGIN = "https://same-site.invalid";

/* Each layer of the guard is exported and tested on its own, so a later layer cannot hide a weakened earlier one. */

/** One leading slash no browser reads as an authority, and nothing a URL parser would strip or reinterpret. */
export function hasSafeShape(value: string): boolean {
	if (value.length > MAX_LENGTH) return false;
	// `/\` at the start reads as `//` to a browser too: the backslash test below refuses it.
	if (value[0] !== "/" || value[1] === "/") return false;
	// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
	return !/[\u0000-\u001f\u007f\\]/.test(value);
}

/** The same-origin path, query and hash `value` resolves to, or null when it leaves the origin. */
export function normalise(value: string): string | null {
	let url: URL;
	try {
		url = new URL(value, PROBE_ORIGIN);
	} catch {
		return null;
	}
	if (url.origin !== PROBE_ORIGIN) return null;
	return `${url.pathname}${url.search}${url.hash}`;
}

/** A same-site relative path, or null; the answer is checked too: `/.//evil.example` normalises to another host. */
export function safeReturnPath(value: unknown): string | null {
	if (typeof value !== "string" || !hasSafeShape(value)) return null;
	const path = normalise(value);
	// Stryker disable next-line ConditionalExpression: equivalent, a value of safe shape always resolves on the probe origin: never null here (the check is for the type).
	if (path === null) return null;
	if (!hasSafeShape(path)) return null;
	// Stryker disable next-line ConditionalExpression: equivalent, no same-origin path is known that the URL parser normalises differently twice; kept as a tripwire.
	if (normalise(path) !== path) return null;
	return path;
}

/** Remembered paths travel in cookies and query strings: a longer one is not kept (the member lands on home). */
export const MAX_REMEMBERED_LENGTH = 512;

/** The path to remember before sending a member to sign in, or null when it must not be. */
export function rememberablePath(value: unknown): string | null {
	const path = safeReturnPath(value);
	// Stryker disable next-line ConditionalExpression: equivalent, a null path would match no pattern below and be returned as the same null.
	if (path === null) return null;
	if (path.length > MAX_REMEMBERED_LENGTH) return null;
	if (NOT_REMEMBERED.some((pattern) => pattern.test(path))) return null;
	return path;
}
