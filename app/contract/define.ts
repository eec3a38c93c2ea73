import type * as z from "zod";

export type ApiName = "orange" | "lime";
type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

/** Where each API lives below the environment's API base address (docs/contract.md). */
export const API_BASE_PATHS: Readonly<Record<ApiName, string>> = {
	orange: "/api/orange/v1",
	lime: "/api/lime/v1",
};

export type CallDefinition = {
	readonly api: ApiName;
	readonly method: HttpMethod;
	/** Relative to the API's base path; `:name` segments are filled from `params`. */
	readonly path: string;
	/** `bearer`: the call needs the API's access token; `none`: a token-free call (docs/session.md). */
	readonly auth: "bearer" | "none";
	readonly params?: z.ZodObject;
	readonly query?: z.ZodObject;
	/** JSON request body; its presence makes the payload required. */
	readonly body?: z.ZodType;
	/** JSON response body of a 2xx; absent means the server sends none. */
	readonly response?: z.ZodType;
	/** Response headers the caller relies on, parsed like the body. */
	readonly responseHeaders?: z.ZodObject;
	/** The body of a 422, when the call answers validation failures per field. */
	readonly validationError?: z.ZodObject;
	/** The 2xx the server answers with; a 204 never has a body. */
	readonly successStatus: 200 | 201 | 204;
	/** A GET that changes state (the e-mail change): never retried, never proxied. */
	readonly changesState?: true;
	/** The response carries a credential: only the worker calls it and seals it, so the browser never sees it. */
	readonly issuesCredential?: true;
};

const PARAM_PATTERN = /:([A-Za-z][A-Za-z0-9]*)/g;

/** The `:name` segments of a call path, in order. */
export function pathParamNames(path: string): string[] {
	return [...path.matchAll(PARAM_PATTERN)].map((match) => match[1] ?? "");
}

/** Declares one call, checked at module load so a contract whose path and params disagree cannot ship. */
export function defineCall<const D extends CallDefinition>(definition: D): D {
	const names = pathParamNames(definition.path).sort();
	const declared = Object.keys(definition.params?.shape ?? {}).sort();
	if (names.join() !== declared.join()) {
		throw new Error(`${definition.method} ${definition.path}: params must be exactly [${names.join(", ")}]`);
	}
	if (definition.successStatus === 204 && definition.response) {
		throw new Error(`${definition.method} ${definition.path}: a 204 has no response body`);
	}
	if (definition.method === "GET" && definition.body) {
		throw new Error(`${definition.method} ${definition.path}: a GET has no body`);
	}
	if (definition.changesState && definition.method !== "GET") {
		throw new Error(`${definition.method} ${definition.path}: only a GET needs to say it changes state`);
	}
	return Object.freeze(definition);
}

/** `METHOD /path` with the placeholders kept: safe to log, since filled paths carry tokens. */
export function callLabel(definition: CallDefinition): string {
	return `${definition.method} ${API_BASE_PATHS[definition.api]}${definition.path}`;
}

type Schema<D, K extends keyof CallDefinition> = D extends { readonly [P in K]: infer S extends z.ZodType } ? S : never;

export type ParamsOf<D> = z.output<Schema<D, "params">>;
export type QueryOf<D> = z.output<Schema<D, "query">>;
export type BodyOf<D> = z.output<Schema<D, "body">>;
/** What a successful call yields; `undefined` for calls without a response body. */
export type ResponseOf<D> = D extends { readonly response: infer S extends z.ZodType } ? z.output<S> : undefined;
export type ResponseHeadersOf<D> = D extends { readonly responseHeaders: infer S extends z.ZodType }
	? z.output<S>
	: undefined;
