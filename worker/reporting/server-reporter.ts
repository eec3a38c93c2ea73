import type { Context, ErrorHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { AppConfig } from "#app/lib/config.server";
import { errorFields, log } from "#app/lib/logging/log-line";
import { scrubPath } from "#app/lib/reporting/scrub";
import type { WorkerEnv } from "../types";
import { REPORTED_HEADERS, scrubEvent } from "./scrub-event";

export type ServerReportingOptions = {
	/** Where reports are sent; tests capture them instead of reaching Sentry. */
	fetcher?: typeof fetch;
};

type Failure = { error: unknown } | { status: number };

/** Requests whose exception has been reported already (by onError), so the 5xx is not reported twice. */
const reportedRequests = new WeakSet<Request>();

/** The Sentry SDK is loaded only when something is reported, and only where a DSN is set. */
function sendsReports(config: AppConfig | undefined): config is AppConfig {
	return Boolean(config?.reporting && config.SENTRY_DSN);
}

type WaitUntil = { waitUntil(promise: Promise<unknown>): void };

function executionContextOf(c: Context<WorkerEnv>): WaitUntil | undefined {
	try {
		return c.executionCtx;
	} catch {
		// Hono throws when the runtime gave no context (direct app.fetch in tests).
		return undefined;
	}
}

/** The request as a report shows it: no body, no cookies, only the headers worth having (scrubbed again in scrubEvent). */
function requestData(request: Request) {
	const url = new URL(request.url);
	const headers: Record<string, string> = {};
	for (const [name, value] of request.headers) if (REPORTED_HEADERS.includes(name)) headers[name] = value;
	return { url: `${url.origin}${url.pathname}`, method: request.method, query_string: url.search.slice(1), headers };
}

async function send(c: Context<WorkerEnv>, config: AppConfig, failure: Failure, options: ServerReportingOptions) {
	const { CloudflareClient, Scope, createStackParser, createTransport, nodeStackLineParser } = await import(
		"./sentry-sdk"
	);
	const fetcher = options.fetcher ?? fetch;
	// One client per report, bound to no global scope: nothing is shared between requests.
	const client = new CloudflareClient({
		dsn: config.SENTRY_DSN,
		environment: config.APP_ENV,
		integrations: [],
		stackParser: createStackParser(nodeStackLineParser()),
		transport: (transportOptions) =>
			createTransport(transportOptions, async ({ body }) => {
				const response = await fetcher(transportOptions.url, { method: "POST", body: body as BodyInit });
				return {
					statusCode: response.status,
					headers: {
						"x-sentry-rate-limits": response.headers.get("X-Sentry-Rate-Limits"),
						"retry-after": response.headers.get("Retry-After"),
					},
				};
			}),
		beforeSend: scrubEvent,
	});
	client.init();
	const scope = new Scope();
	scope.setClient(client);
	const request = requestData(c.req.raw);
	scope.addEventProcessor((event) => ({ ...event, request: { ...request, ...event.request } }));
	const route = scrubPath(new URL(c.req.url).pathname);
	scope.setTag("route", route);
	if ("error" in failure) {
		client.captureException(failure.error, undefined, scope);
	} else {
		scope.setFingerprint(["http-5xx", String(failure.status), c.req.method, route]);
		client.captureMessage(`${failure.status} ${c.req.method} ${route}`, "error", undefined, scope);
	}
	await client.flush(5_000);
	client.dispose();
}

function report(c: Context<WorkerEnv>, failure: Failure, options: ServerReportingOptions): Promise<void> | undefined {
	const config = c.get("config") as AppConfig | undefined;
	if (!sendsReports(config)) return undefined;
	const pending = send(c, config, failure, options).catch((error: unknown) => {
		log("error", "error report not sent", errorFields(error));
	});
	const context = executionContextOf(c);
	if (context) {
		context.waitUntil(pending);
		return undefined;
	}
	return pending;
}

/** Reports every 5xx response no exception report covers; off in local and default, or without SENTRY_DSN. */
export const reportServerErrors = (options: ServerReportingOptions = {}) =>
	createMiddleware<WorkerEnv>(async (c, next) => {
		await next();
		if (c.res.status < 500 || reportedRequests.has(c.req.raw)) return;
		await report(c, { status: c.res.status }, options);
	});

/** Uncaught exceptions: reported (or, in local and default, only logged) and answered with a plain 500. */
export function onServerError(options: ServerReportingOptions = {}): ErrorHandler<WorkerEnv> {
	return async (error, c) => {
		// Hono's own answer for the exceptions it defines (none of them is a server fault).
		if (error instanceof HTTPException) return error.getResponse();
		reportedRequests.add(c.req.raw);
		const config = c.get("config") as AppConfig | undefined;
		if (sendsReports(config)) await report(c, { error }, options);
		else log("error", "uncaught exception", { requestId: c.get("requestId"), ...errorFields(error) });
		return c.text("Internal Server Error", 500);
	};
}
