// Every import points down the house (scripts/rooms.json): contract, lib, session, request, then the
// shared chrome, then features; a feature imports no other feature, and the worker none at all
// (docs/architecture.md). Run by `npm run lint`: the one enforcement of the rule.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HOUSE = JSON.parse(readFileSync(new URL("./rooms.json", import.meta.url), "utf8"));
/** Rooms from the bottom up as `[path, level]`; a file may import its own room or one below. */
const ROOMS = HOUSE.rooms.map((room) => [room.path, room.level]);
const FEATURES = `${HOUSE.features}/`;

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

/** The feature folder a path lies in (`app/features/<name>`), or null. */
function featureOf(file) {
	if (!file.startsWith(FEATURES)) return null;
	const name = file.slice(FEATURES.length).split("/")[0];
	return name ? `${FEATURES}${name}` : null;
}

/** Every import that points up a room, across features, or from the worker into a feature: `file:line: message`. */
export function layerViolations(root) {
	const problems = [];
	for (const dir of ["app", ...HOUSE.featureFree]) {
		for (const file of sourceFiles(root, dir)) {
			const from = roomOf(file);
			const lines = readFileSync(path.join(root, file), "utf8").split("\n");
			lines.forEach((line, index) => {
				for (const [, specifier] of line.matchAll(IMPORT)) {
					const to = target(file, specifier);
					if (!to) continue;
					const where = `${file}:${index + 1}`;
					const featureFree = HOUSE.featureFree.find((top) => file.startsWith(`${top}/`));
					if (featureFree && to.startsWith(FEATURES)) {
						problems.push(`${where}: ${featureFree} imports a feature (${specifier}); move the shared piece down`);
						continue;
					}
					const fromFeature = featureOf(file);
					const toFeature = featureOf(to);
					if (fromFeature && toFeature && fromFeature !== toFeature) {
						problems.push(
							`${where}: ${fromFeature} imports another feature (${specifier}); move the shared piece down`,
						);
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
