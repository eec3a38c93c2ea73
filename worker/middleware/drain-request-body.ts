import { createMiddleware } from "hono/factory";
import type { WorkerEnv } from "../types";

/** Set by scripts/serve.mjs, which serves the build with `wrangler dev`. */
export const DRAIN_FLAG = "DRAIN_UNREAD_REQUEST_BODIES";

/**
 * Under `wrangler dev`, a response sent while the request's body is still
 * unread breaks the *next* request through the dev server's proxy ("Network
 * connection lost", cloudflare/workers-sdk#15203, workerd#1741): bundled dev
 * builds get a draining middleware from wrangler, our `no_bundle` build does
 * not. So, when the dev server asks for it, whatever a handler left unread (a
 * refused cross-site post, a sign-out form) is read before the answer goes.
 * Deployed workers have no such proxy and skip this.
 */
export const drainRequestBody = () =>
	createMiddleware<WorkerEnv>(async (c, next) => {
		await next();
		if (c.env[DRAIN_FLAG] !== "true") return;
		const request = c.req.raw;
		if (request.body === null || request.bodyUsed) return;
		try {
			await request.arrayBuffer();
		} catch {
			// Already read through a clone, or the client went away: nothing left to drain.
		}
	});
