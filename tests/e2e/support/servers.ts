import { REAL_DESK } from "../../fixtures/desk.ts";

/**
 * A server the end-to-end run starts: its port, and the vars that make the one build the environment it
 * stands for (on top of `scripts/serve-vars.ts`). `tests/e2e/support/start-servers.ts` serves them all.
 */
export type E2eServer = { name: string; port: number; vars?: Record<string, string>; localHttpCookies?: boolean };

/** What start-servers.ts prints once every server it starts answers; Playwright waits for it. */
export const E2E_SERVERS_READY = "end-to-end servers ready";

/**
 * The same build as a real environment (staging): error reporting and analytics switched on, no mock back
 * end. Specs named `*.real.spec.ts` run against it; their third-party requests are stubbed with `page.route`.
 */
const STAGING_VARS = {
	APP_ENV: "staging",
	ROLLBAR_CLIENT_TOKEN: "test-token",
	ANALYTICS_TAG_ID: "G-TEST123",
	SESSION_SECRET: "e2e-staging-session-secret-0123456789abcdefghij",
	OAUTH_CLIENT_SECRET: "x",
	// A real env's desk, which its deploy supplies (staging refuses the default env's demo number).
	...REAL_DESK,
};

/** Every e2e server and its port from E2E_PORT (default 8790); scripts/check-ports.ts checks them before `npm test`. */
export function e2eServers(env: Record<string, string | undefined> = process.env) {
	const base = Number(env.E2E_PORT ?? "8790");
	const real = Number(env.E2E_REAL_PORT ?? base + 100);
	const oidc = Number(env.E2E_OIDC_PORT ?? base + 20);
	// Preview sign-in through a callback relay (docs/decisions/073-preview-sign-in-relay.md): a "stable qa
	// host" serves the one IdP, which registers only its own callback, and a preview on another port signs
	// in through it. Specs named `*.relay.spec.ts` run against the preview.
	const relayStable = `http://localhost:${base + 10}`;
	const relayShared = {
		SESSION_SECRET: "e2e-relay-shared-session-secret-0123456789abcdef",
		AUTH_RELAY_ORIGINS: `http://localhost:${base + 30}`,
	};
	return {
		main: { name: "default env", port: base },
		relayStable: { name: "relay (stable qa host)", port: base + 10, vars: relayShared },
		relayPreview: {
			name: "relay (preview)",
			port: base + 30,
			vars: {
				...relayShared,
				APP_ENV: "qa",
				...REAL_DESK,
				API_BASE_URL: `${relayStable}/_mock`,
				OAUTH_REDIRECT_URI: `${relayStable}/callback`,
			},
		},
		// Started with its two OpenID providers by tests/e2e/oidc/harness.mjs, which picks their ports.
		oidc: { name: "OpenID provider env", port: oidc },
		staging: { name: "staging env", port: real, vars: STAGING_VARS },
		// The WebKit and Firefox journeys' servers, configured as `npm start` serves (tests/e2e/engines).
		webkit: { name: "WebKit journeys", port: base + 40, localHttpCookies: true },
		firefox: { name: "Firefox journeys", port: base + 50, localHttpCookies: true },
	} satisfies Record<string, E2eServer>;
}
