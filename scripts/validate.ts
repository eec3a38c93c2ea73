// `npm run validate`: typecheck, lint and every vitest project at once, each one's output printed
// whole when it ends, so the quick loop before a push takes the longest of the three, not their sum.
import { spawn } from "node:child_process";

const TASKS = ["typecheck", "lint", "test:vitest"] as const;

type Outcome = { task: string; code: number; output: string; seconds: number };

function run(task: string): Promise<Outcome> {
	const started = performance.now();
	return new Promise((resolve) => {
		const child = spawn("npm", ["run", "--silent", task], { env: { ...process.env, FORCE_COLOR: "0" } });
		let output = "";
		child.stdout.on("data", (chunk) => {
			output += chunk;
		});
		child.stderr.on("data", (chunk) => {
			output += chunk;
		});
		child.on("close", (code) => {
			const seconds = Math.round((performance.now() - started) / 1000);
			resolve({ task, code: code ?? 1, output, seconds });
		});
	});
}

if (import.meta.main) {
	const outcomes = await Promise.all(
		TASKS.map((task) =>
			run(task).then((outcome) => {
				const mark = outcome.code === 0 ? "✓" : "✗";
				console.log(`\n${mark} npm run ${outcome.task} (${outcome.seconds} s)\n${outcome.output.trimEnd()}`);
				return outcome;
			}),
		),
	);
	const failed = outcomes.filter((outcome) => outcome.code !== 0);
	console.log(
		failed.length === 0
			? `\nvalidate: ${TASKS.join(", ")} passed`
			: `\nvalidate: failed: ${failed.map(({ task }) => task).join(", ")}`,
	);
	process.exitCode = failed.length === 0 ? 0 : 1;
}
