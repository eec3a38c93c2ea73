// Checks package-lock.json as `npm ci` will: every dependency, optional ones too, resolves to a lock entry (decision 002).
import { readFileSync } from "node:fs";

const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"));
const packages = lock.packages ?? {};

/** Where npm would find `name` from the package at `path`: its own node_modules, then each parent's. */
function resolve(path, name) {
	let base = path;
	for (;;) {
		const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
		if (candidate in packages) return candidate;
		if (!base) return undefined;
		const at = base.lastIndexOf("node_modules/");
		base = at <= 0 ? "" : base.slice(0, at - 1);
	}
}

const missing = [];
for (const [path, entry] of Object.entries(packages)) {
	if (entry.link) continue;
	const wanted = { ...entry.dependencies, ...entry.optionalDependencies };
	if (path === "") Object.assign(wanted, entry.devDependencies);
	for (const [name, range] of Object.entries(wanted)) {
		if (!resolve(path, name)) missing.push(`${name}@${range} (needed by ${path || "the project"})`);
	}
}

if (missing.length > 0) {
	console.error(`✗ package-lock.json lacks ${missing.length} package(s); \`npm ci\` would refuse it:`);
	for (const line of missing) console.error(`    ${line}`);
	process.exit(1);
}
console.log(`✓ package-lock.json: every dependency of ${Object.keys(packages).length - 1} locked packages is locked`);
