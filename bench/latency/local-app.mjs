// Our worker as a `local` build (no mock compiled in), served by `wrangler dev` against an upstream of
// its own (./upstream.mjs): what bench:latency and bench:compare measure.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { spawnServer } from "../server.mjs";

const ROOT = join(import.meta.dirname, "..", "..");
const BIN = join(ROOT, "node_modules", ".bin");
const WRANGLER = join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");
/** Where the `local` build goes: `build/` stays the default build that the other suites serve. */
export const LOCAL_BUILD = join(ROOT, "bench", "out", "local-build");

/** `CLOUDFLARE_ENV=local` build into `dir`. */
export function buildLocal(dir = LOCAL_BUILD) {
	console.log(`Building the local env into ${relative(ROOT, dir)}…`);
	const result = spawnSync(join(BIN, "react-router"), ["build"], {
		cwd: ROOT,
		stdio: ["ignore", "ignore", "inherit"],
		env: { ...process.env, CLOUDFLARE_ENV: "local", BUILD_DIR: dir, PATH: `${BIN}:${process.env.PATH ?? ""}` },
	});
	if (result.status !== 0) throw new Error(`the local build failed (exit ${result.status})`);
}

/**
 * Serves the local build on `port` against `upstream` (the value of startUpstream). `sessionSecret`:
 * the same across restarts of one run, so a member's cookie outlives a fresh isolate.
 */
export async function startLocalApp({ port, inspectorPort, upstream, clientSecret, sessionSecret, dir = LOCAL_BUILD }) {
	const config = join(dir, "server", "wrangler.json");
	if (!existsSync(config)) throw new Error(`${relative(ROOT, config)} is missing: run without BENCH_SKIP_BUILD=1`);
	const origin = `http://localhost:${port}`;
	const vars = {
		HOST_URL: origin,
		API_BASE_URL: upstream.apiBaseUrl,
		OAUTH_REDIRECT_URI: `${origin}/callback`,
		OAUTH_CLIENT_SECRET: clientSecret,
		SESSION_SECRET: sessionSecret,
		// worker/middleware/drain-request-body.ts: the dev server's proxy needs every request body read.
		DRAIN_UNREAD_REQUEST_BODIES: "true",
	};
	const handle = spawnServer({
		script: WRANGLER,
		args: [
			"dev",
			"--config",
			config,
			"--port",
			String(port),
			"--ip",
			"127.0.0.1",
			"--inspector-port",
			String(inspectorPort),
			"--show-interactive-dev-session=false",
			"--persist-to",
			join(dir, "server", ".wrangler", `port-${port}`),
			...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
		],
		logName: `local-app-${port}.log`,
	});
	try {
		await handle.waitFor(`${origin}/healthz`);
	} catch (error) {
		await handle.stop();
		throw error;
	}
	return { origin, inspectorPort, handle, stop: () => handle.stop() };
}
