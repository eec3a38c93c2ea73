// @ts-check
/**
 * Mutation testing of the security-relevant modules: `npm run test:mutation`
 * (docs/mutation-testing.md). The module list and the per-module threshold
 * live in scripts/mutation/modules.ts; scripts/mutation/run.ts enforces it.
 *
 * Equivalent mutants are not excluded here but at their line, with a
 * `// Stryker disable next-line <mutator>: <reason>` comment; the list is in
 * docs/mutation-testing.md.
 */
import { MUTATION_MODULES } from "./scripts/mutation/modules.ts";

const testFiles = [...new Set(MUTATION_MODULES.flatMap((module) => module.tests))];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
	testRunner: "vitest",
	// Each mutant runs the tests that cover it (perTest); `related` would add nothing but a
	// module-graph walk per run (and, for a sandbox path, found no test file at all).
	vitest: { configFile: "vitest.mutation.config.ts", related: false },
	// The Stryker TypeScript checker does not load TypeScript 7: no type checking of mutants.
	checkers: [],
	// Stryker rewrites the tsconfig in its sandbox through the TypeScript JS API, which
	// TypeScript 7 no longer has; nothing here needs the rewrite (no extends, no references).
	tsconfigFile: "tsconfig.not-rewritten-by-stryker.json",
	mutate: MUTATION_MODULES.map((module) => module.file),
	testFiles,
	coverageAnalysis: "perTest",
	// Mutants in module-level code (lists, schemas) are left out: with Vitest 5 the runner
	// activates such a mutant only in the first run of each worker, so the rest "survive"
	// tests that fail against them (docs/mutation-testing.md, "Static mutants"). Those
	// lists are pinned by tests that assert every entry instead.
	ignoreStatic: true,
	concurrency: 2,
	incremental: true,
	// Kept out of git; CI restores it from its cache (docs/mutation-testing.md).
	incrementalFile: "reports/mutation/stryker-incremental.json",
	reporters: ["clear-text", "progress-append-only", "json", "html"],
	jsonReporter: { fileName: "reports/mutation/mutation.json" },
	htmlReporter: { fileName: "reports/mutation/mutation.html" },
	// Per-module enforcement is scripts/mutation/run.mjs; this is only the global floor.
	thresholds: { high: 90, low: 80, break: null },
	ignorePatterns: ["public", "bench", "tests/e2e", "docs", "reports", "build", ".wrangler", ".react-router"],
	tempDirName: ".stryker-tmp",
	cleanTempDir: true,
	timeoutMS: 3000,
};
