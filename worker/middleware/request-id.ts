import { createMiddleware } from "hono/factory";
import type { WorkerEnv } from "../types";

/** Cloudflare's ray id when there is one (operators find the request in its logs), else a fresh one. */
function requestIdOf(request: Request): string {
	const ray = request.headers.get("cf-ray")?.split("-")[0] ?? "";
	return /^[0-9a-f]{8,32}$/i.test(ray) ? ray.toLowerCase() : crypto.randomUUID().replaceAll("-", "").slice(0, 16);
}

/** `c.var.requestId`: named in every log line of the request and on its error screen. */
export const requestId = () =>
	createMiddleware<WorkerEnv>(async (c, next) => {
		c.set("requestId", requestIdOf(c.req.raw));
		await next();
	});
