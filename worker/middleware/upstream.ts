import { createMiddleware } from "hono/factory";
import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import { recordingSpans, serverTimingHeader, upstreamTiming } from "#app/lib/api/upstream-timing";
import type { AppConfig } from "#app/lib/config.server";
import { loadMock } from "../mock/load";
import type { WorkerEnv } from "../types";

/** How the worker reaches the API and IdP; in the default env the mock answers in process. */
export function upstreamFetchFor(config: AppConfig, env: Record<string, unknown>): UpstreamFetch {
	if (!__MOCK_BACKEND__ || !config.mock) return (input, init) => fetch(input, init);
	const apiBase = `${config.API_BASE_URL}/`;
	return async (input, init) => {
		// Read from the input as given: a Request built here only to read its address cost one per call.
		const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
		if (!url.startsWith(apiBase)) return fetch(input, init);
		const mock = await loadMock();
		return mock.mockFetch(env)(input, init);
	};
}

/**
 * Exposes `c.var.upstreamFetch`, every call timed: an HTML answer, and a route's data (`.data`, what an
 * in-app navigation or a prefetch loads), says how long the upstream took, in how many rounds and calls
 * (`Server-Timing`, nothing about the member).
 */
export const upstream = (wrap: (fetcher: UpstreamFetch) => UpstreamFetch = (fetcher) => fetcher) =>
	createMiddleware<WorkerEnv>(async (c, next) => {
		const timed = recordingSpans(upstreamFetchFor(c.get("config"), c.env));
		c.set("upstreamFetch", wrap(timed.fetch));
		await next();
		if (c.res.headers.get("Content-Type")?.startsWith("text/html") || c.req.path.endsWith(".data")) {
			c.res.headers.set("Server-Timing", serverTimingHeader(upstreamTiming(timed.spans)));
		}
	});
