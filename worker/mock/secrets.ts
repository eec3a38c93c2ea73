/** The default env's secrets, added by vite.config.ts and vitest.config.ts rather than as wrangler.toml vars. */
export const MOCK_SECRETS = {
	OAUTH_CLIENT_SECRET: "mock-client-secret",
	SESSION_SECRET: "mock-only-session-secret-not-for-real-environments",
} as const;
