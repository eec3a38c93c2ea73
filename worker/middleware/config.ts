import { createMiddleware } from "hono/factory";
import { configFromEnv } from "#app/lib/config.server";
import type { WorkerEnv } from "../types";

/** Validates the environment once per isolate and exposes it as `c.var.config`. */
export const config = () =>
	createMiddleware<WorkerEnv>(async (c, next) => {
		c.set("config", configFromEnv(c.env));
		await next();
	});
