import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { unstable_readConfig } from "wrangler";
import { DEMO_DESK } from "./app/lib/member-desk.ts";
import { REAL_DESK } from "./tests/fixtures/desk.ts";
import { UNIT_ALIASES } from "./tests/unit/support/node-aliases.ts";
import { MOCK_SECRETS } from "./worker/mock/secrets.ts";

/** Production's rate limits from wrangler.toml, for the default env's bindings under test. */
type RateLimit = { name: string; namespace_id: string; simple: { limit: number; period: 10 | 60 } };
const REAL_RATE_LIMITS = Object.fromEntries(
	(unstable_readConfig({ config: "./wrangler.toml", env: "production" }).ratelimits as RateLimit[]).map(
		({ name, namespace_id, simple }) => [name, { namespace_id, simple }],
	),
);

/**
 * One runner per pool slot for all its files, not a fresh one per file: a file's start-up (a new
 * workerd with the worker's whole module graph, or a Node worker re-importing the app) was most of
 * the stage (docs/performance.md). Files share module memory and the bindings' state within a
 * run: each file resets the mock it relies on (`resetMockState`), and what holds upstream answers
 * (the shared API answers) belongs to an app, not to the module, so a file's own app starts empty.
 * The suite passes in shuffled file orders (`--sequence.shuffle.files`).
 */
const REUSE_RUNNERS = { isolate: false } as const;

export default defineConfig({
	test: {
		fsModuleCache: false,
		projects: [
			{
				define: { __MOCK_BACKEND__: "true" },
				resolve: { alias: UNIT_ALIASES },
				test: {
					name: "unit",
					include: ["tests/unit/**/*.test.{ts,tsx}"],
					environment: "node",
					// The toast stack's `?inline` stylesheet is its look: unit tests read it as the build does.
					css: { include: [/\/app\/lib\/toasts\//] },
					...REUSE_RUNNERS,
				},
			},
			{
				// Builds the production env and reads what a deploy would upload (about a minute).
				test: {
					name: "bundle",
					include: ["tests/bundle/**/*.test.ts"],
					environment: "node",
					testTimeout: 60_000,
				},
			},
			{
				plugins: [
					cloudflareTest({
						main: "./tests/worker/test-worker.ts",
						wrangler: { configPath: "./wrangler.toml" },
						// The real environments' limits, not the default env's generous ones (wrangler.toml):
						// tests/worker/rate-limits.test.ts posts past them.
						// The default env's secrets are the mock's, not vars of wrangler.toml (worker/mock/secrets.ts).
						// DEMO_TODAY moves the default env's calendar here too (docs/testing.md, "Moving the calendar").
						miniflare: {
							ratelimits: REAL_RATE_LIMITS,
							bindings: {
								...MOCK_SECRETS,
								...DEMO_DESK,
								LIME_IDENTITY_FREE_TRIES: "3",
								...(process.env.DEMO_TODAY ? { DEMO_TODAY: process.env.DEMO_TODAY } : {}),
							},
						},
					}),
				],
				define: { __MOCK_BACKEND__: "true" },
				test: {
					name: "worker",
					include: ["tests/worker/**/*.test.ts"],
					...REUSE_RUNNERS,
					// A file's first request loads the worker and the mock back end into the pool: seconds on a busy machine.
					testTimeout: 20_000,
				},
			},
			{
				// The same worker under the production env: proves what must not exist there.
				plugins: [
					cloudflareTest({
						main: "./tests/worker/test-worker.ts",
						wrangler: { configPath: "./wrangler.toml", environment: "production" },
						miniflare: {
							// The desk too: production's wrangler.toml names none, its deploy supplies it.
							bindings: { OAUTH_CLIENT_SECRET: "test-client-secret", SESSION_SECRET: "p".repeat(48), ...REAL_DESK },
						},
					}),
				],
				// The mock compiled in, as in the default build run with APP_ENV=production: proves the
				// config alone keeps it unreachable. The production build has no mock at all (tests/bundle).
				define: { __MOCK_BACKEND__: "true" },
				test: {
					name: "worker-production",
					include: ["tests/worker-production/**/*.test.ts"],
					...REUSE_RUNNERS,
					// As in the worker project: a file's first request loads the worker into the pool.
					testTimeout: 20_000,
				},
			},
		],
	},
});
