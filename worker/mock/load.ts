/** The part of the mock the worker needs. */
export type MockBackend = {
	mockApp: { fetch(request: Request, env: Record<string, unknown>): Response | Promise<Response> };
	mockFetch(env: Record<string, unknown>): typeof fetch;
};

/**
 * The mock back end, loaded on first use and only in the default env: its
 * module is a separate chunk that other environments never import.
 */
let mock: Promise<MockBackend> | undefined;

export function loadMock(): Promise<MockBackend> {
	mock ??= import("./index");
	return mock;
}
