import { env } from "cloudflare:workers";
import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import { createApp } from "../../../worker/app";
import { requestBudgetMs } from "../../../worker/middleware/upstream";
import { type RouteOutcome, routeRequest } from "./routes";

/* The whole worker with React Router's handler as renderer, answering its decision as JSON. */

/** A routed request's answer body: the outcome, and an uncaught exception as text. */
export type RoutedAnswer = { outcome: RouteOutcome | { kind: "exception"; error: string } };

/** Every request the worker sent upstream (API and IdP), newest last; tests read and clear it. */
export const routedUpstream: Request[] = [];

/** Upstream paths that answer with a failure while listed here; tests add and clear them. */
export const routedFaults: { path: RegExp; answer: (request: Request) => Response | Promise<Response> }[] = [];

/** A request's upstream budget while set: a deadline test waits this long, not the real 5 s or 10 s. */
export const routedBudget: { ms?: number } = {};

const recordUpstream =
	(fetcher: UpstreamFetch): UpstreamFetch =>
	async (input, init) => {
		const request = new Request(input, init);
		routedUpstream.push(request.clone() as Request);
		const fault = routedFaults.find(({ path }) => path.test(new URL(request.url).pathname));
		return fault ? fault.answer(request) : fetcher(request);
	};

function answer(outcome: RouteOutcome): Response {
	const headers = { "Content-Type": "application/json" };
	switch (outcome.kind) {
		case "redirect":
			return new Response(null, { status: 302, headers: { Location: outcome.location } });
		case "exception":
			return Response.json({ outcome: { kind: "exception", error: String(outcome.error) } }, { status: 500 });
		default:
			return new Response(JSON.stringify({ outcome }), { status: outcome.status, headers });
	}
}

const app = createApp(async (request, context) => answer(await routeRequest(request, context)), {
	wrapUpstream: recordUpstream,
	upstreamBudgetMs: (request) => routedBudget.ms ?? requestBudgetMs(request),
});

/** Sends a request through the routed worker. */
export function routed(request: Request): Promise<Response> {
	return Promise.resolve(app.fetch(request, env));
}
