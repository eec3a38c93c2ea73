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
				},
			},
		],
	},
});
