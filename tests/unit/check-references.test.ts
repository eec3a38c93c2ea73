import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkRepository, checkText } from "../../scripts/check-references.ts";

describe("scripts/check-references.ts", () => {
	let root: string;

	beforeEach(() => {
		root = mkdtempSync(join(tmpdir(), "references-"));
		mkdirSync(join(root, "app/lib"), { recursive: true });
		mkdirSync(join(root, "docs/decisions"), { recursive: true });
		writeFileSync(join(root, "app/lib/real.ts"), "export const real = 1;\n");
		writeFileSync(join(root, "docs/decisions/001-one.md"), "# One\n");
	});
	afterEach(() => rmSync(root, { recursive: true, force: true }));

	function plant(path: string, text: string) {
		writeFileSync(join(root, path), text);
		spawnSync("git", ["init", "-q"], { cwd: root });
	}

	// Reads every doc and code file, and the last test starts Node: seconds on a loaded machine.
	it("passes on this repository", { timeout: 30_000 }, () => {
		expect(checkRepository(process.cwd())).toEqual([]);
	});

	it("names every missing path in a doc with its line, and accepts paths that exist", () => {
		plant(
			"docs/notes.md",
			[
				"Real: `app/lib/real.ts`, the module `#app/lib/real`, the folder app/lib/.",
				"Gone: `app/lib/gone.ts` and worker/nowhere.ts.",
				"See [one](decisions/001-one.md), [two](decisions/002-two.md), [site](https://example.jp/app/x).",
			].join("\n"),
		);
		expect(checkRepository(root).map(({ file, line, reference }) => `${file}:${line} ${reference}`)).toEqual([
			"docs/notes.md:2 app/lib/gone.ts",
			"docs/notes.md:2 worker/nowhere.ts",
			"docs/notes.md:3 decisions/002-two.md",
		]);
	});

	it("reads only the comments of code, not its strings", () => {
		const misses = checkText(
			root,
			"app/lib/user.ts",
			[
				'const glob = "app/**/*.ts"; const file = "app/lib/gone-in-code.ts";',
				"// The rule is in docs/gone.md.",
				"/**",
				" * Also app/lib/real.ts and tests/unit/gone.test.ts.",
				" */",
			].join("\n"),
		);
		expect(misses.map(({ line, reference }) => `${line} ${reference}`)).toEqual([
			"2 docs/gone.md",
			"4 tests/unit/gone.test.ts",
		]);
	});

	it("leaves out placeholders, globs and what a build makes", () => {
		const text = "app/features/<feature>/, tests/e2e/*.real.spec.ts, build/server/wrangler.json, public/postal/13.json";
		expect(checkText(root, "docs/x.md", text)).toEqual([]);
	});

	it("refuses a citation of a specification the repository does not hold", () => {
		const misses = checkText(root, "app/lib/user.ts", "// As SPEC §4 says.\n/** Fine: docs/decisions/001-one.md. */");
		expect(misses).toEqual([expect.objectContaining({ line: 1, problem: expect.stringContaining("SPEC") })]);
	});

	it("fails the lint with file:line for each bad path", { timeout: 30_000 }, () => {
		plant("docs/notes.md", "Moved: `app/lib/moved.ts`.\n");
		const run = spawnSync(process.execPath, [join(process.cwd(), "scripts/check-references.ts"), root], {
			encoding: "utf8",
		});
		expect(run.status).toBe(1);
		expect(run.stderr).toContain("docs/notes.md:1: no such path: app/lib/moved.ts");
	});
	it("names a Markdown file that does not exist, by name or by path", () => {
		writeFileSync(join(root, "docs/guide.md"), "# Guide\n");
		const text = "See guide.md, decisions/001-one.md, 001-one.md; not gone.md nor docs/decisions/002-two.md.";
		expect(checkText(root, "docs/notes.md", text).map(({ reference, problem }) => `${reference}: ${problem}`)).toEqual([
			"docs/decisions/002-two.md: no such path",
			"gone.md: no such Markdown file",
		]);
	});

	it("leaves out Markdown names inside URLs and those that tools write", () => {
		const text = "// https://example.jp/docs/away.md and Playwright's error-context.md";
		expect(checkText(root, "app/lib/user.ts", text)).toEqual([]);
	});

	it("refuses a quoted section title that no heading of its file holds", () => {
		writeFileSync(join(root, "docs/guide.md"), "# Guide\n\n## One upstream round\n\n### `kept` pages\n");
		writeFileSync(join(root, "README.md"), "# Portal\n\n## Environments\n");
		const misses = checkText(
			root,
			"app/lib/user.ts",
			[
				'// Why: docs/guide.md "One upstream round", and docs/guide.md ("kept pages").',
				'// Set up: README, "Environments". Gone: docs/guide.md, "Two rounds".',
				'/** And README ("Deploying"). */',
			].join("\n"),
		);
		expect(misses.map(({ line, reference }) => `${line} ${reference}`)).toEqual([
			'2 docs/guide.md "Two rounds"',
			'3 README "Deploying"',
		]);
	});

	it("refuses work periods and tracker numbers in docs, comments, strings and test titles", () => {
		const period = ["Ses", "sion 12"].join("");
		const issue = ["iss", "ue 31"].join("");
		const number = ["#", "44"].join("");
		const misses = checkText(
			root,
			"tests/e2e/x.spec.ts",
			[
				`test("what ${period} added", () => {});`,
				`// Asked for in ${issue}.`,
				`const title = "fixed in ${number}";`,
				'const fine = "workers-sdk#15203 &#12354; color:#222";',
			].join("\n"),
		);
		expect(misses.map(({ line, problem }) => `${line} ${problem.split(":")[0]}`)).toEqual([
			"1 names a work period",
			"2 names a tracker issue",
			"3 names a tracker issue",
		]);
		expect(checkText(root, "docs/notes.md", `Measured in ${period}.`)).toHaveLength(1);
		expect(checkText(root, ".github/workflows/ci.yml", `# See ${number}.`)).toHaveLength(1);
	});

	it("reads only the comments of a stylesheet, where colours look like numbers", () => {
		expect(checkText(root, "app/styles/x.css", "a { color: #333; }\n/* fine */")).toEqual([]);
	});

	it("refuses a citation of a design file the repository does not hold", () => {
		const name = ["DESIGN", ".md"].join("");
		expect(checkText(root, "docs/notes.md", `As ${name} says.`)).toEqual([
			expect.objectContaining({ problem: expect.stringContaining("cites") }),
		]);
	});
});
