import { Hono } from "hono";
import { inProcessFetch, mockApis } from "./apis";
import { useDemoCalendarOf } from "./calendar";
import { oauthApp } from "./oauth";
import { trustForeignTokensFrom } from "./tokens";

/** Everything the default env answers in place of the real IdP and APIs, under /_mock. */
export const mockApp = new Hono<{ Bindings: Record<string, unknown> }>().basePath("/_mock");
mockApp.use(async (c, next) => {
	trustForeignTokensFrom(c.env);
	useDemoCalendarOf(c.env);
	await next();
});
mockApp.route("/oauth", oauthApp);
mockApp.route("/", mockApis);

/** A fetch answered by the mock in this isolate, honouring abort signals (timeouts). */
export function mockFetch(env: Record<string, unknown>): typeof fetch {
	return inProcessFetch({ fetch: (request) => mockApp.fetch(request, env) });
}
