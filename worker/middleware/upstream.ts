import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { REQUEST_TIMEOUT_MS } from "#app/lib/api/call.server";
import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import { recordingSpans, serverTimingHeader, upstreamTiming } from "#app/lib/api/upstream-timing";
import type { AppConfig } from "#app/lib/config.server";
import { DOCUMENT_READ_TIMEOUT_MS, isDocumentRead } from "#app/request/document-deadline.server";
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
 * One deadline per request, shared by every upstream call and renewal on it: a page load answers
 * within about 5 s, anything else (a form post, the router's data request) within about 10 s,
 * whatever the upstream does; never two timeouts in a row (docs/architecture.md "One deadline").
 */
export function requestBudgetMs(request: Request): number {
	return isDocumentRead(request) ? DOCUMENT_READ_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
}

/** Every call through `fetcher` ends when `deadline` does, whatever signal it brings. */
function withDeadline(fetcher: UpstreamFetch, deadline: AbortSignal): UpstreamFetch {
	return (input, init) => {
		const own = init?.signal ?? (input instanceof Request ? input.signal : undefined);
		return fetcher(input, { ...init, signal: own ? AbortSignal.any([own, deadline]) : deadline });
	};
}

/** Milliseconds left of this request's deadline. */
export function timeLeft(c: Context<WorkerEnv>): number {
	return Math.max(0, c.get("deadline").at - Date.now());
}

/**
 * Exposes `c.var.upstreamFetch` under the request's deadline, every call timed: an HTML answer, and a
 * route's data (`.data`, what an in-app navigation or a prefetch loads), says how long the upstream
 * took, in how many rounds and calls (`Server-Timing`, nothing about the member).
 */
export const upstream = (
	wrap: (fetcher: UpstreamFetch) => UpstreamFetch = (fetcher) => fetcher,
	budgetMs: (request: Request) => number = requestBudgetMs,
) =>
	createMiddleware<WorkerEnv>(async (c, next) => {
		const budget = budgetMs(c.req.raw);
		c.set("deadline", { at: Date.now() + budget, signal: AbortSignal.timeout(budget) });
		const timed = recordingSpans(upstreamFetchFor(c.get("config"), c.env));
		c.set("upstreamFetch", withDeadline(wrap(timed.fetch), c.get("deadline").signal));
		await next();
		if (c.res.headers.get("Content-Type")?.startsWith("text/html") || c.req.path.endsWith(".data")) {
			c.res.headers.set("Server-Timing", serverTimingHeader(upstreamTiming(timed.spans)));
		}
	});
