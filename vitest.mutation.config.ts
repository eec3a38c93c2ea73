import { defineConfig } from "vitest/config";
import { UNIT_ALIASES } from "./tests/unit/support/node-aliases.ts";

/**
 * The unit project alone, for Stryker (stryker.config.mjs): mutants run in Node,
 * where per-test coverage and module reloads are cheap. The Workers-runtime
 * projects stay in `npm test`. Same defines and aliases as the unit project.
 */
export default defineConfig({
	define: { __MOCK_BACKEND__: "true" },
	resolve: { alias: UNIT_ALIASES },
	test: {
		include: ["tests/unit/**/*.test.{ts,tsx}"],
		environment: "node",
	},
});
