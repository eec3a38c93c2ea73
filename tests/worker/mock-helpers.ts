import type { Hono } from "hono";
import { expect } from "vitest";
import { errorResponseSchema } from "#app/contract/common";
import { API_BASE_PATHS, type CallDefinition } from "#app/contract/define";
import { MOCK_PIN } from "../../worker/mock/members";
import { orangeMock } from "../../worker/mock/orange";
import { issueAccessToken } from "../../worker/mock/tokens";

/** A request to a contract call: path params filled in, query appended, body as JSON. */
export type Sample = {
	params?: Record<string, string | number>;
	query?: Record<string, string | number>;
	body?: unknown;
	headers?: Record<string, string>;
};

export function urlOf(call: CallDefinition, sample: Sample = {}): string {
	const path = call.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
		encodeURIComponent(String(sample.params?.[name])),
	);
	const query = new URLSearchParams(
		Object.entries(sample.query ?? {}).map(([key, value]) => [key, String(value)] as [string, string]),
	).toString();
	return `${API_BASE_PATHS[call.api]}${path}${query ? `?${query}` : ""}`;
}

export function send(app: Hono, call: CallDefinition, sample: Sample = {}): Promise<Response> {
	const headers = new Headers(sample.headers);
	if (sample.body !== undefined) headers.set("Content-Type", "application/json");
	return Promise.resolve(
		app.request(urlOf(call, sample), {
			method: call.method,
			headers,
			body: sample.body === undefined ? undefined : JSON.stringify(sample.body),
		}),
	);
}

/** Asserts a success answers as the contract says, and returns its parsed body. */
export async function expectSuccess<T = unknown>(call: CallDefinition, response: Response): Promise<T> {
	const text = await response.text();
	expect(response.status, text).toBe(call.successStatus);
	if (!call.response) {
		expect(text).toBe("");
		return undefined as T;
	}
	expect(response.headers.get("Content-Type")).toContain("application/json");
	return call.response.parse(JSON.parse(text)) as T;
}

/** Asserts the error response with the given status, message and code. */
export async function expectError(
	response: Response,
	status: number,
	expected: { errors?: string[]; errorCode?: string } = {},
) {
	const body = errorResponseSchema.parse(await response.json());
	expect(response.status).toBe(status);
	expect(body.status).toBe(status);
	if (expected.errors) expect(body.errors).toEqual(expected.errors);
	expect(body.error_code ?? undefined).toBe(expected.errorCode);
	return body;
}

export function bearer(token: string): Record<string, string> {
	return { Authorization: `Bearer ${token}` };
}

/** A signed-in member's headers; with `trusted`, after passing two-factor on a new browser. */
export async function signIn(memberId: number, { trusted = true } = {}): Promise<Record<string, string>> {
	const headers = bearer(issueAccessToken(memberId, 3600));
	if (!trusted) return headers;
	const response = await orangeMock.request("/api/orange/v1/two_factors", {
		method: "POST",
		headers: { ...headers, "Content-Type": "application/json" },
		body: JSON.stringify({ pinCode: MOCK_PIN }),
	});
	expect(response.status).toBe(200);
	return {
		...headers,
		"x-pin-code": response.headers.get("x-pin-code") ?? "",
		"x-guid": response.headers.get("x-guid") ?? "",
	};
}
