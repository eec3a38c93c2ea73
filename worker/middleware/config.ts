import { createMiddleware } from "hono/factory";
import { configFromEnv } from "#app/lib/config.server";
import { calendarOn, isClockTime } from "#app/lib/japanese/japan-time";
import type { WorkerEnv } from "../types";

/**
 * In the default env only, a test sets the time of day its pages read (`x-demo-time: 23:59`), as
 * DEMO_TODAY sets the day (docs/testing.md, "Moving the calendar").
 */
const DEMO_TIME_HEADER = "x-demo-time";

/** Validates the environment once per isolate and exposes it as `c.var.config`, with this request's calendar. */
export const config = () =>
	createMiddleware<WorkerEnv>(async (c, next) => {
		const config = configFromEnv(c.env);
		c.set("config", config);
		const time = config.mock ? c.req.header(DEMO_TIME_HEADER) : undefined;
		c.set(
			"calendar",
			calendarOn({
				day: config.DEMO_TODAY || undefined,
				time: time !== undefined && isClockTime(time) ? time : undefined,
			}),
		);
		await next();
	});
