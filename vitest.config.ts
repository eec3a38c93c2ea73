import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
	test: {
		fsModuleCache: false,
		projects: [
			{
				test: {
					name: "unit",
					include: ["tests/unit/**/*.test.{ts,tsx}"],
					environment: "node",
				},
			},
			{
				plugins: [
					cloudflareTest({
						main: "./tests/worker/test-worker.ts",
						wrangler: { configPath: "./wrangler.toml" },
					}),
				],
				test: {
					name: "worker",
					include: ["tests/worker/**/*.test.ts"],
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
							bindings: { OAUTH_CLIENT_SECRET: "test-client-secret", SESSION_SECRET: "p".repeat(48) },
						},
					}),
				],
				test: {
					name: "worker-production",
					include: ["tests/worker-production/**/*.test.ts"],
				},
			},
		],
	},
});
