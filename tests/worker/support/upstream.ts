import { env } from "cloudflare:workers";
import type { ApiName } from "#app/contract/define";
import type { UpstreamFetch } from "#app/lib/api/upstream-fetch";
import { mockFetch } from "../../../worker/mock/index";
import { contractCall } from "../../../worker/proxy/allowlist";
import { defaultConfig } from "./router";

/** The default env's upstream: the mock IdP and APIs answered in this isolate, as worker/middleware/upstream.ts wires them. */
export function inProcessMock(): UpstreamFetch {
	const fetcher = mockFetch(env as unknown as Record<string, unknown>);
	return (input, init) => fetcher(new Request(input, init));
}

export type UpstreamCall = { method: string; path: string };

/** `METHOD /path` below the API base address, e.g. `GET /api/orange/v1/news`. */
export function describeCall(call: UpstreamCall): string {
	return `${call.method} ${call.path}`;
}

/** A request's path below the configured API base (IdP and APIs share it). */
export function upstreamPath(url: string): string {
	const base = new URL(defaultConfig.API_BASE_URL).pathname.replace(/\/$/, "");
	const { pathname } = new URL(url);
	return pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
}

/** Every request `fetcher` is asked for, method and path, before it is answered. */
export function recording(fetcher: UpstreamFetch): { fetch: UpstreamFetch; calls: UpstreamCall[] } {
	const calls: UpstreamCall[] = [];
	const fetch: UpstreamFetch = (input, init) => {
		const request = new Request(input, init);
		calls.push({ method: request.method, path: upstreamPath(request.url) });
		return fetcher(input, init);
	};
	return { fetch, calls };
}

/** Whether the caller of this upstream request reads the body of a 2xx (a 204-type call never looks). */
export function readsBody({ method, path }: UpstreamCall): boolean {
	for (const api of ["orange", "lime"] satisfies ApiName[]) {
		const call = contractCall(api, method, path.split("?")[0] ?? "");
		if (call) return Boolean(call.response ?? call.responseHeaders);
	}
	// The IdP: token and userinfo answers are read, a revocation's is not.
	return !path.startsWith("/oauth/revoke");
}
