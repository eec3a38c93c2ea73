// Every import points down the house: contract, lib, session, request, then the shared chrome, then
// features; the worker uses no feature at all (docs/architecture.md). Run by `npm run lint`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Rooms from the bottom up; a file may import its own room or one below. */
const ROOMS = [
	["app/contract", 0],
	["app/lib", 1],
	["app/session", 2],
	["app/request", 3],
	["app/components", 4],
	["app/layouts", 4],
	["app/features", 5],
];

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const IMPORT = /(?:from|import)\s*\(?\s*["']([^"'\n]+)["']/g;

function roomOf(file) {
	return ROOMS.find(([room]) => file === room || file.startsWith(`${room}/`)) ?? null;
}

function sourceFiles(root, dir) {
	const out = [];
	for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
		const rel = `${dir}/${entry.name}`;
		if (entry.isDirectory()) out.push(...sourceFiles(root, rel));
		else if (SOURCE.test(entry.name)) out.push(rel);
	}
	return out;
}

/** The repository path an import names, or null for a package. */
function target(importer, specifier) {
	if (specifier.startsWith("#app/")) return `app/${specifier.slice(5)}`;
	if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(importer), specifier);
	return null;
}

/** Every import that points up a room, or from the worker into a feature: `file:line: message`. */
export function layerViolations(root) {
	const problems = [];
	for (const dir of ["app", "worker"]) {
		for (const file of sourceFiles(root, dir)) {
			const from = roomOf(file);
			const lines = readFileSync(path.join(root, file), "utf8").split("\n");
			lines.forEach((line, index) => {
				for (const [, specifier] of line.matchAll(IMPORT)) {
					const to = target(file, specifier);
					if (!to) continue;
					const where = `${file}:${index + 1}`;
					if (file.startsWith("worker/") && to.startsWith("app/features/")) {
						problems.push(`${where}: the worker imports a feature (${specifier}); move the shared piece down`);
						continue;
					}
					const toRoom = roomOf(to);
					if (from && toRoom && toRoom[1] > from[1]) {
						problems.push(`${where}: ${from[0]} imports ${toRoom[0]} (${specifier}), a room above it`);
					}
				}
			});
		}
	}
	return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
	const problems = layerViolations(root);
	for (const problem of problems) console.error(problem);
	if (problems.length > 0) {
		console.error(`check-layers: ${problems.length} import(s) point up (docs/architecture.md)`);
		process.exit(1);
	}
}
