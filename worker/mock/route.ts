import type { Hono } from "hono";
import type * as z from "zod";
import {
	API_BASE_PATHS,
	type BodyOf,
	type CallDefinition,
	callLabel,
	type ParamsOf,
	type QueryOf,
	type ResponseHeadersOf,
	type ResponseOf,
} from "#app/contract/define";
import { BoundedMap } from "#app/lib/collections/bounded-map";
import { takeArmedFault } from "./armed-faults";
import { applyFault, type Fault, faultFromFields, faultFromHeader, SLOW_FAULT_MS } from "./faults";
import { errorBody, MALFORMED_REQUEST_MESSAGE, NOT_FOUND_MESSAGE } from "./http";
import { mockState } from "./state";

export type MockOptions = {
	/** How long the `slow` fault waits; tests shorten it. */
	slowMs?: number;
	/** The clock for time-based rules (resend limit); tests move it. */
	now?: () => number;
};

type HandlerArgs<D, Auth> = {
	params: ParamsOf<D>;
	query: QueryOf<D>;
	body: BodyOf<D>;
	/** What the API's guard resolved for a bearer call; null for token-free calls. */
	auth: D extends { readonly auth: "bearer" } ? Auth : null;
	request: Request;
};

type Success<D> = (D extends { readonly response: unknown } ? { data: ResponseOf<D> } : { data?: undefined }) & {
	headers?: ResponseHeadersOf<D> extends undefined ? undefined : ResponseHeadersOf<D>;
};

/** A handler answers with the call's success, or with an error `Response` built by `errorBody`. */
export type Handler<D, Auth> = (args: HandlerArgs<D, Auth>) => Success<D> | Response | Promise<Success<D> | Response>;

type ServeOptions = {
	/** The same answer for every member, said as `Cache-Control: public` (the portal may share it, decision 066). */
	sameForEveryMemberSeconds?: number;
};

/** Resolves who calls a bearer call, or answers it (401, 403…). */
type Guard<Auth> = (request: Request, definition: CallDefinition) => Auth | Response;

type JsonResult = { ok: true; value: unknown } | { ok: false };

async function readJson(request: Request): Promise<JsonResult> {
	try {
		return { ok: true, value: await request.json() };
	} catch {
		return { ok: false };
	}
}

/** Serves contract calls, checking every request and answer with the client's schemas, so the mock cannot drift. */
export function createRouter<Auth>(
	app: Hono,
	guard: Guard<Auth>,
	options: MockOptions = {},
	/** Told of each write carried out (2xx, not a replay), so tests can count what a resend stored. */
	countWrite?: (auth: Auth, call: string) => void,
) {
	const slowMs = options.slowMs ?? SLOW_FAULT_MS;

	async function fault(name: Fault | undefined, request: Request): Promise<Response | undefined> {
		return name ? applyFault(name, { slowMs, signal: request.signal }) : undefined;
	}

	return function serve<D extends CallDefinition>(
		definition: D,
		handler: Handler<D, Auth>,
		serveOptions: ServeOptions = {},
	): void {
		const path = `${API_BASE_PATHS[definition.api]}${definition.path}`;
		app.on(definition.method, path, async (c) => {
			const request = c.req.raw;
			const headerFault = faultFromHeader(request);
			const forced = await fault(headerFault, request);
			if (forced) return forced;

			let auth: Auth | null = null;
			if (definition.auth === "bearer") {
				const resolved = guard(request, definition);
				if (resolved instanceof Response) return resolved;
				auth = resolved;
			}

			const params = definition.params ? definition.params.safeParse(c.req.param()) : undefined;
			// A path that names nothing we have is a 404, as a real router would say.
			if (params && !params.success) return errorBody(404, [NOT_FOUND_MESSAGE]);
			const query = definition.query ? definition.query.safeParse(c.req.query()) : undefined;
			if (query && !query.success) return errorBody(400, [MALFORMED_REQUEST_MESSAGE]);
			let body: { success: true; data: unknown } | undefined;
			if (definition.body) {
				const json = await readJson(request);
				const parsed = json.ok ? definition.body.safeParse(json.value) : undefined;
				if (!parsed?.success) return errorBody(400, [MALFORMED_REQUEST_MESSAGE]);
				body = parsed;
			}

			const fields = [params?.data, query?.data, body?.data]
				.filter((part): part is Record<string, unknown> => typeof part === "object" && part !== null)
				.flatMap((part) => Object.entries(part));
			const named = faultFromFields(fields) ?? takeArmedFault(callLabel(definition), request, body?.data);
			const fieldFault = await fault(named, request);
			if (fieldFault) return fieldFault;

			const write = idempotentWrite(definition, request, body?.data);
			const earlier = write?.earlier();
			if (earlier) return earlier;

			const result = await handler({
				params: params?.data,
				query: query?.data,
				body: body?.data,
				auth,
				request,
			} as HandlerArgs<D, Auth>);
			const response = result instanceof Response ? result : answer(definition, result);
			if (serveOptions.sameForEveryMemberSeconds && !(result instanceof Response)) {
				response.headers.set("Cache-Control", `public, max-age=${serveOptions.sameForEveryMemberSeconds}`);
			}
			if (write) await write.remember(response);
			if (countWrite && auth !== null && definition.method !== "GET" && response.ok)
				countWrite(auth, callLabel(definition));
			return named === "lost" || headerFault === "lost" ? errorBody(502, [LOST_ANSWER_MESSAGE]) : response;
		});
	};
}

