import { createMiddleware } from "hono/factory";
import type { UpstreamFetch } from "#app/lib/context.server";
import { loadMock } from "../mock/load";
import type { WorkerEnv } from "../types";

/**
 * Exposes `c.var.upstreamFetch`. In the default env, calls to the API base are
 * answered in process by the mock (no network, no loopback hop).
 */
export const upstream = (wrap: (fetcher: UpstreamFetch) => UpstreamFetch = (fetcher) => fetcher) =>
	createMiddleware<WorkerEnv>(async (c, next) => {
		const { config } = c.var;
		const fetcher: UpstreamFetch =
			__MOCK_BACKEND__ && config.mock
				? async (input, init) => {
						const request = new Request(input, init);
						if (!request.url.startsWith(`${config.API_BASE_URL}/`)) return fetch(request);
						const mock = await loadMock();
						return mock.mockFetch(c.env)(request);
					}
				: (input, init) => fetch(input, init);
		c.set("upstreamFetch", wrap(fetcher));
		await next();
	});
