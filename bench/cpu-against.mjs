// Worker CPU per request of this checkout against another commit's build, the two taking turns in one
// run: a closer look than `bench:compare`'s three rounds when a guard breaks, or against any commit
// (docs/decisions/124-guards-against-their-own-build.md).
//
//   node bench/cpu-against.mjs <commit> [target…]   (targets as bench/cpu.mjs's; default: home)
//
// The commit is checked out in a git worktree under bench/out/against (this checkout's node_modules),
// each side is built once (`local` env), then each round runs each side's own `bench/cpu.mjs`, the order
// alternating. CPU_AGAINST_ROUNDS: rounds (6).
import { join } from "node:path";
import { buildLocalIn, checkOut, run, shortSha } from "./commit-build.mjs";
import { median } from "./stats.ts";

const ROOT = join(import.meta.dirname, "..");
const ROUNDS = Number(process.env.CPU_AGAINST_ROUNDS ?? 6);
const [commit, ...given] = process.argv.slice(2);
if (!commit) throw new Error("usage: node bench/cpu-against.mjs <commit> [target…]");
const targets = given.length > 0 ? given : ["home"];

const here = shortSha("HEAD");
const other = checkOut(commit);
const sha = other.sha;
try {
	const sides = [
		{ name: here, dir: ROOT },
		{ name: sha, dir: other.dir },
	];
	for (const side of sides) {
		console.log(`Building ${side.name}…`);
		buildLocalIn(side.dir);
	}
	const figures = Object.fromEntries(sides.map((side) => [side.name, Object.fromEntries(targets.map((t) => [t, []]))]));
	for (let round = 0; round < ROUNDS; round++) {
		for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
			const out = run(process.execPath, ["bench/cpu.mjs", ...targets], side.dir, { BENCH_SKIP_BUILD: "1" });
			for (const [, target, ms] of out.matchAll(/^\s+(\w+)\s+([\d.]+) ms \(/gm))
				figures[side.name][target]?.push(Number(ms));
			console.log(`round ${round + 1} ${side.name}: ${targets.map((t) => figures[side.name][t].at(-1)).join(", ")} ms`);
		}
	}
	console.log(`\nworker CPU per request, median of ${ROUNDS} (ms): ${here} (this checkout) against ${sha}`);
	for (const target of targets) {
		const [mine, theirs] = sides.map((side) => median(figures[side.name][target]));
		console.log(
			`  ${target.padEnd(9)} ${mine.toFixed(2)} against ${theirs.toFixed(2)}  (${((mine / theirs - 1) * 100).toFixed(1)} %)`,
		);
	}
} finally {
	other.remove();
}
