/**
 * The default env's secrets (the mock IdP's client secret, a session key refused elsewhere), added by
 * vite.config.ts and vitest.config.ts: as wrangler.toml vars every env would be warned it lacks them.
 */
export const MOCK_SECRETS = {
	OAUTH_CLIENT_SECRET: "mock-client-secret",
	SESSION_SECRET: "mock-only-session-secret-not-for-real-environments",
} as const;
