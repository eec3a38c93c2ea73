/** `npm run test:mutation`: Stryker over modules.ts, then each module's score against the threshold (docs/mutation-testing.md). */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { MUTATION_MODULES, MUTATION_THRESHOLD } from "./modules.ts";
import { failures, type MutationReport, moduleScores, modulesToCheck, mutateArgument, scoreTable } from "./scores.ts";

const REPORT = "reports/mutation/mutation.json";
const args = process.argv.slice(2);

const stryker = spawnSync("npx", ["stryker", "run", ...args], { stdio: "inherit" });
if (stryker.status !== 0) {
	console.error(`test:mutation: Stryker exited with ${stryker.status ?? stryker.signal}`);
	process.exit(stryker.status || 1);
}

const report = JSON.parse(readFileSync(REPORT, "utf8")) as MutationReport;
const required = modulesToCheck(
	MUTATION_MODULES.map((module) => module.file),
	mutateArgument(args),
);
const scores = moduleScores(report).filter((score) => required.includes(score.file));
const problems = failures(scores, required, MUTATION_THRESHOLD);

console.log(`\nMutation score per module (threshold ${MUTATION_THRESHOLD}%):\n\n${scoreTable(scores)}\n`);
for (const { file, problem } of problems) console.error(`FAIL ${file}: ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
