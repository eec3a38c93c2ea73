import { createMiddleware } from "hono/factory";
import type { WorkerEnv } from "../types";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Unsafe requests only from our own pages: the browser's Origin must be ours,
 * or, where a browser sends no Origin, Sec-Fetch-Site must say same-origin.
 * Requests with neither (not a browser we can vouch for) are refused too.
 */
export function isSameOriginRequest(request: Request): boolean {
	const origin = request.headers.get("Origin");
	if (origin !== null) return origin === new URL(request.url).origin;
	return request.headers.get("Sec-Fetch-Site") === "same-origin";
}

export const sameOrigin = () =>
	createMiddleware<WorkerEnv>(async (c, next) => {
		if (SAFE_METHODS.has(c.req.method) || isSameOriginRequest(c.req.raw)) return next();
		return c.text("不正なリクエストのため処理できませんでした。", 403);
	});
