import { Hono } from "hono";
import { mockControl } from "./control";
import { errorBody, NOT_FOUND_MESSAGE } from "./http";
import { limeMock } from "./lime";
import { orangeMock } from "./orange";

/** The default env's upstream in one app (orange, lime, controls), imported dynamically so no other build carries it. */
export const mockApis = new Hono();
mockApis.route("/", orangeMock);
mockApis.route("/", limeMock);
mockApis.route("/", mockControl);
mockApis.notFound(() => errorBody(404, [NOT_FOUND_MESSAGE]));

type FetchHandler = { fetch(request: Request): Response | Promise<Response> };

/** A `fetch` served by an app in this isolate; unlike `app.fetch` it honours the signal, so timeouts work. */
export function inProcessFetch(app: FetchHandler, prefix = ""): typeof fetch {
	return (input, init) => {
		const request = new Request(input, init);
		const signal = init?.signal ?? request.signal;
		if (signal?.aborted) return Promise.reject(signal.reason);
		// A Request is built once per call where no prefix is cut (every API call through mockFetch).
		let routed = request;
		if (prefix) {
			const url = new URL(request.url);
			if (url.pathname.startsWith(prefix)) {
				url.pathname = url.pathname.slice(prefix.length) || "/";
				routed = new Request(url, request);
			}
		}
		return new Promise<Response>((resolve, reject) => {
			const onAbort = () => reject(signal?.reason);
			signal?.addEventListener("abort", onAbort, { once: true });
			Promise.resolve(app.fetch(routed))
				.then(resolve, reject)
				.finally(() => signal?.removeEventListener("abort", onAbort));
		});
	};
}
