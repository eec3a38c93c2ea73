/**
 * Names of the portal's own cookies. Every environment uses `__Host-` (Secure, this exact origin);
 * the development cookie mode (`LOCAL_HTTP_COOKIES`, default env on http://localhost only) uses
 * `local-` without Secure, because WebKit keeps no Secure cookie from plain http
 * (docs/decisions/095-local-http-cookies.md).
 */
export const SECURE_PREFIX = "__Host-";
export const LOCAL_HTTP_PREFIX = "local-";

export type CookieMode = "secure" | "local-http";

export function cookieName<Base extends string>(base: Base, mode: CookieMode) {
	return mode === "secure" ? (`${SECURE_PREFIX}${base}` as const) : (`${LOCAL_HTTP_PREFIX}${base}` as const);
}

/** The name without its prefix, when it is one of ours in either mode; otherwise null. */
export function ownCookieBase(name: string): string | null {
	for (const prefix of [SECURE_PREFIX, LOCAL_HTTP_PREFIX]) {
		if (name.startsWith(prefix)) return name.slice(prefix.length);
	}
	return null;
}
