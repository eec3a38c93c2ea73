// Every repository path, `*.md` name and quoted section title that a doc or a code comment names must
// exist; nothing cites a specification the repository does not hold, and nothing tracked names a work
// period or a tracker's issue number (say what the system does instead). Prints file:line per miss.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

type Miss = { file: string; line: number; reference: string; problem: string };

/** Made by a build or a script, so absent from a fresh clone on purpose. */
const GENERATED = [
	"build/",
	"bench/node_modules/",
	"public/postal/",
	"worker/worker-configuration.d.ts",
	".react-router/",
	"bench/out/",
];

const CODE = /\.(ts|tsx|mts|mjs|js|css)$/;
/** A path token: not inside a URL or another path (no `/`, `.`, word character or `-` just before). */
const PATH = /(?<![\w./@-])#?(?:app|worker|scripts|tests|docs|bench|public|\.github|\.ci)\/[\w./$-]*[\w/]/g;
/** A module named as imported, without its extension. */
const MODULE_EXTENSIONS = ["", ".ts", ".tsx", ".mjs"];
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
const CITATION = /\bSPEC\b|§|\bDESIGN\.md\b/;
/** A Markdown file named by its name or a path, not inside a URL or a longer path. */
const MD_NAME = /(?<![\w./@:-])(?:[\w.-]+\/)*[\w-][\w.-]*\.md\b/g;
/** Names of Markdown files that tools write, not this repository. */
const TOOL_MADE = ["error-context.md"];
/** A Markdown file (or the README) and, in parentheses or after a comma, a quoted title of one of its sections. */
const SECTION = /((?:[\w./-]+\.md)|\bREADME\b)`?[,:]?\s*\(?["“]([^"”]+)["”]/g;
/** Names of the work rather than of the system: a work period, or an issue of a tracker. */
const WORK_ITEMS: [RegExp, string][] = [
	[/\bsessions? \d+/i, "names a work period: say what the system does"],
	[/(?<![\w&#/:])#\d{2,}\b/, "names a tracker issue: say what the system does"],
	[/\bissues? #?\d+/i, "names a tracker issue: say what the system does"],
];
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

/** Every Markdown file under the root (without dependencies and build output), by path from the root. */
const markdownFiles = new Map<string, string[]>();
function markdownUnder(root: string): string[] {
	const known = markdownFiles.get(root);
	if (known) return known;
	const found: string[] = [];
	const walk = (folder: string) => {
		for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
			if (/^(node_modules|\.git|build|test-results|\.react-router)$/.test(entry.name)) continue;
			const path = folder ? `${folder}/${entry.name}` : entry.name;
			if (entry.isDirectory()) walk(path);
			else if (entry.name.endsWith(".md")) found.push(path);
		}
	};
	walk("");
	markdownFiles.set(root, found);
	return found;
}

/** The Markdown file a name means, from the root, beside the naming file, or as the end of a path. */
function markdownFile(root: string, from: string, name: string): string | undefined {
	const files = markdownUnder(root);
	const candidates = [name === "README" ? "README.md" : name, normalize(join(dirname(from), name))];
	return candidates.find((candidate) => files.includes(candidate)) ?? files.find((file) => file.endsWith(`/${name}`));
}

function headings(root: string, file: string): string[] {
	return readFileSync(join(root, file), "utf8")
		.split("\n")
		.filter((line) => /^#{1,6} /.test(line))
		.map((line) => line.replace(/^#+ /, "").replace(/[`*]/g, "").toLowerCase());
}

/** References in one file's text: `path` is the file's own path from the root. */
export function checkText(root: string, path: string, text: string): Miss[] {
	if (OTHER_TEXT.test(path)) return SELF.includes(path) ? [] : workItems(path, wholeText(text));
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
		for (const match of content.matchAll(MD_NAME)) {
			const name = match[0];
			if (TOOL_MADE.includes(name) || CITATION.test(name) || /^[<*{…]/.test(content.slice(match.index + name.length)))
				continue;
			if (!markdownFile(root, path, name) && !exists(root, name))
				misses.push({ file: path, line, reference: name, problem: "no such Markdown file" });
		}
		for (const [, name = "", title = ""] of content.matchAll(SECTION)) {
			const file = markdownFile(root, path, name);
			if (file && !headings(root, file).some((heading) => heading.includes(title.toLowerCase())))
				misses.push({ file: path, line, reference: `${name} "${title}"`, problem: "no such section" });
		}
		if (CITATION.test(content) && !SELF.includes(path)) {
			misses.push({
				file: path,
				line,
				reference: content.trim().slice(0, 80),
				problem: "cites SPEC, § or DESIGN.md: state the rule in docs/",
			});
		}
	}
	if (!SELF.includes(path))
		misses.push(...workItems(path, markdown || path.endsWith(".css") ? lines : wholeText(text)));
	// A path can be both a path and a Markdown name: report it once.
	const seen = new Set<string>();
	return misses.filter(({ line, reference }) => {
		const key = `${line}\0${reference}`;
		if (seen.has(key)) return false;
		seen.add(key);
		return true;
	});
}

function wholeText(text: string): [number, string][] {
	return text.split("\n").map((line, index) => [index + 1, line]);
}

/** Work periods and tracker numbers: in a doc, a comment, a string or a test's title alike. */
function workItems(path: string, lines: [number, string][]): Miss[] {
	const misses: Miss[] = [];
	for (const [line, content] of lines)
		for (const [pattern, problem] of WORK_ITEMS) {
			const match = content.match(pattern);
			if (match) misses.push({ file: path, line, reference: match[0], problem });
		}
	return misses;
}

/** Text files that are neither docs nor code: checked for work items only. */
const OTHER_TEXT = /(^\.ci\/run$|\.(ya?ml|toml)$)/;

/** The files checked: every Markdown file, every tracked code file's comments, workflows and config. */
function checkedFiles(root: string): string[] {
	const tracked = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: root, encoding: "utf8" })
		.split("\n")
		.filter(Boolean);
	return tracked.filter(
		(file) =>
			existsSync(join(root, file)) &&
			(file.endsWith(".md") ||
				OTHER_TEXT.test(file) ||
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
