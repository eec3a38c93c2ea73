// Writes the secrets file for `wrangler deploy --secrets-file` from env vars; a missing required one fails here.
import { readFileSync, writeFileSync } from "node:fs";

const OPTIONAL = ["SENTRY_DSN"];

const [configPath, outPath] = process.argv.slice(2);
if (!configPath || !outPath) {
	console.error("usage: node scripts/preflight-secrets.mjs <built wrangler.json> <secrets file to write>");
	process.exit(2);
}

const config = JSON.parse(readFileSync(configPath, "utf8"));
const required = config.secrets?.required ?? [];
const missing = required.filter((name) => !process.env[name]);
if (missing.length > 0) {
	// Names only: values never reach a log.
	console.error(`::error::${config.name}: required secret(s) not set: ${missing.join(", ")}`);
	process.exit(1);
}

const secrets = {};
for (const name of [...required, ...OPTIONAL]) {
	if (process.env[name]) secrets[name] = process.env[name];
}
writeFileSync(outPath, JSON.stringify(secrets), { mode: 0o600 });
console.log(`✓ ${config.name}: ${Object.keys(secrets).join(", ")} ready for upload`);
