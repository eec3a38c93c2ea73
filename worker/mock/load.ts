/** The part of the mock the worker needs: answer a request. */
export type MockBackend = { fetch(request: Request, env: Record<string, unknown>): Response | Promise<Response> };

/**
 * The mock back end, loaded on first use and only in the default env: its
 * module is a separate chunk that other environments never import.
 */
let mockApp: Promise<MockBackend> | undefined;

export function loadMockApp(): Promise<MockBackend> {
	mockApp ??= import("./index").then((module) => module.mockApp);
	return mockApp;
}
