import type { Context } from "hono";
import type { ApiName, CallDefinition } from "#app/contract/define";
import {
	GUID_HEADER,
	PIN_CODE_HEADER,
	TWO_FACTOR_REQUIRED,
	TWO_FACTOR_REQUIRED_MESSAGE,
} from "#app/contract/error-codes";
import { hasControlCharacters } from "#app/lib/japanese/input";
import { SESSION_UNAVAILABLE_MESSAGE } from "#app/request/guard.server";
import { hasPassedTwoFactor } from "#app/session/two-factor-state.server";
import type { WorkerEnv } from "../types";
import { allowedCall } from "./allowlist";

const TIMEOUT_MS = 10_000;
/** The only browser headers that travel upstream; credentials are the worker's to add. */
const FORWARDED_REQUEST_HEADERS = ["Accept", "Accept-Language"];
/** The upstream's Cache-Control never travels: every answer here is one member's (or a refusal). */
const FORWARDED_RESPONSE_HEADERS = ["Content-Type", "Retry-After"];
const NOT_STORED = "private, no-store";

function problem(status: number, message: string, errorCode?: string): Response {
	const body = { status, errors: [message], ...(errorCode ? { error_code: errorCode } : {}) };
	return Response.json(body, { status, headers: { "Cache-Control": NOT_STORED } });
}

/** A signed-in member who still owes two-factor gets what the API gives such a member on the detail: 401-002. */
function owesTwoFactor(c: Context<WorkerEnv>, api: ApiName, call: CallDefinition): boolean {
	if (api !== "orange" || call.auth !== "bearer") return false;
	const session = c.get("cookies").session.value;
	return session ? !hasPassedTwoFactor(session) : false;
}

/** Only the query the call declares; null when a value carries a control character. */
function declaredQuery(call: CallDefinition, params: URLSearchParams): string | null {
	const names = Object.keys(call.query?.shape ?? {});
	const kept = new URLSearchParams();
	for (const [name, value] of params) {
		if (!names.includes(name)) continue;
		if (hasControlCharacters(value)) return null;
		kept.append(name, value);
	}
	const query = kept.toString();
	return query ? `?${query}` : "";
}

function credentials(c: Context<WorkerEnv>, api: ApiName): Record<string, string> {
	const cookies = c.get("cookies");
	if (api === "lime") {
		const lime = cookies.lime.value;
		return lime ? { Authorization: `Bearer ${lime.accessToken}` } : {};
	}
	const headers: Record<string, string> = {};
	const session = cookies.session.value;
	if (session) headers.Authorization = `Bearer ${session.access_token}`;
	const trusted = cookies.trustedBrowser.value;
	if (trusted?.pinCode) headers[PIN_CODE_HEADER] = trusted.pinCode;
	if (trusted?.guid) headers[GUID_HEADER] = trusted.guid;
	return headers;
}

/** Browser-side API reads (docs/contract.md): allowlisted, credentials from the sealed cookies, the browser's dropped. */
export async function proxyApi(c: Context<WorkerEnv>, api: ApiName): Promise<Response> {
	const url = new URL(c.req.url);
	// The raw path: URL parsing would already have resolved dot segments.
	const rawPath = c.req.raw.url.slice(url.origin.length).split("?")[0] ?? "";
	const call = allowedCall(api, c.req.method, rawPath);
	if (!call) return problem(404, "Not Found");
	if (owesTwoFactor(c, api, call)) return problem(401, TWO_FACTOR_REQUIRED_MESSAGE, TWO_FACTOR_REQUIRED);
	// An expired token the provider could not renew just now: not the member's sign-in to end.
	if (api === "orange" && c.get("sessionUnavailable")) return problem(503, SESSION_UNAVAILABLE_MESSAGE);

	const search = declaredQuery(call, url.searchParams);
	if (search === null) return problem(400, "Bad Request");

	const headers = new Headers(credentials(c, api));
	for (const name of FORWARDED_REQUEST_HEADERS) {
		const value = c.req.header(name);
		if (value !== undefined) headers.set(name, value);
	}
	let upstream: Response;
	try {
		upstream = await c.get("upstreamFetch")(`${c.get("config").API_BASE_URL}${rawPath}${search}`, {
			method: call.method,
			headers,
			redirect: "manual",
			signal: AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(TIMEOUT_MS)]),
		});
	} catch {
		return problem(500, "通信中に予期せぬエラーが発生しました");
	}

	const responseHeaders = new Headers({ "Cache-Control": NOT_STORED });
	for (const name of FORWARDED_RESPONSE_HEADERS) {
		const value = upstream.headers.get(name);
		if (value !== null) responseHeaders.set(name, value);
	}
	return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}
