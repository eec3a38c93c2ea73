import { matchesGlob } from "node:path";

/** Per-module mutation scores from Stryker's report; Stryker's own `thresholds.break` judges all files together. */

/** The part of the report this reads: mutant statuses per file. */
export type MutationReport = {
	files: Record<string, { mutants: ReadonlyArray<{ status: string }> }>;
};

type ModuleScore = {
	file: string;
	killed: number;
	timeout: number;
	survived: number;
	noCoverage: number;
	/** Excluded from the score: ignored (equivalent) mutants, compile and runtime errors. */
	excluded: number;
	/** Killed or timed out, of all valid mutants, in percent; null when there is no valid mutant. */
	score: number | null;
};

const normalise = (file: string) => file.replaceAll("\\", "/").replace(/^\.\//, "");

export function scoreOf(file: string, mutants: ReadonlyArray<{ status: string }>): ModuleScore {
	const count = (status: string) => mutants.filter((mutant) => mutant.status === status).length;
	const killed = count("Killed");
	const timeout = count("Timeout");
	const survived = count("Survived");
	const noCoverage = count("NoCoverage");
	const valid = killed + timeout + survived + noCoverage;
	return {
		file: normalise(file),
		killed,
		timeout,
		survived,
		noCoverage,
		excluded: mutants.length - valid,
		score: valid === 0 ? null : ((killed + timeout) / valid) * 100,
	};
}

export function moduleScores(report: MutationReport): ModuleScore[] {
	return Object.entries(report.files)
		.map(([file, { mutants }]) => scoreOf(file, mutants))
		.sort((a, b) => a.file.localeCompare(b.file));
}

type Verdict = { file: string; problem: string };

/** Every required module that fails: below `threshold`, without a valid mutant, or missing from the report. */
export function failures(scores: readonly ModuleScore[], required: readonly string[], threshold: number): Verdict[] {
	const byFile = new Map(scores.map((score) => [score.file, score]));
	const verdicts: Verdict[] = [];
	for (const file of required.map(normalise)) {
		if (!byFile.has(file)) verdicts.push({ file, problem: "not in the mutation report" });
	}
	for (const score of scores.filter((s) => required.map(normalise).includes(s.file))) {
		if (score.score === null) verdicts.push({ file: score.file, problem: "no mutant was tested" });
		else if (score.score < threshold)
			verdicts.push({ file: score.file, problem: `${formatScore(score.score)}% is below ${threshold}%` });
	}
	return verdicts;
}

/** One decimal, rounded down: 89.96 must not print as a passing 90.0. */
export function formatScore(score: number | null): string {
	return score === null ? "n/a" : (Math.floor(score * 10) / 10).toFixed(1);
}

export function scoreTable(scores: readonly ModuleScore[]): string {
	const rows = scores.map(
		(s) =>
			`| \`${s.file}\` | ${s.killed + s.timeout + s.survived + s.noCoverage} | ${s.survived} | ${s.noCoverage} | ${s.excluded} | ${formatScore(s.score)}% |`,
	);
	return ["| module | mutants | survived | no coverage | ignored | score |", "|---|---|---|---|---|---|", ...rows].join(
		"\n",
	);
}

/** The files a `--mutate` argument names (globs or files, maybe with `:line-range`), or null for a full run. */
export function mutateArgument(args: readonly string[]): string[] | null {
	const index = args.findIndex((arg) => arg === "--mutate" || arg === "-m" || arg.startsWith("--mutate="));
	if (index === -1) return null;
	const arg = args[index] as string;
	const value = arg.startsWith("--mutate=") ? arg.slice("--mutate=".length) : (args[index + 1] ?? "");
	return value
		.split(",")
		.map((part) => normalise(part.trim().replace(/:\d+(?::\d+)?-\d+(?::\d+)?$/, "")))
		.filter(Boolean);
}

/** The modules a run answers for: all of them, or those `--mutate` names. */
export function modulesToCheck(all: readonly string[], named: readonly string[] | null): string[] {
	if (named === null) return [...all];
	return named.flatMap((pattern) => {
		const matching = all.filter((file) => file === pattern || matchesGlob(file, pattern));
		return matching.length > 0 ? matching : [pattern];
	});
}
