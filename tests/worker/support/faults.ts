import { NON_HTTP_FAILURE_MESSAGE } from "#app/lib/api/errors";
import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import { applyFault } from "../../../worker/mock/faults";
import { errorBody } from "../../../worker/mock/http";
import { readsBody, type UpstreamCall, upstreamPath } from "./upstream";

/* The ways an upstream can fail, with the mock's own error bodies, and a fetch that fails on demand. */

/** Short enough to keep the suite fast; the client treats it exactly as the 10 s one. */
export const TEST_TIMEOUT_MS = 25;
/** A "slow" answer that never saw its signal abort comes after this, and the test sees a success. */
const SLOW_FALLBACK_MS = 2_000;

export type UpstreamFault = {
	name: string;
	/** The status of the client's ApiError: the HTTP status, or 500 for a failure with no HTTP answer (docs/status-rules.md). */
	status: number;
	/** The messages of that ApiError: the server's, or the message for a non-HTTP failure (docs/status-rules.md). */
	messages: readonly string[];
	/** Only a call that reads a 2xx body can fail on it. */
	bodyOnly?: boolean;
	answer(request: Request, signal: AbortSignal | undefined, healthy: () => Promise<Response>): Promise<Response>;
};

const SERVER_ERROR = "サーバーでエラーが発生しました";
const MAINTENANCE = "ただいまメンテナンス中です。しばらくしてから再度お試しください";

/** What a load balancer or CDN answers when the API behind it is down: HTML, no error body of the contract's shape. */
function htmlPage(status: number): Response {
	const body = `<!doctype html><html><head><title>${status}</title></head><body><h1>${status}</h1></body></html>`;
	return new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

/** Never answers before the caller's signal aborts, as a server past the client's timeout. */
function hangUntilAborted(signal: AbortSignal | undefined, healthy: () => Promise<Response>): Promise<Response> {
	return new Promise((resolve, reject) => {
		const fallback = setTimeout(() => resolve(healthy()), SLOW_FALLBACK_MS);
		signal?.addEventListener(
			"abort",
			() => {
				clearTimeout(fallback);
				reject(signal.reason);
			},
			{ once: true },
		);
	});
}

const nonHttp = { status: 500, messages: [NON_HTTP_FAILURE_MESSAGE] } as const;

export const FAULTS: readonly UpstreamFault[] = [
	{
		name: "500 with the contract's error body",
		status: 500,
		messages: [SERVER_ERROR],
		answer: async () => errorBody(500, [SERVER_ERROR]),
	},
	{ name: "500 with an HTML body", status: 500, messages: [], answer: async () => htmlPage(500) },
	{
		name: "an answer lost after the API acted (the gateway's 502)",
		status: 502,
		messages: [],
		answer: async (_request, _signal, healthy) => {
			await (await healthy()).arrayBuffer();
			return htmlPage(502);
		},
	},
	{
		name: "503 with the contract's error body",
		status: 503,
		messages: [MAINTENANCE],
		answer: async () => errorBody(503, [MAINTENANCE]),
	},
	{ name: "503 with an HTML body", status: 503, messages: [], answer: async () => htmlPage(503) },
	{
		name: "200 with malformed JSON",
		...nonHttp,
		bodyOnly: true,
		answer: async () => (await applyFault("malformed", { slowMs: 0 })) ?? htmlPage(200),
	},
	{
		name: "200 with JSON of the wrong shape",
		...nonHttp,
		bodyOnly: true,
		answer: async () => Response.json({ status: 200, items: "not a list", unexpected: true }),
	},
	{
		name: "an answer slower than the timeout",
		...nonHttp,
		answer: (_request, signal, healthy) => hangUntilAborted(signal, healthy),
	},
	{
		name: "a refused connection",
		...nonHttp,
		answer: async () => {
			throw new TypeError("fetch failed");
		},
	},
];

/** The upstream before `healthy`: normal until armed, then every request gets the fault. */
export function faultyUpstream(healthy: UpstreamFetch) {
	let fault: UpstreamFault | null = null;
	const hits: UpstreamCall[] = [];
	const fetch: UpstreamFetch = (input, init) => {
		if (!fault) return healthy(input, init);
		const request = new Request(input, init);
		hits.push({ method: request.method, path: upstreamPath(request.url) });
		return fault.answer(request, init?.signal ?? request.signal, () => healthy(input, init));
	};
	return {
		fetch,
		hits,
		arm(next: UpstreamFault) {
			fault = next;
		},
		/** Whether the fault decided the outcome: the last call made decides. */
		get effective() {
			const last = hits.at(-1);
			return !fault?.bodyOnly || (last !== undefined && readsBody(last));
		},
	};
}
