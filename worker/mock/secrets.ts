/**
 * The default (mock) environment's secrets: the mock IdP's client secret and a session key that the
 * config refuses in any other env. Not wrangler.toml vars, which every env would be warned to repeat:
 * vite.config.ts adds them to the default build and vitest.config.ts to the Workers test pool.
 */
export const MOCK_SECRETS = {
	OAUTH_CLIENT_SECRET: "mock-client-secret",
	SESSION_SECRET: "mock-only-session-secret-not-for-real-environments",
} as const;
