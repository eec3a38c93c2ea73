import type * as z from "zod";
import {
	API_BASE_PATHS,
	type CallDefinition,
	callLabel,
	type ResponseHeadersOf,
	type ResponseOf,
} from "#app/contract/define";
import { log as logLine } from "#app/lib/logging/log-line";
import { errorCodeOf } from "../../contract/common";
import { ApiError, ClientUsageError, isApiError, nonHttpFailure } from "./errors";
import { deepFreeze, type SharedAnswers, sharedLifetimeSeconds } from "./shared-answers.server";

/** The IETF httpapi draft's header for a write that may be resent (docs/contract.md). */
const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** docs/contract.md: no call may hold a page longer than this. */
export const REQUEST_TIMEOUT_MS = 10_000;

type ParamsPart<D> = D extends { readonly params: infer S extends z.ZodType }
	? { params: z.input<S> }
	: { params?: never };
type QueryPart<D> = D extends { readonly query: infer S extends z.ZodType }
	? // biome-ignore lint/complexity/noBannedTypes: "every field optional" is exactly `{}` being assignable.
		{} extends z.input<S>
		? { query?: z.input<S> }
		: { query: z.input<S> }
	: { query?: never };
type BodyPart<D> = D extends { readonly body: infer S extends z.ZodType } ? { body: z.input<S> } : { body?: never };

type CallInput<D> = ParamsPart<D> &
	QueryPart<D> &
	BodyPart<D> & {
		/** The page request's signal: when it aborts the call stops and its reason is rethrown. */
		signal?: AbortSignal;
		/**
		 * One form submission's key, sent as `Idempotency-Key` on a write: a resend of the same
		 * submission is answered with the first answer, never stored twice (docs/contract.md).
		 */
		idempotencyKey?: string;
	};

type CallResult<D> = {
	/** The response body, parsed with the contract. */
	data: ResponseOf<D>;
	status: number;
	headers: Headers;
	/** The headers the contract declares for this call, parsed with it. */
	responseHeaders: ResponseHeadersOf<D>;
	/** The API failed and this is the last good answer it gave every member (up to a day old). */
	stale?: true;
};

/** Arguments of a bound call: the input may be left out when nothing in it is required. */
type CallArgs<D> =
	// biome-ignore lint/complexity/noBannedTypes: see QueryPart.
	{} extends CallInput<D> ? [input?: CallInput<D>] : [input: CallInput<D>];

export type Logger = (message: string, details: Record<string, unknown>) => void;

/** A call's input before the contract has checked it. */
export type UncheckedInput = {
	params?: unknown;
	query?: unknown;
	body?: unknown;
	signal?: AbortSignal;
	idempotencyKey?: string;
};

export type Transport = {
	/** The environment's API base address; the API's base path is appended. */
	baseUrl: string;
	fetch: typeof fetch;
	/** Credentials for this call, already decided by the API's client. */
	headers: (definition: CallDefinition, input: UncheckedInput) => Record<string, string>;
	timeoutMs?: number;
	/** The page request's signal, for every call that names none of its own. */
	signal?: AbortSignal;
	log?: Logger;
	/** The `Idempotency-Key` the API sees for a form's key (the server derives it); none: the form's key itself. */
	upstreamKey?: (formKey: string) => Promise<string>;
	/** The isolate's answers the API marked as the same for every member; none: nothing is shared. */
	shared?: SharedApiAnswers;
};

export type SharedApiAnswers = SharedAnswers<CallResult<CallDefinition>>;

const RETRYABLE_STATUSES = new Set([502, 503, 504]);

/** Only the shape of a problem, never the values: those may be tokens or personal data. */
function describeIssues(error: z.ZodError) {
	return error.issues.map((issue) => ({ path: issue.path.join("."), code: issue.code, message: issue.message }));
}

function usageError(definition: CallDefinition, what: string, error?: z.ZodError): ClientUsageError {
	const detail = error ? `: ${JSON.stringify(describeIssues(error))}` : "";
	return new ClientUsageError(`${callLabel(definition)}: ${what}${detail}`);
}

