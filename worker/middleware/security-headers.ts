import { createMiddleware } from "hono/factory";
import { createNonce, setSecurityHeaders } from "../security-policy";
import type { WorkerEnv } from "../types";

/** Security headers on every response, and a fresh CSP nonce per request (`c.var.nonce`) for the renderer. */
export const securityHeaders = () =>
	createMiddleware<WorkerEnv>(async (c, next) => {
		const nonce = createNonce();
		c.set("nonce", nonce);
		await next();
		// A page-cache hit carries its policy already, written when it was kept: its CSP admits the
		// page's scripts by hash, and this request's nonce is in none of them.
		if (c.res.headers.has("Content-Security-Policy")) return;
		setSecurityHeaders(c.res.headers, c.get("config"), `'nonce-${nonce}'`, c.req.path);
	});
