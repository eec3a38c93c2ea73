// Serves a worker of bench:compare (the template's build or the bare Hono worker) with `wrangler dev`,
// with the flags scripts/serve.mjs gives ours: loopback, PORT, INSPECTOR_PORT, no interactive session.
//   node bench/compare/serve-worker.mjs <wrangler config>
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const [config] = process.argv.slice(2);
if (!config) throw new Error("usage: serve-worker.mjs <wrangler config>");
const args = ["dev", "--config", config, "--port", process.env.PORT ?? "8787", "--ip", "127.0.0.1"];
args.push("--show-interactive-dev-session=false");
if (process.env.INSPECTOR_PORT) args.push("--inspector-port", process.env.INSPECTOR_PORT);
const wrangler = fileURLToPath(new URL("../../node_modules/wrangler/bin/wrangler.js", import.meta.url));
const child = spawn(process.execPath, [wrangler, ...args], {
	stdio: "inherit",
	env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
