// Lists the exports of app/, worker/ and scripts/ that no other module reads: UNUSED (no file),
// LOCAL (only its own file) and TESTS (only tests). A word match, not a type check, judged by
// docs/decisions/114-exports-with-a-reader.md. `--check` (in the lint) fails on UNUSED and LOCAL only:
// whether a TESTS export may stay is the decision's call, not a rule's.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Names React Router reads from route modules and entries: exported for the framework. */
const FRAMEWORK = new Set([
	"loader",
	"action",
	"default",
	"meta",
	"links",
	"headers",
	"ErrorBoundary",
	"Layout",
	"HydrateFallback",
	"clientLoader",
	"clientAction",
	"shouldRevalidate",
	"handle",
	"middleware",
	"clientMiddleware",
	"streamTimeout",
	"handleError",
]);

const files = execFileSync("git", ["ls-files"], { encoding: "utf8" })
	.split("\n")
	.filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file) || /^\.github\/.*\.ya?ml$/.test(file));
const text = Object.fromEntries(files.map((file) => [file, readFileSync(file, "utf8")]));
const isTest = (file) => file.startsWith("tests/") || file.startsWith("bench/");

const rows = [];
for (const file of files.filter((name) => /^(app|worker|scripts)\/.*\.m?tsx?$|^scripts\/.*\.mjs$/.test(name))) {
	const names = [
		...text[file].matchAll(
			/^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|function\*?|type|interface|class|enum)\s+(\w+)/gm,
		),
	].map((match) => match[1]);
	for (const name of names.filter((each) => !FRAMEWORK.has(each))) {
		const word = new RegExp(`\\b${name}\\b`);
		const readers = files.filter((other) => other !== file && word.test(text[other]));
		if (readers.some((reader) => !isTest(reader))) continue;
		const kind = readers.length > 0 ? "TESTS" : text[file].match(new RegExp(word, "g")).length > 1 ? "LOCAL" : "UNUSED";
		rows.push(`${kind}\t${file}\t${name}`);
	}
}
if (process.argv.includes("--check")) {
	const refused = rows.filter((row) => !row.startsWith("TESTS"));
	if (refused.length > 0) {
		console.error(
			`exports without a reader outside their file (drop the export or the name):\n${refused.sort().join("\n")}`,
		);
		process.exit(1);
	}
} else console.log(rows.sort().join("\n"));
