import type { AppConfig } from "#app/lib/config.server";

/** The IdP's authorize and end-session origins: a form post redirects there, so CSP form-action must admit them. */
export function identityProviderOrigins(
	config: Pick<AppConfig, "API_BASE_URL" | "OAUTH_ISSUER" | "OAUTH_END_SESSION_URL">,
): string[] {
	const addresses = [config.API_BASE_URL, config.OAUTH_ISSUER, config.OAUTH_END_SESSION_URL];
	return [...new Set(addresses.filter((address) => address !== undefined).map((address) => new URL(address).origin))];
}
