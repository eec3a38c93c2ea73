import { Hono } from "hono";
import { RouterContextProvider } from "react-router";
import type { SharedApiAnswers } from "#app/lib/api/call.server";
import { SharedAnswers } from "#app/lib/api/shared-answers.server";
import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import { bindRequestApi } from "#app/request/api.server";
import {
	bodyProblemContext,
	calendarContext,
	configContext,
	cookiesContext,
	nonceContext,
	rateLimitersContext,
	requestIdContext,
	sessionUnavailableContext,
	sharedApiAnswersContext,
	staticAssetsContext,
	upstreamFetchContext,
} from "#app/request/context.server";
import { identityPaceContext } from "#app/request/identity-pace.server";
import { signInRegistryContext, signInTouchContext } from "#app/session/sign-ins.server";
import { stateLedgerContext } from "#app/session/state-ledger.server";
import { identityPaceOf } from "./durable/lime-identity-pace";
import { stateLedgerOf } from "./durable/oauth-state-ledger";
import { signInRegistryOf } from "./durable/sign-in-registry";
import { config } from "./middleware/config";
import { drainRequestBody } from "./middleware/drain-request-body";
import { preloadLinks } from "./middleware/preload-links";
import { requestBody } from "./middleware/request-body";
import { requestId } from "./middleware/request-id";
import { sameOrigin } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { session } from "./middleware/session";
import { upstream } from "./middleware/upstream";
import { loadMock } from "./mock/load";
import { createPageCache } from "./page-cache";
import { proxyApi } from "./proxy/api-proxy";
import { publicPageAddress } from "./public-pages";
import { rateLimitersOf } from "./rate-limiters";
import { onServerError, reportServerErrors, type ServerReportingOptions } from "./reporting/server-reporter";
import { staticAssetsOf } from "./static-assets";
import type { WorkerEnv } from "./types";

/** Renders a page with React Router; injected so tests can run the worker without the server build. */
export type PageRenderer = (request: Request, context: RouterContextProvider) => Promise<Response>;

type AppOptions = {
	/** Tests observe what reaches the upstream APIs by wrapping its fetch. */
	wrapUpstream?: (fetcher: UpstreamFetch) => UpstreamFetch;
	/** Tests prove the deadline with a short budget; every deployed worker uses `requestBudgetMs`. */
	upstreamBudgetMs?: (request: Request) => number;
	/** Tests capture what the Sentry SDK would send. */
	reporting?: ServerReportingOptions;
	/** The deployed build's id: public pages are served from the edge cache under it (none: no cache). */
	buildId?: string;
};

export function createApp(renderPage: PageRenderer, options: AppOptions = {}) {
	const app = new Hono<WorkerEnv>();
	// One per app, so per isolate in production; each test's app starts with none kept.
	const sharedApiAnswers: SharedApiAnswers = new SharedAnswers();

	// Public pages for signed-out visitors, when the build has an id (decision 064): a page this
	// isolate keeps is answered first, before any other middleware; the edge cache sits before the session.
	const pages = options.buildId ? createPageCache({ buildId: options.buildId, publicPageAddress }) : undefined;

	app.onError(onServerError(options.reporting));
	if (pages) app.use(pages.answerKeptPage);
	app.use(drainRequestBody());
	app.use(config());
	app.use(requestId());
	// Sees the final status of every response, after the security headers are set.
	app.use(reportServerErrors(options.reporting));
	app.use(securityHeaders());

	// Browsers ask for /favicon.ico on pages that name no icon (the mock IdP's).
	app.get("/favicon.ico", (c) => c.redirect("/favicon.svg", 301));
	app.get("/healthz", (c) => c.json({ status: "ok", env: c.get("config").APP_ENV }));

	// The mock IdP and APIs exist only in the default env (its build and its config); everywhere
	// else this path is a plain 404.
	if (__MOCK_BACKEND__) {
		app.all("/_mock/*", async (c) => {
			if (!c.get("config").mock) return c.notFound();
			const { mockApp } = await loadMock();
			return mockApp.fetch(c.req.raw, c.env);
		});
	}

	if (pages) app.use(pages.answerOrStoreAtEdge);
	app.use(sameOrigin());
	app.use(requestBody());
	app.use(upstream(options.wrapUpstream, options.upstreamBudgetMs));
	app.use(session());

	app.all("/api/orange/v1/*", (c) => proxyApi(c, "orange"));
	app.all("/api/lime/v1/*", (c) => proxyApi(c, "lime"));

	app.use(preloadLinks());
	// Everything the worker does not own is a page (all methods: actions are POSTs).
	app.all("*", (c) => {
		const context = new RouterContextProvider();
		context.set(configContext, c.get("config"));
		context.set(calendarContext, c.get("calendar"));
		context.set(nonceContext, c.get("nonce"));
		context.set(cookiesContext, c.get("cookies"));
		context.set(upstreamFetchContext, c.get("upstreamFetch"));
		context.set(sharedApiAnswersContext, sharedApiAnswers);
		context.set(staticAssetsContext, staticAssetsOf(c.env));
		context.set(stateLedgerContext, stateLedgerOf(c.env));
		context.set(signInRegistryContext, signInRegistryOf(c.env));
		context.set(signInTouchContext, c.get("signInTouch") ?? null);
		bindRequestApi(context, c.req.raw);
		context.set(bodyProblemContext, c.get("bodyProblem") ?? null);
		context.set(sessionUnavailableContext, c.get("sessionUnavailable") ?? false);
		// A page the cache may store is everyone's: the first visitor's request id stays out of it (logs keep it).
		context.set(requestIdContext, c.get("renderedForCache") ? "" : c.get("requestId"));
		context.set(rateLimitersContext, rateLimitersOf(c.env));
		context.set(identityPaceContext, identityPaceOf(c.env));
		return renderPage(c.req.raw, context);
	});

	return app;
}
