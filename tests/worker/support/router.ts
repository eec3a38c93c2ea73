import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import { type AppConfig, configFromEnv } from "#app/lib/config.server";
import { configContext, cookiesContext, staticAssetsContext, upstreamFetchContext } from "#app/request/context.server";
import { createRequestCookies, type RequestCookies } from "#app/session/cookies.server";
import { stateLedgerContext } from "#app/session/state-ledger.server";
import { stateLedgerOf } from "../../../worker/durable/oauth-state-ledger";
import { staticAssetsOf } from "../../../worker/static-assets";
import { configWithApiAt as configAt } from "../../fixtures/config";
import { MOCK_SECRET } from "./worker";

/* A request's context as the worker builds it, for routes run through React Router or one handler. */

/** The default env's config as the worker parses it: the API base is the in-process mock. */
export const defaultConfig: AppConfig = configFromEnv(env);

/** The default env's config with the API (and IdP) at another address, for recording stubs. */
export const configWithApiAt = (apiBaseUrl: string, vars: Record<string, string> = {}): AppConfig =>
	configAt(apiBaseUrl, vars, MOCK_SECRET);

export type RouteWorld = { context: RouterContextProvider; cookies: RequestCookies };

/** A request's context as the worker's catch-all builds it, with the upstream given. */
export function routeWorld(options: { fetch: UpstreamFetch; config?: AppConfig }): RouteWorld {
	const context = new RouterContextProvider();
	const cookies = createRequestCookies([MOCK_SECRET]);
	context.set(configContext, options.config ?? defaultConfig);
	context.set(cookiesContext, cookies);
	context.set(upstreamFetchContext, options.fetch);
	// The postal lookup reads our own data through it; it is no upstream, so no fault reaches it.
	context.set(staticAssetsContext, staticAssetsOf(env));
	// The real Durable Object of the OAUTH_STATES binding, as the worker's catch-all hands it on.
	context.set(stateLedgerContext, stateLedgerOf(env as unknown as Record<string, unknown>));
	return { context, cookies };
}

/** The arguments React Router hands a loader, action or middleware. */
export const args = (request: Request, context: RouterContextProvider, params: Record<string, string> = {}) =>
	({ request, context, params, unstable_pattern: "", unstable_url: new URL(request.url) }) as never;

/** Runs a handler and keeps whatever it returned or threw. */
export async function run<T>(fn: () => T | Promise<T>): Promise<{ value?: T; thrown?: unknown }> {
	try {
		return { value: await fn() };
	} catch (thrown) {
		return { thrown };
	}
}

export const location = (thrown: unknown) => (thrown instanceof Response ? thrown.headers.get("Location") : null);
