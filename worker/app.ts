import { Hono } from "hono";
import { RouterContextProvider } from "react-router";
import { stateLedgerContext } from "#app/features/sign-in/state-ledger.server";
import type { SharedApiAnswers } from "#app/lib/api/call.server";
import { bindRequestApi } from "#app/lib/api/request.server";
import { SharedAnswers } from "#app/lib/api/shared-answers.server";
import type { UpstreamFetch } from "#app/lib/context.server";
import {
	bodyProblemContext,
	configContext,
	cookiesContext,
	nonceContext,
	rateLimitersContext,
	sharedApiAnswersContext,
	staticAssetsContext,
	upstreamFetchContext,
} from "#app/lib/context.server";
import { stateLedgerOf } from "./durable/oauth-state-ledger";
import { config } from "./middleware/config";
import { drainRequestBody } from "./middleware/drain-request-body";
import { createPageCache } from "./middleware/page-cache";
import { requestBody } from "./middleware/request-body";
import { sameOrigin } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { session } from "./middleware/session";
import { upstream } from "./middleware/upstream";
import { loadMock } from "./mock/load";
import { proxyApi } from "./proxy/api-proxy";
import { isPublicPage } from "./public-pages";
import { rateLimitersOf } from "./rate-limiters";
import { onServerError, reportServerErrors, type ServerReportingOptions } from "./reporting/server-reporter";
import { staticAssetsOf } from "./static-assets";
import type { WorkerEnv } from "./types";

/** Renders a page with React Router; injected so tests can run the worker without the server build. */
export type PageRenderer = (request: Request, context: RouterContextProvider) => Promise<Response>;

type AppOptions = {
	/** Tests observe what reaches the upstream APIs by wrapping its fetch. */
	wrapUpstream?: (fetcher: UpstreamFetch) => UpstreamFetch;
	/** Tests capture what the Sentry SDK would send. */
	reporting?: ServerReportingOptions;
	/** The deployed build's id: public pages are served from the edge cache under it (none: no cache). */
	buildId?: string;
};

export function createApp(renderPage: PageRenderer, options: AppOptions = {}) {
	const app = new Hono<WorkerEnv>();
	// One per app, so per isolate in production; each test's app starts with none kept.
	const sharedApiAnswers: SharedApiAnswers = new SharedAnswers();

	app.onError(onServerError(options.reporting));
	app.use(drainRequestBody());
	app.use(config());
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

	// Before the session: a cached public page costs no cookie decryption and no upstream set-up.
	const pages = options.buildId ? createPageCache({ buildId: options.buildId, isPublicPage }) : undefined;
	if (pages) app.use(pages.middleware);

	app.use(sameOrigin());
	app.use(requestBody());
	app.use(upstream(options.wrapUpstream));
	app.use(session());

	app.all("/api/orange/v1/*", (c) => proxyApi(c, "orange"));
	app.all("/api/lime/v1/*", (c) => proxyApi(c, "lime"));

	// Everything the worker does not own is a page (all methods: actions are POSTs).
	app.all("*", (c) => {
		const context = new RouterContextProvider();
		context.set(configContext, c.get("config"));
		context.set(nonceContext, c.get("nonce"));
		context.set(cookiesContext, c.get("cookies"));
		context.set(upstreamFetchContext, c.get("upstreamFetch"));
		context.set(sharedApiAnswersContext, sharedApiAnswers);
		context.set(staticAssetsContext, staticAssetsOf(c.env));
		context.set(stateLedgerContext, stateLedgerOf(c.env));
		bindRequestApi(context, c.req.raw);
		context.set(bodyProblemContext, c.get("bodyProblem") ?? null);
		context.set(rateLimitersContext, rateLimitersOf(c.env));
		return renderPage(c.req.raw, context);
	});

	if (pages) {
		// A public page this isolate keeps is answered before Hono dispatches: its headers were written
		// when it was kept, and the middleware would only redo them (about half of a hit's CPU time).
		const dispatch = app.fetch;
		app.fetch = (request, env, executionCtx) =>
			pages.answerKept(request, executionCtx) ?? dispatch(request, env, executionCtx);
	}
	return app;
}
