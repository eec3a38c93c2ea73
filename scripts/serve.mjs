// Serves the built worker (default env, mock back end) with `wrangler dev`.
// PORT moves every self-referencing URL along with it, so OAuth redirects stay on this origin.
import { spawn } from "node:child_process";

const port = process.env.PORT || "8787";
const origin = `http://localhost:${port}`;
const args = [
	"dev",
	"--config",
	"build/server/wrangler.json",
	"--port",
	port,
	"--ip",
	"127.0.0.1",
	"--show-interactive-dev-session=false",
	"--var",
	`HOST_URL:${origin}`,
	"--var",
	`API_BASE_URL:${origin}/_mock`,
	"--var",
	`OAUTH_REDIRECT_URI:${origin}/callback`,
];
const child = spawn("wrangler", args, {
	stdio: "inherit",
	env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
