import { CallLog, parseDelay } from "./call-log";
import { mockApp } from "./index";

/*
 * The mock back end as an upstream of its own (`wrangler dev --config worker/mock/standalone.jsonc`):
 * the same answers as the default env's `/_mock`, each after a delay, every call logged. The latency
 * bench serves a `local` build against it, so the measured worker holds no mock (bench/README.md).
 *   GET /_upstream/calls     the calls so far (JSON)
 *   DELETE /_upstream/calls  forgets them
 *   PUT /_upstream/delay?ms= sets the delay (the var UPSTREAM_DELAY_MS is the first one, default 100)
 */

const DEFAULT_DELAY_MS = 100;
let log: CallLog | undefined;

function logOf(env: Record<string, unknown>): CallLog {
	log ??= new CallLog(parseDelay(env.UPSTREAM_DELAY_MS) ?? DEFAULT_DELAY_MS);
	return log;
}

function control(request: Request, url: URL, calls: CallLog): Response {
	if (url.pathname === "/_upstream/calls" && request.method === "GET") return Response.json(calls.calls);
	if (url.pathname === "/_upstream/calls" && request.method === "DELETE") {
		calls.clear();
		return new Response(null, { status: 204 });
	}
	if (url.pathname === "/_upstream/delay" && request.method === "PUT") {
		const ms = parseDelay(url.searchParams.get("ms"));
		if (ms === null) return new Response("ms: a whole number from 0 to 60000", { status: 400 });
		calls.delayMs = ms;
		return new Response(null, { status: 204 });
	}
	return new Response("not found", { status: 404 });
}

export default {
	async fetch(request: Request, env: Record<string, unknown>): Promise<Response> {
		const calls = logOf(env);
		const url = new URL(request.url);
		if (url.pathname.startsWith("/_upstream/")) return control(request, url, calls);
		const start = Date.now();
		if (calls.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, calls.delayMs));
		const answer = await mockApp.fetch(request, env);
		// Read whole, so that `end` is when the answer was ready rather than when its headers were.
		const body = answer.body === null ? null : await answer.arrayBuffer();
		calls.record({ method: request.method, path: url.pathname, status: answer.status, start, end: Date.now() });
		return new Response(body, answer);
	},
};
