import { existsSync, readFileSync } from "node:fs";
import { matchesGlob } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { MUTATION_MODULES } from "../../scripts/mutation/modules";
import {
	failures,
	formatScore,
	moduleScores,
	modulesToCheck,
	mutateArgument,
	scoreOf,
} from "../../scripts/mutation/scores";
import { equivalentMutants } from "../../stryker.config.mjs";

const mutants = (counts: Record<string, number>) =>
	Object.entries(counts).flatMap(([status, count]) => Array.from({ length: count }, () => ({ status })));

describe("scoreOf", () => {
	it("counts killed and timed-out mutants as detected, survived and uncovered ones as not", () => {
		const score = scoreOf("app/x.ts", mutants({ Killed: 6, Timeout: 1, Survived: 2, NoCoverage: 1 }));
		expect(score).toMatchObject({ killed: 6, timeout: 1, survived: 2, noCoverage: 1, excluded: 0 });
		expect(score.score).toBeCloseTo(70);
	});

	it("leaves ignored mutants and compile or runtime errors out of the score", () => {
		const score = scoreOf(
			"app/x.ts",
			mutants({ Killed: 9, Survived: 1, Ignored: 5, CompileError: 2, RuntimeError: 1 }),
		);
		expect(score.excluded).toBe(8);
		expect(score.score).toBe(90);
	});

	it("has no score without a valid mutant", () => {
		expect(scoreOf("app/x.ts", mutants({ Ignored: 3 })).score).toBeNull();
	});

	it("names files the same way on every platform", () => {
		expect(scoreOf(".\\app\\x.ts", []).file).toBe("app/x.ts");
	});
});

describe("failures", () => {
	const report = {
		files: {
			"app/a.ts": { mutants: mutants({ Killed: 9, Survived: 1 }) },
			"app/b.ts": { mutants: mutants({ Killed: 899, Survived: 101 }) },
			"app/c.ts": { mutants: mutants({ Ignored: 1 }) },
		},
	};
	const scores = moduleScores(report);

	it("passes a module at exactly the threshold and fails one just below it", () => {
		expect(failures(scores, ["app/a.ts", "app/b.ts"], 90)).toEqual([
			{ file: "app/b.ts", problem: "89.9% is below 90%" },
		]);
	});

	it("fails a module without a valid mutant", () => {
		expect(failures(scores, ["app/c.ts"], 90)).toEqual([{ file: "app/c.ts", problem: "no mutant was tested" }]);
	});

	it("judges only the required modules: a narrowed run answers for what it mutated", () => {
		expect(failures(scores, ["app/a.ts"], 90)).toEqual([]);
	});

	it("fails a required module that is missing from the report", () => {
		expect(failures(scores, ["app/d.ts", "./app/a.ts"], 0)).toEqual([
			{ file: "app/d.ts", problem: "not in the mutation report" },
		]);
	});

	it("passes when every module is at or above the threshold", () => {
		expect(failures(moduleScores({ files: { "app/a.ts": report.files["app/a.ts"] } }), ["app/a.ts"], 90)).toEqual([]);
	});
});

describe("formatScore", () => {
	it("rounds down, so that a failing score never prints as the threshold", () => {
		expect(formatScore(89.96)).toBe("89.9");
		expect(formatScore(100)).toBe("100.0");
		expect(formatScore(null)).toBe("n/a");
	});
});

describe("mutateArgument", () => {
	it("is null for a run over every module", () => {
		expect(mutateArgument([])).toBeNull();
		expect(mutateArgument(["--concurrency", "1"])).toBeNull();
	});

	it("reads the files of --mutate, -m and --mutate=, without line ranges", () => {
		expect(mutateArgument(["--mutate", "app/x.ts"])).toEqual(["app/x.ts"]);
		expect(mutateArgument(["-m", "app/x.ts,./app/y.ts:3-10"])).toEqual(["app/x.ts", "app/y.ts"]);
		expect(mutateArgument(["--mutate=app/x.ts:3:1-4:2"])).toEqual(["app/x.ts"]);
	});
});

describe("modulesToCheck", () => {
	const all = ["app/a.ts", "app/lib/b.ts", "worker/c.ts"];

	it("is every module for a full run", () => {
		expect(modulesToCheck(all, null)).toEqual(all);
	});

	it("is the named files, or the modules a glob matches, for a narrowed run", () => {
		expect(modulesToCheck(all, ["app/lib/b.ts"])).toEqual(["app/lib/b.ts"]);
		expect(modulesToCheck(all, ["app/**/*.ts"])).toEqual(["app/a.ts", "app/lib/b.ts"]);
	});

	it("keeps a named file that is no module, so that its score is judged too", () => {
		expect(modulesToCheck(all, ["app/new.ts"])).toEqual(["app/new.ts"]);
	});
});

describe("the module list", () => {
	it.each(MUTATION_MODULES)(
		"names $file and tests that exist (a moved file must be renamed here too)",
		({ file, tests }) => {
			expect(existsSync(file)).toBe(true);
			expect(tests.length).toBeGreaterThan(0);
			for (const test of tests) expect(existsSync(test)).toBe(true);
		},
	);
});

describe("the CI job", () => {
	const workflow = parse(readFileSync(".github/workflows/mutation.yml", "utf8"));
	const paths: string[] = workflow.on.pull_request.paths;

	it.each(MUTATION_MODULES)("runs on a pull request that touches $file or its tests", ({ file, tests }) => {
		for (const changed of [file, ...tests]) expect(paths.some((path) => matchesGlob(changed, path))).toBe(true);
	});

	it("runs weekly", () => {
		expect(workflow.on.schedule).toHaveLength(1);
	});
});

describe("the equivalent mutants", () => {
	/** Every `// Stryker disable` comment in the held modules, as file, mutators and reason. */
	const disabled = MUTATION_MODULES.flatMap(({ file }) =>
		[
			...readFileSync(file, "utf8").matchAll(
				/\/\/ Stryker disable(?<nextLine> next-line)? (?<mutators>\S+): (?<reason>.+)$/gm,
			),
		].map(({ groups }) => ({
			file,
			nextLine: groups?.nextLine !== undefined,
			mutators: groups?.mutators,
			reason: groups?.reason,
		})),
	);
	const byPlace = (a: { file: string; reason?: string }, b: { file: string; reason?: string }) =>
		`${a.file} ${a.reason}`.localeCompare(`${b.file} ${b.reason}`);

	it("are switched off one line at a time, never for the rest of a file", () => {
		expect(disabled.length).toBeGreaterThan(0);
		expect(disabled.filter(({ nextLine }) => !nextLine)).toEqual([]);
	});

	it("are all listed in stryker.config.mjs with the reason given at their line, and nothing else is", () => {
		const atTheirLines = disabled.map(({ file, mutators, reason }) => ({ file, mutators, reason })).sort(byPlace);
		expect([...equivalentMutants].sort(byPlace)).toEqual(atTheirLines);
	});
});