function buildUrl(baseUrl: string, definition: CallDefinition, input: UncheckedInput): string {
	let path = definition.path;
	if (definition.params) {
		if (input.params === undefined) throw usageError(definition, "path parameters are required");
		const parsed = definition.params.safeParse(input.params);
		if (!parsed.success) throw usageError(definition, "invalid path parameters", parsed.error);
		const values = parsed.data as Record<string, unknown>;
		path = path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => encodeURIComponent(String(values[name])));
	}
	const url = new URL(`${baseUrl.replace(/\/+$/, "")}${API_BASE_PATHS[definition.api]}${path}`);
	if (definition.query) {
		const parsed = definition.query.safeParse(input.query ?? {});
		if (!parsed.success) throw usageError(definition, "invalid query", parsed.error);
		for (const [name, value] of Object.entries(parsed.data as Record<string, unknown>)) {
			if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
		}
	}
	return url.toString();
}

function encodeBody(definition: CallDefinition, input: UncheckedInput): string | undefined {
	if (!definition.body) return undefined;
	if (input.body === undefined) throw usageError(definition, "a payload is required");
	const parsed = definition.body.safeParse(input.body);
	if (!parsed.success) throw usageError(definition, "invalid payload", parsed.error);
	// The parsed value, not the input: unknown keys never leave the worker.
	return JSON.stringify(parsed.data);
}

function stringList(value: unknown): string[] {
	if (typeof value === "string") return [value];
	if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
	return [];
}

async function readJson(response: Response): Promise<unknown> {
	try {
		const text = await response.text();
		return text ? JSON.parse(text) : undefined;
	} catch {
		return undefined;
	}
}

/** docs/status-rules.md: status from the HTTP answer; messages and code from the body when it has them. */
async function toApiError(response: Response, definition: CallDefinition): Promise<ApiError> {
	const body = await readJson(response);
	const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
	const errorCode = errorCodeOf(record);
	const fieldErrors: Record<string, string[]> = {};
	if (response.status === 422 && definition.validationError) {
		const parsed = definition.validationError.safeParse(body);
		if (parsed.success) {
			for (const [field, messages] of Object.entries(parsed.data)) {
				if (field !== "errors" && Array.isArray(messages) && messages.length > 0) fieldErrors[field] = messages;
			}
		}
	}
	return new ApiError({ status: response.status, errors: stringList(record.errors), errorCode, fieldErrors });
}

/** Performs one call of the contract; a failed write is marked as one, since its outcome may be unknown. */
async function performCall<D extends CallDefinition>(
	transport: Transport,
	definition: D,
	input?: CallInput<D>,
): Promise<CallResult<D>> {
	try {
		return await attemptCall(transport, definition, input);
	} catch (error) {
		if (isApiError(error) && definition.method !== "GET") error.write = true;
		throw error;
	}
}

/** One call of the contract: validation, credentials, timeout, one retry for GET, parsing. */
async function attemptCall<D extends CallDefinition>(
	transport: Transport,
	definition: D,
	input: CallInput<D> = {} as CallInput<D>,
): Promise<CallResult<D>> {
	const given = input as UncheckedInput;
	const loose: UncheckedInput = { ...given, signal: given.signal ?? transport.signal };
	const url = buildUrl(transport.baseUrl, definition, loose);
	const body = encodeBody(definition, loose);
	const headers: Record<string, string> = { Accept: "application/json", ...transport.headers(definition, loose) };
	if (body !== undefined) headers["Content-Type"] = "application/json";
	if (loose.idempotencyKey !== undefined && definition.method !== "GET") {
		headers[IDEMPOTENCY_KEY_HEADER] = transport.upstreamKey
			? await transport.upstreamKey(loose.idempotencyKey)
			: loose.idempotencyKey;
	}

	// Only a GET that changes nothing may be sent twice (a retry of a single-use link could spend it),
	// or answered with what the API said is the same for everyone. A call that needs a token is sent
	// with one: a shared answer never stands in for the API's refusal of a signed-out call.
	const repeatable = definition.method === "GET" && !definition.changesState;
	const shared = repeatable && (definition.auth === "none" || headers.Authorization !== undefined) && transport.shared;
	if (shared) {
		const kept = shared.get(url);
		if (kept) return kept as CallResult<D>;
	}

	const deadline = AbortSignal.timeout(transport.timeoutMs ?? REQUEST_TIMEOUT_MS);
	const signal = loose.signal ? AbortSignal.any([loose.signal, deadline]) : deadline;
	const attempts = repeatable ? 2 : 1;
	const log = transport.log ?? ((message, details) => logLine("error", message, details));

	try {
		for (let attempt = 1; ; attempt++) {
			const started = Date.now();
			const failed = (what: { status: number } | { kind: string }) =>
				log("[api] call failed", { call: callLabel(definition), ...what, ms: Date.now() - started, attempt });
			let response: Response;
			try {
				// Redirects are answers like any other non-2xx, and must not carry the token elsewhere.
				response = await transport.fetch(url, { method: definition.method, headers, body, signal, redirect: "manual" });
			} catch (error) {
				if (loose.signal?.aborted) throw loose.signal.reason;
				const failure = nonHttpFailure(error);
				failed({ kind: failure.kind });
				// A timeout is a deadline that passed, this call's or its request's: a second try has no time.
				if (attempt < attempts && !signal.aborted && failure.kind !== "timeout") continue;
				throw failure;
			}
			if (response.status >= 500) failed({ status: response.status });
			// A try after the time has run out would fail at once and only log a second failure.
			if (RETRYABLE_STATUSES.has(response.status) && attempt < attempts && !signal.aborted) {
				await response.body?.cancel();
				continue;
			}
			if (response.status < 200 || response.status > 299) throw await toApiError(response, definition);
			const result = await readSuccess(response, definition, loose.signal, log);
			const lifetime = shared ? sharedLifetimeSeconds(response.headers) : 0;
			if (shared && lifetime > 0) shared.set(url, deepFreeze(result), lifetime);
			return result;
		}
	} catch (error) {
		// The API failed: an answer it gave every member stands in, marked as possibly out of date.
		const status = isApiError(error) ? error.status : 0;
		const stale = shared && status >= 500 ? shared.stale(url) : undefined;
		if (!stale) throw error;
		log("[api] answered from the last good copy", { call: callLabel(definition), status });
		return { ...(stale as CallResult<D>), stale: true };
	}
}

