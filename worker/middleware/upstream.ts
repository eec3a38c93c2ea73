import { createMiddleware } from "hono/factory";
import type { AppConfig } from "#app/lib/config.server";
import type { UpstreamFetch } from "#app/lib/context.server";
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

/** Exposes `c.var.upstreamFetch`. */
export const upstream = (wrap: (fetcher: UpstreamFetch) => UpstreamFetch = (fetcher) => fetcher) =>
	createMiddleware<WorkerEnv>(async (c, next) => {
		c.set("upstreamFetch", wrap(upstreamFetchFor(c.get("config"), c.env)));
		await next();
	});
