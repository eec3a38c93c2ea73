// Lints every workflow in .github/workflows: strict YAML, the GitHub workflow schema, and our rules
// (top-level `permissions`; every `uses:` pinned to a ref). Exits 1 on any error.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { validateWorkflow } from "@action-validator/core";
import { parseDocument } from "yaml";

const DIR = join(process.cwd(), ".github", "workflows");

function listWorkflows() {
	try {
		return readdirSync(DIR)
			.filter((name) => /\.ya?ml$/.test(name))
			.sort()
			.map((name) => join(DIR, name));
	} catch {
		return [];
	}
}

// One line per error; for oneOf/anyOf failures, the nested errors of the closest
// alternative (the one with the fewest errors) follow, indented.
function formatSchemaError(error, depth = 0) {
	const where = "path" in error && error.path ? `${error.path}: ` : "";
	const at = "location" in error && error.location ? ` (line ${error.location.line}:${error.location.column})` : "";
	const detail = error.detail ?? error.title ?? error.code;
	const lines = [`${"  ".repeat(depth)}${where}${detail}${at}`];
	const states = "states" in error && Array.isArray(error.states) ? error.states : [];
	const closest = states.toSorted((a, b) => a.errors.length - b.errors.length)[0];
	for (const nested of closest?.errors ?? []) lines.push(...formatSchemaError(nested, depth + 1));
	return lines;
}

function houseRules(workflow) {
	const problems = [];
	if (!workflow || typeof workflow !== "object") return ["workflow is not a mapping"];
	if (!("permissions" in workflow)) problems.push("top-level `permissions` missing (declare least privilege)");
	for (const [jobId, job] of Object.entries(workflow.jobs ?? {})) {
		const uses = [];
		if (typeof job?.uses === "string") uses.push(job.uses);
		for (const step of Array.isArray(job?.steps) ? job.steps : []) {
			if (typeof step?.uses === "string") uses.push(step.uses);
		}
		for (const ref of uses) {
			if (ref.startsWith("./") || ref.startsWith("docker://")) continue;
			if (!/^[\w.-]+\/[\w./-]+@[\w.-]+$/.test(ref)) problems.push(`jobs.${jobId}: \`uses: ${ref}\` must pin a ref`);
		}
	}
	return problems;
}

/** The validator warns that it cannot check globs (our `paths:` filters): a limit of the tool, not a finding. */
function withoutGlobNotice(run) {
	const warn = console.warn;
	console.warn = (message, ...rest) => {
		if (!String(message).startsWith("WARNING: Glob validation is not yet supported")) warn(message, ...rest);
	};
	try {
		return run();
	} finally {
		console.warn = warn;
	}
}

function lint(file) {
	const source = readFileSync(file, "utf8");
	const doc = parseDocument(source, { uniqueKeys: true, prettyErrors: true });
	if (doc.errors.length > 0) return doc.errors.map((e) => `YAML: ${e.message.split("\n")[0]}`);
	const problems = doc.warnings.map((w) => `YAML warning: ${w.message.split("\n")[0]}`);
	const state = withoutGlobNotice(() => validateWorkflow(source));
	for (const error of state.errors) {
		const [first, ...nested] = formatSchemaError(error);
		problems.push([`schema: ${first}`, ...nested.map((line) => `      ${line}`)].join("\n"));
	}
	problems.push(...houseRules(doc.toJS()));
	return problems;
}

const files = listWorkflows();
if (files.length === 0) {
	console.error(`✗ no workflow files in ${relative(process.cwd(), DIR)}`);
	process.exit(1);
}

let failed = 0;
for (const file of files) {
	const name = relative(process.cwd(), file);
	let problems;
	try {
		problems = lint(file);
	} catch (error) {
		problems = [`could not validate: ${error instanceof Error ? error.message : String(error)}`];
	}
	if (problems.length === 0) {
		console.log(`✓ ${name}`);
		continue;
	}
	failed++;
	console.log(`✗ ${name}: ${problems.length} problem(s)`);
	for (const problem of problems) console.log(`    ${problem}`);
}
if (failed > 0) {
	console.error(`${failed} of ${files.length} workflow file(s) invalid`);
	process.exit(1);
}
