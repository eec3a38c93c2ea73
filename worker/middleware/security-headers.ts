import { createMiddleware } from "hono/factory";
import { isTokenPath } from "../security/token-paths";
import type { WorkerEnv } from "../types";

function createNonce(): string {
	const bytes = crypto.getRandomValues(new Uint8Array(16));
	return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string, formActions: readonly string[]): string {
	return [
		"default-src 'self'",
		// strict-dynamic: only scripts carrying this response's nonce, and what they load, may run.
		`script-src 'nonce-${nonce}' 'strict-dynamic'`,
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data:",
		"font-src 'self'",
		"connect-src 'self'",
		"object-src 'none'",
		"base-uri 'none'",
		"frame-ancestors 'none'",
		`form-action ${["'self'", ...formActions].join(" ")}`,
	].join("; ");
}

/**
 * Sets the security headers on every response and a fresh CSP nonce per
 * request (exposed as `c.var.nonce` for the renderer).
 */
export const securityHeaders = () =>
	createMiddleware<WorkerEnv>(async (c, next) => {
		const nonce = createNonce();
		c.set("nonce", nonce);
		await next();

		const headers = c.res.headers;
		// The IdP's authorize page is reached by a redirect after sign-out's form post.
		const apiOrigin = new URL(c.var.config.API_BASE_URL).origin;
		headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, [apiOrigin]));
		headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
		headers.set("X-Content-Type-Options", "nosniff");
		headers.set("X-Frame-Options", "DENY");
		headers.set("Cross-Origin-Opener-Policy", "same-origin");
		headers.set("Cross-Origin-Resource-Policy", "same-origin");
		headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
		const tokenPath = isTokenPath(new URL(c.req.url).pathname);
		headers.set("Referrer-Policy", tokenPath ? "no-referrer" : "strict-origin-when-cross-origin");
		// Pages are rendered per member and per request (nonce): never store them.
		const isHtml = headers.get("Content-Type")?.startsWith("text/html") ?? false;
		if (tokenPath || isHtml || !headers.has("Cache-Control")) {
			headers.set("Cache-Control", "no-store");
		}
	});
