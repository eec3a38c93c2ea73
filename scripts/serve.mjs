// Serves the built worker (default env, mock back end) with `wrangler dev`: `node scripts/serve.mjs [--local-http-cookies]`.
// PORT moves every self-referencing URL along with it, so OAuth redirects stay on this origin.
// SERVE_VARS (a JSON object of strings) adds or overrides vars, e.g. to run the same build as a
// real environment in end-to-end tests: {"APP_ENV":"staging","SESSION_SECRET":"…"}.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

import { serveVars } from "./serve-vars.ts";

const port = process.env.PORT || "8787";
const vars = serveVars(port, process.env.SERVE_VARS ? JSON.parse(process.env.SERVE_VARS) : {});
// `--local-http-cookies` (what `npm start` passes): cookies WebKit keeps on http://localhost, so Safari
// signs in (docs/decisions/095-local-http-cookies.md). The config refuses it outside the default env.
if (process.argv.includes("--local-http-cookies")) vars.LOCAL_HTTP_COOKIES = "true";
const args = [
	"dev",
	"--config",
	"build/server/wrangler.json",
	"--port",
	port,
	"--ip",
	"127.0.0.1",
	"--show-interactive-dev-session=false",
	// Local state (Durable Objects, rate limits, cache) per port: servers of one build side by side must not
	// share a SQLite store, which answers some of them SQLITE_BUSY on a loaded machine.
	"--persist-to",
	`build/server/.wrangler/port-${port}`,
	...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
];
// The bench reads the worker's heap through the inspector; a fixed port lets two servers run side by side.
if (process.env.INSPECTOR_PORT) args.push("--inspector-port", process.env.INSPECTOR_PORT);
// Resolve wrangler from this project and run it with this Node (24), whatever PATH says.
const wrangler = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));
const child = spawn(process.execPath, [wrangler, ...args], {
	stdio: "inherit",
	env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
