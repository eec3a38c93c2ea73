import type { AppConfig } from "#app/lib/config.server";

/**
 * Origins the browser is sent to by a form post's redirect: the IdP's authorize page (after the
 * two-factor or forced-change posts) and its end-session page (after sign-out). The CSP's
 * form-action must admit them, as browsers check redirects of a form submission against it.
 */
export function identityProviderOrigins(
	config: Pick<AppConfig, "API_BASE_URL" | "OAUTH_ISSUER" | "OAUTH_END_SESSION_URL">,
): string[] {
	const addresses = [config.API_BASE_URL, config.OAUTH_ISSUER, config.OAUTH_END_SESSION_URL];
	return [...new Set(addresses.filter((address) => address !== undefined).map((address) => new URL(address).origin))];
}
