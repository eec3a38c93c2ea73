// Another commit's `local` build beside this checkout's: checked out in a git worktree under
// bench/out/against (this checkout's node_modules), built by that commit's own bench code. Used by
// bench/cpu-against.mjs and by bench:compare's guards (docs/decisions/124-guards-against-their-own-build.md).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { OUT_DIR } from "./server.mjs";

const ROOT = join(import.meta.dirname, "..");

export function run(command, args, cwd, env = {}) {
	const result = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, ...env } });
	if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${result.stderr}`);
	return result.stdout;
}

export const shortSha = (commit, cwd = ROOT) => run("git", ["rev-parse", "--short", commit], cwd).trim();

/** Checks `commit` out beside this checkout; `remove()` takes the worktree away again. */
export function checkOut(commit) {
	const sha = shortSha(commit);
	const dir = join(OUT_DIR, "against", sha);
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(join(OUT_DIR, "against"), { recursive: true });
	run("git", ["worktree", "add", "--force", "--detach", dir, sha], ROOT);
	symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
	if (existsSync(join(ROOT, "bench", "node_modules")))
		symlinkSync(join(ROOT, "bench", "node_modules"), join(dir, "bench", "node_modules"));
	return { sha, dir, remove: () => run("git", ["worktree", "remove", "--force", dir], ROOT) };
}

/** The `local` build of the checkout in `dir`, made by its own bench code; where it went. */
export function buildLocalIn(dir) {
	run(process.execPath, ["-e", 'import("./bench/latency/local-app.mjs").then((m) => m.buildLocal())'], dir);
	return join(dir, "bench", "out", "local-build");
}
