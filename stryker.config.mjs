// @ts-check
/**
 * Mutation testing of the security-relevant modules: `npm run test:mutation`
 * (docs/mutation-testing.md). The module list and the per-module threshold
 * live in scripts/mutation/modules.ts; scripts/mutation/run.ts enforces it.
 *
 * Equivalent mutants are switched off at their line, with a
 * `// Stryker disable next-line <mutators>: <reason>` comment (Stryker has no
 * per-mutant option here). They are all listed below, each with its one-line
 * reason; tests/unit/mutation-scores.test.ts fails when a held module has a
 * disable comment that is not in this list, or the list names one that is gone.
 */
import { MUTATION_MODULES } from "./scripts/mutation/modules.ts";

/** Every mutant the held modules switch off as equivalent: the program behaves the same with it. */
export const equivalentMutants = [
	{
		file: "app/session/return-path.ts",
		mutators: "ConditionalExpression",
		reason:
			"equivalent, a value of safe shape always resolves on the probe origin: never null here (the check is for the type).",
	},
	{
		file: "app/session/return-path.ts",
		mutators: "ConditionalExpression",
		reason:
			"equivalent, no same-origin path is known that the URL parser normalises differently twice; kept as a tripwire.",
	},
	{
		file: "app/session/return-path.ts",
		mutators: "ConditionalExpression",
		reason: "equivalent, a null path would match no pattern below and be returned as the same null.",
	},
	{
		file: "app/session/auth-relay.server.ts",
		mutators: "StringLiteral",
		reason: "equivalent, any fallback without the relay prefix leaves the callback to this host.",
	},
	{
		file: "app/lib/config.server.ts",
		mutators: "StringLiteral",
		reason: "equivalent, the issue's code is read by nothing (the error message shows path and message only).",
	},
	{
		file: "app/features/passwords/schema.ts",
		mutators: "StringLiteral",
		reason: "equivalent, the issue's code is read by nothing (the form shows path and message only).",
	},
	{
		file: "app/session/renewal.server.ts",
		mutators: "ConditionalExpression",
		reason: "equivalent, for an entry in flight `now - undefined` is NaN, which is never >= the grace below.",
	},
	{
		file: "app/session/sealed.server.ts",
		mutators: "BooleanLiteral",
		reason: "equivalent, nothing here exports a key, so extractable or not cannot be observed.",
	},
	{
		file: "app/session/sealed.server.ts",
		mutators: "ConditionalExpression",
		reason:
			"equivalent, base64UrlToBytes answers null for a missing body as for a malformed one (the check is for the type).",
	},
	{
		file: "app/session/sealed.server.ts",
		mutators: "ConditionalExpression,ArithmeticOperator",
		reason: "equivalent, AES-GCM itself refuses a body shorter than IV and tag; this only spares the key derivation.",
	},
	{
		file: "app/lib/security/idempotency-key.ts",
		mutators: "BooleanLiteral",
		reason: "equivalent, nothing here exports a key, so extractable or not cannot be observed.",
	},
	{
		file: "worker/proxy/allowlist.ts",
		mutators: "StringLiteral",
		reason: "equivalent, the lengths are equal, so `actual[index]` is never undefined (the fallback is for the type).",
	},
	{
		file: "worker/proxy/allowlist.ts",
		mutators: "ConditionalExpression",
		reason:
			"equivalent while every contract path is made of [A-Za-z0-9_-] segments and `:param`s: `matches` then refuses all SAFE_PATH does (each is tested on its own in tests/unit/proxy-allowlist.test.ts).",
	},
	{
		file: "worker/durable/sign-in-registry.ts",
		mutators: "ArrayDeclaration",
		reason:
			"equivalent, every rule drops a row without an end first, so a stray row in place of the empty list is never kept or shown.",
	},
];

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
	// Per-module enforcement is scripts/mutation/run.ts; this is only the global floor.
	thresholds: { high: 90, low: 80, break: null },
	ignorePatterns: ["public", "bench", "tests/e2e", "docs", "reports", "build", ".wrangler", ".react-router"],
	tempDirName: ".stryker-tmp",
	cleanTempDir: true,
	timeoutMS: 3000,
};
