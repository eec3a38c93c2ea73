import { createMiddleware } from "hono/factory";
import type { WorkerEnv } from "../types";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Unsafe requests only from our pages: Origin must be ours, or without one Sec-Fetch-Site same-origin; else refused. */
export function isSameOriginRequest(request: Request): boolean {
	const origin = request.headers.get("Origin");
	// Pages under `Referrer-Policy: no-referrer` (token URLs) post their forms with
	// `Origin: null`; for those Sec-Fetch-Site still tells same-origin from cross-site.
	if (origin !== null && origin !== "null") return origin === new URL(request.url).origin;
	return request.headers.get("Sec-Fetch-Site") === "same-origin";
}

export const sameOrigin = () =>
	createMiddleware<WorkerEnv>(async (c, next) => {
		if (SAFE_METHODS.has(c.req.method)) return next();
		if (!isSameOriginRequest(c.req.raw)) return c.text("不正なリクエストのため処理できませんでした。", 403);
		if (c.req.header("Origin") === "null") {
			// Vouched for above by Sec-Fetch-Site. React Router's own action check
			// refuses an opaque Origin, so it gets the origin the browser withheld.
			const headers = new Headers(c.req.raw.headers);
			headers.set("Origin", new URL(c.req.url).origin);
			c.req.raw = new Request(c.req.raw, { headers });
		}
		return next();
	});
