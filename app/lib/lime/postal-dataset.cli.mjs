// Regenerates app/lib/lime/postal-dataset.server.ts from Japan Post's utf_ken_all.csv.
//
//   npm exec -- node app/lib/lime/postal-dataset.cli.mjs utf_ken_all.csv \
//     --prefixes=100,101,102,220,460,530 --scope="…" && npx biome format --write app/lib/lime/postal-dataset.server.ts
//
// Without --prefixes/--cities every row is kept (the whole country; see decision 041 before doing that).
// Node 24 runs the TypeScript builder directly (type stripping).
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { groupByCity, kenAllAddresses, parseCsv, renderDataset } from "./postal-dataset-builder.ts";

const [csvPath, ...options] = process.argv.slice(2);
if (!csvPath) {
	console.error(
		"usage: node app/lib/lime/postal-dataset.cli.mjs <utf_ken_all.csv> [--prefixes=100,101] [--cities=13101] [--scope=text] [--out=file]",
	);
	process.exit(2);
}
const option = (name) => options.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const list = (value) =>
	value
		? value
				.split(",")
				.map((item) => item.trim())
				.filter(Boolean)
		: undefined;

const rows = parseCsv(readFileSync(csvPath, "utf8"));
const addresses = kenAllAddresses(rows, { prefixes: list(option("prefixes")), cities: list(option("cities")) });
const areas = groupByCity(addresses);
const out = option("out") ?? fileURLToPath(new URL("./postal-dataset.server.ts", import.meta.url));
writeFileSync(out, renderDataset(areas, option("scope") ?? "KEN_ALL"));
console.log(`${addresses.length} addresses in ${areas.length} cities -> ${out}`);