const LOST_ANSWER_MESSAGE = "Bad Gateway";
/** Said as a well-behaved API says it: the key was used for another request. */
const KEY_REUSED_MESSAGE = "このリクエストはすでに別の内容で受け付けています";

/**
 * `Idempotency-Key` as the IETF httpapi draft asks of an API: the same key and body again get the
 * first answer (nothing done twice), the same key with another body a 422. Keys live per call.
 */
function idempotentWrite(definition: CallDefinition, request: Request, body: unknown) {
	const key = definition.method === "GET" ? null : request.headers.get("Idempotency-Key");
	if (!key) return undefined;
	const id = `${callLabel(definition)} ${key}`;
	const sent = JSON.stringify(body ?? null);
	const writes = mockState().idempotentWrites;
	return {
		earlier(): Response | undefined {
			const seen = writes.get(id);
			if (!seen) return undefined;
			if (seen.body !== sent) return errorBody(422, [KEY_REUSED_MESSAGE]);
			return new Response(seen.text || null, { status: seen.status, headers: seen.headers });
		},
		async remember(response: Response): Promise<void> {
			// Only what the API did is kept: a refusal leaves the key free for a corrected resend.
			if (response.status < 200 || response.status > 299) return;
			const text = await response.clone().text();
			writes.set(id, { body: sent, status: response.status, headers: [...response.headers], text });
		},
	};
}

/** Answers already checked, by call and data, so a seeded list asked for on every page is checked once per isolate. */
const checkedAnswers = new WeakMap<CallDefinition, BoundedMap<string, string>>();
const CHECKED_PER_CALL = 32;

function checkedBody(definition: CallDefinition, schema: z.ZodType, data: unknown): string {
	let byData = checkedAnswers.get(definition);
	if (!byData) {
		byData = new BoundedMap(CHECKED_PER_CALL);
		checkedAnswers.set(definition, byData);
	}
	const given = JSON.stringify(data);
	const known = given === undefined ? undefined : byData.get(given);
	if (known !== undefined) return known;
	const checked = schema.safeParse(data);
	if (!checked.success) {
		throw new Error(`mock answer breaks the contract of ${callLabel(definition)}: ${checked.error.message}`);
	}
	// The parsed copy: whatever the handler holds beyond the contract (a summary's body) stays in.
	const body = JSON.stringify(checked.data);
	if (given !== undefined) byData.set(given, body);
	return body;
}

function answer(definition: CallDefinition, result: { data?: unknown; headers?: unknown }): Response {
	const headers = new Headers();
	if (definition.responseHeaders) {
		const parsed = definition.responseHeaders.parse(result.headers);
		for (const [name, value] of Object.entries(parsed)) headers.set(name, String(value));
	}
	if (!definition.response) return new Response(null, { status: definition.successStatus, headers });
	const body = checkedBody(definition, definition.response, result.data);
	headers.set("Content-Type", "application/json");
	return new Response(body, { status: definition.successStatus, headers });
}
