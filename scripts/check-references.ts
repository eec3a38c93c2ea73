// Every repository path that docs/, README.md or a code comment names must exist, and none may cite
// a "SPEC" or "§n" the repository does not hold (rules live in docs/). Prints file:line for each miss.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

type Miss = { file: string; line: number; reference: string; problem: string };

/** Made by a build or a script, so absent from a fresh clone on purpose. */
const GENERATED = ["build/", "public/postal/", "worker/worker-configuration.d.ts", ".react-router/", "bench/out/"];

const CODE = /\.(ts|tsx|mts|mjs|js|css)$/;
/** A path token: not inside a URL or another path (no `/`, `.`, word character or `-` just before). */
const PATH = /(?<![\w./@-])#?(?:app|worker|scripts|tests|docs|bench|public|\.github|\.ci)\/[\w./$-]*[\w/]/g;
/** A module named as imported, without its extension. */
const MODULE_EXTENSIONS = ["", ".ts", ".tsx", ".mjs"];
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
const CITATION = /\bSPEC\b|§/;
/** The check and its test name the citation they refuse. */
const SELF = ["scripts/check-references.ts", "tests/unit/check-references.test.ts"];

/** The parts of a code file's line that are comment: `//` to the end, or inside a block comment. */
function commentLines(text: string): [number, string][] {
	const out: [number, string][] = [];
	let inBlock = false;
	text.split("\n").forEach((line, index) => {
		const trimmed = line.trim();
		if (inBlock) {
			out.push([index + 1, line]);
			if (trimmed.includes("*/")) inBlock = false;
			return;
		}
		// Only after a space or at the start, so that `https://…` and globs like `app/**/x` are no comment.
		const block = line.search(/(?<=^|[\s{])\/\*/);
		const slashes = line.search(/(?<=^|\s)\/\//);
		const start = [block, slashes].filter((at) => at >= 0).sort((a, b) => a - b)[0];
		if (start === undefined) return;
		out.push([index + 1, line.slice(start)]);
		if (start === block && !line.slice(block).includes("*/")) inBlock = true;
	});
	return out;
}

function exists(root: string, path: string): boolean {
	const clean = path.replace(/^#/, "").split("#")[0] ?? "";
	if (GENERATED.some((prefix) => clean === prefix.replace(/\/$/, "") || clean.startsWith(prefix))) return true;
	return MODULE_EXTENSIONS.some((extension) => existsSync(join(root, clean + extension)));
}

/** References in one file's text: `path` is the file's own path from the root. */
export function checkText(root: string, path: string, text: string): Miss[] {
	const misses: Miss[] = [];
	const markdown = path.endsWith(".md");
	const lines: [number, string][] = markdown
		? text.split("\n").map((line, index) => [index + 1, line])
		: commentLines(text);
	for (const [line, content] of lines) {
		for (const match of content.matchAll(PATH)) {
			const reference = match[0];
			// A placeholder or a glob (`app/features/<feature>/`, `tests/e2e/*.spec.ts`) names no one path.
			if (/^[<*{…]/.test(content.slice(match.index + reference.length))) continue;
			if (!exists(root, reference.replace(/\.$/, "")))
				misses.push({ file: path, line, reference, problem: "no such path" });
		}
		if (markdown) {
			for (const [, target = ""] of content.matchAll(MARKDOWN_LINK)) {
				if (/^(\w+:|#|\/)/.test(target)) continue;
				const resolved = normalize(join(dirname(path), target.split("#")[0] ?? ""));
				if (!exists(root, resolved))
					misses.push({ file: path, line, reference: target, problem: "link to no such path" });
			}
		}
		if (CITATION.test(content) && !SELF.includes(path)) {
			misses.push({
				file: path,
				line,
				reference: content.trim().slice(0, 80),
				problem: "cites SPEC or §: state the rule in docs/",
			});
		}
	}
	return misses;
}

/** The files checked: README, every doc, and every tracked code file's comments. */
function checkedFiles(root: string): string[] {
	const tracked = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: root, encoding: "utf8" })
		.split("\n")
		.filter(Boolean);
	return tracked.filter(
		(file) =>
			existsSync(join(root, file)) &&
			(file === "README.md" ||
				(file.startsWith("docs/") && file.endsWith(".md")) ||
				(CODE.test(file) && !file.startsWith("public/") && !GENERATED.some((prefix) => file.startsWith(prefix)))),
	);
}

export function checkRepository(root: string): Miss[] {
	return checkedFiles(root).flatMap((file) => checkText(root, file, readFileSync(join(root, file), "utf8")));
}

if (import.meta.main) {
	const root = process.argv[2] ?? join(dirname(new URL(import.meta.url).pathname), "..");
	const misses = checkRepository(root);
	for (const miss of misses) console.error(`${miss.file}:${miss.line}: ${miss.problem}: ${miss.reference}`);
	if (misses.length > 0) {
		console.error(`check-references: ${misses.length} reference(s) to fix`);
		process.exit(1);
	}
}
