/** The part of the mock the worker needs. */
type MockBackend = {
	mockApp: { fetch(request: Request, env: Record<string, unknown>): Response | Promise<Response> };
	mockFetch(env: Record<string, unknown>): typeof fetch;
};

let mock: Promise<MockBackend> | undefined;

/** The mock back end, loaded on first use; `__MOCK_BACKEND__` drops it from every build but the default env's. */
export const loadMock: () => Promise<MockBackend> = __MOCK_BACKEND__
	? () => {
			mock ??= import("./index");
			return mock;
		}
	: () => Promise.reject(new Error("the mock back end is not part of this build"));