async function readSuccess<D extends CallDefinition>(
	response: Response,
	definition: D,
	callerSignal: AbortSignal | undefined,
	log: Logger,
): Promise<CallResult<D>> {
	const mismatch = (error: z.ZodError, part: string) => {
		log("[api] response does not match the contract", {
			call: callLabel(definition),
			status: response.status,
			kind: "invalid-body",
			part,
			issues: describeIssues(error),
		});
		return nonHttpFailure(error);
	};

	let data: unknown;
	if (definition.response) {
		let json: unknown;
		try {
			json = JSON.parse(await response.text());
		} catch (error) {
			if (callerSignal?.aborted) throw callerSignal.reason;
			log("[api] response is not JSON", { call: callLabel(definition), status: response.status, kind: "invalid-body" });
			throw nonHttpFailure(error);
		}
		const parsed = definition.response.safeParse(json);
		if (!parsed.success) throw mismatch(parsed.error, "body");
		data = parsed.data;
	} else {
		await response.body?.cancel();
	}

	let responseHeaders: unknown;
	if (definition.responseHeaders) {
		const names = Object.keys(definition.responseHeaders.shape);
		const parsed = definition.responseHeaders.safeParse(
			Object.fromEntries(names.map((name) => [name, response.headers.get(name) ?? undefined])),
		);
		if (!parsed.success) throw mismatch(parsed.error, "headers");
		responseHeaders = parsed.data;
	}

	return {
		data: data as ResponseOf<D>,
		status: response.status,
		headers: response.headers,
		responseHeaders: responseHeaders as ResponseHeadersOf<D>,
	};
}

export type BoundCalls<Calls extends Record<string, CallDefinition>> = {
	readonly [Name in keyof Calls]: (...args: CallArgs<Calls[Name]>) => Promise<CallResult<Calls[Name]>>;
};

/** One method per contract call over one transport, each made on first use. */
export function bindCalls<Calls extends Record<string, CallDefinition>>(
	calls: Calls,
	transport: Transport,
): BoundCalls<Calls> {
	const bound = new Map<string, (input?: UncheckedInput) => Promise<unknown>>();
	return new Proxy(Object.freeze({}), {
		get(_, name) {
			if (typeof name !== "string" || !Object.hasOwn(calls, name)) return undefined;
			let method = bound.get(name);
			if (!method) {
				const definition = calls[name] as CallDefinition;
				method = (input?: UncheckedInput) => performCall(transport, definition, input as CallInput<CallDefinition>);
				bound.set(name, method);
			}
			return method;
		},
		has: (_, name) => typeof name === "string" && Object.hasOwn(calls, name),
	}) as BoundCalls<Calls>;
}
