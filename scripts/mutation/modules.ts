/**
 * The modules held to the mutation threshold and the unit tests that may kill their mutants, one list
 * for stryker.config.mjs and run.ts (docs/mutation-testing.md). Node runs it as is: no enums.
 */
export const MUTATION_THRESHOLD = 90;

type MutationModule = { readonly file: string; readonly tests: readonly string[] };

export const MUTATION_MODULES: readonly MutationModule[] = [
	{
		file: "app/session/return-path.ts",
		tests: ["tests/unit/return-path.test.ts", "tests/unit/return-path.property.test.ts"],
	},
	{
		file: "app/request/error-policy.server.ts",
		tests: [
			"tests/unit/error-policy-entry-points.test.ts",
			"tests/unit/error-policy.test.ts",
			"tests/unit/contact-detail-session.test.ts",
		],
	},
	{ file: "app/session/sealed.server.ts", tests: ["tests/unit/sealed-cookie.test.ts"] },
	{ file: "app/session/two-factor-state.server.ts", tests: ["tests/unit/two-factor-state.test.ts"] },
	{ file: "app/session/trusted-browser.server.ts", tests: ["tests/unit/trusted-browser.test.ts"] },
	{ file: "app/session/idle.server.ts", tests: ["tests/unit/idle.test.ts"] },
	{
		file: "app/session/cookies.server.ts",
		tests: ["tests/unit/request-cookies.test.ts", "tests/unit/sealed-cookie.test.ts"],
	},
	{ file: "app/features/content/sanitize-html.server.ts", tests: ["tests/unit/sanitize-html.test.ts"] },
	{ file: "worker/proxy/allowlist.ts", tests: ["tests/unit/proxy-allowlist.test.ts"] },
	{ file: "worker/middleware/same-origin.ts", tests: ["tests/unit/same-origin.test.ts"] },
	{
		file: "worker/security-policy.ts",
		tests: ["tests/unit/security-policy.test.ts", "tests/unit/nonce.test.ts", "tests/unit/config.test.ts"],
	},
	{ file: "app/lib/config.server.ts", tests: ["tests/unit/config.test.ts"] },
	{ file: "app/contract/orange/password-rules.ts", tests: ["tests/unit/password.test.ts"] },
	{ file: "app/features/passwords/schema.ts", tests: ["tests/unit/password.test.ts"] },
	{
		file: "app/lib/japanese/input.ts",
		tests: ["tests/unit/input.test.ts", "tests/unit/digit-fields.test.ts"],
	},
	{
		file: "app/session/renewal.server.ts",
		tests: ["tests/unit/session-renewal.test.ts", "tests/unit/durable-objects.test.ts"],
	},
	{
		file: "worker/durable/session-renewal.ts",
		tests: ["tests/unit/durable-objects.test.ts"],
	},
	{ file: "worker/durable/oauth-state-ledger.ts", tests: ["tests/unit/durable-objects.test.ts"] },
	{ file: "app/session/auth-relay.server.ts", tests: ["tests/unit/auth-relay.test.ts"] },
	{ file: "app/lib/security/rate-limit-keys.ts", tests: ["tests/unit/rate-limit-keys.test.ts"] },
	{ file: "app/request/rate-limit.server.ts", tests: ["tests/unit/rate-limit-keys.test.ts"] },
	{ file: "app/lib/logging/log-line.ts", tests: ["tests/unit/log-line.test.ts"] },
	{ file: "app/lib/security/idempotency-key.ts", tests: ["tests/unit/idempotency-key.test.ts"] },
	{ file: "app/lib/security/identity-pace.ts", tests: ["tests/unit/identity-pace.test.ts"] },
	{ file: "app/request/identity-pace.server.ts", tests: ["tests/unit/identity-pace.test.ts"] },
	{ file: "worker/durable/lime-identity-pace.ts", tests: ["tests/unit/identity-pace.test.ts"] },
	{ file: "app/session/sign-in-registry.ts", tests: ["tests/unit/sign-in-registry.test.ts"] },
	{ file: "worker/durable/sign-in-registry.ts", tests: ["tests/unit/sign-in-registry.test.ts"] },
	{ file: "app/session/oauth.server.ts", tests: ["tests/unit/oauth.test.ts"] },
	{ file: "app/session/oauth-provider.server.ts", tests: ["tests/unit/oauth.test.ts"] },
	{ file: "app/request/form-draft.server.ts", tests: ["tests/unit/form-draft.test.ts"] },
	{ file: "worker/page-cache/state.ts", tests: ["tests/unit/page-cache-state.test.ts"] },
];
