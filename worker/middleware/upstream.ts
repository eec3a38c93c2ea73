import { createMiddleware } from "hono/factory";
import type { AppConfig } from "#app/lib/config.server";
import type { UpstreamFetch } from "#app/lib/context.server";
import { loadMock } from "../mock/load";
import type { WorkerEnv } from "../types";

/**
 * How the worker reaches the API and IdP. In the default env, calls to the API
 * base are answered in process by the mock (no network, no loopback hop).
 */
export function upstreamFetchFor(config: AppConfig, env: Record<string, unknown>): UpstreamFetch {
	if (!__MOCK_BACKEND__ || !config.mock) return (input, init) => fetch(input, init);
	return async (input, init) => {
		const request = new Request(input, init);
		if (!request.url.startsWith(`${config.API_BASE_URL}/`)) return fetch(request);
		const mock = await loadMock();
		return mock.mockFetch(env)(request);
	};
}

/** Exposes `c.var.upstreamFetch`. */
export const upstream = (wrap: (fetcher: UpstreamFetch) => UpstreamFetch = (fetcher) => fetcher) =>
	createMiddleware<WorkerEnv>(async (c, next) => {
		c.set("upstreamFetch", wrap(upstreamFetchFor(c.get("config"), c.env)));
		await next();
	});
