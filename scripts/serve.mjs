// Serves the built worker (default env, mock back end) with `wrangler dev`: `node scripts/serve.mjs [--local-http-cookies]`.
// PORT moves every self-referencing URL along with it, so OAuth redirects stay on this origin.
// SERVE_VARS (a JSON object of strings) adds or overrides vars, e.g. to run the same build as a
// real environment in end-to-end tests: {"APP_ENV":"staging","SESSION_SECRET":"…"}.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const port = process.env.PORT || "8787";
const origin = `http://localhost:${port}`;
// Self-referencing URLs follow PORT; SERVE_VARS (applied last) may point any of them elsewhere.
const vars = {
	HOST_URL: origin,
	API_BASE_URL: `${origin}/_mock`,
	OAUTH_REDIRECT_URI: `${origin}/callback`,
	// worker/middleware/drain-request-body.ts: the dev server's proxy needs every request body read.
	DRAIN_UNREAD_REQUEST_BODIES: "true",
};
// `--local-http-cookies` (what `npm start` passes): cookies WebKit keeps on http://localhost, so Safari
// signs in (docs/decisions/095-local-http-cookies.md). The config refuses it outside the default env.
if (process.argv.includes("--local-http-cookies")) vars.LOCAL_HTTP_COOKIES = "true";
if (process.env.SERVE_VARS) {
	for (const [name, value] of Object.entries(JSON.parse(process.env.SERVE_VARS))) {
		if (typeof value !== "string") throw new Error(`SERVE_VARS.${name} must be a string`);
		vars[name] = value;
	}
}
const args = [
	"dev",
	"--config",
	"build/server/wrangler.json",
	"--port",
	port,
	"--ip",
	"127.0.0.1",
	"--show-interactive-dev-session=false",
	// Local state (Durable Objects, rate limits, cache) per port: the end-to-end run starts five servers
	// of one build, and a shared SQLite store answers some of them SQLITE_BUSY on a loaded machine.
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
