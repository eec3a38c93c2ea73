import { defineConfig } from "vitest/config";

/**
 * The unit project alone, for Stryker (stryker.config.mjs): mutants run in Node,
 * where per-test coverage and module reloads are cheap. The Workers-runtime
 * projects stay in `npm test`.
 */
export default defineConfig({
	test: {
		include: ["tests/unit/**/*.test.{ts,tsx}"],
		environment: "node",
	},
});
