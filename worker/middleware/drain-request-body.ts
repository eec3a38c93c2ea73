import { createMiddleware } from "hono/factory";
import type { WorkerEnv } from "../types";

/** Set by scripts/serve.mjs, which serves the build with `wrangler dev`. */
export const DRAIN_FLAG = "DRAIN_UNREAD_REQUEST_BODIES";

/** Under `wrangler dev` an unread body breaks the next request (workers-sdk#15203): read the rest first. */
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
