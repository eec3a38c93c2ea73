/** The part of the mock the worker needs. */
type MockBackend = {
	mockApp: { fetch(request: Request, env: Record<string, unknown>): Response | Promise<Response> };
	mockFetch(env: Record<string, unknown>): typeof fetch;
};

let mock: Promise<MockBackend> | undefined;

/**
 * The mock back end, loaded on first use. `__MOCK_BACKEND__` is true only in the default
 * env's build (vite.config.ts): every other build drops this branch, and with it the
 * import of the mock's modules (tests/bundle proves it on a production build).
 */
export const loadMock: () => Promise<MockBackend> = __MOCK_BACKEND__
	? () => {
			mock ??= import("./index");
			return mock;
		}
	: () => Promise.reject(new Error("the mock back end is not part of this build"));
