// The upstream as a process of its own: the mock back end's answers (worker/mock/standalone.ts) under
// `wrangler dev`, each call after a delay and logged. bench:latency and bench:compare serve a `local`
// build against it; a test can start it the same way.
//
//   const upstream = await startUpstream({ port, inspectorPort, appOrigin, clientSecret, delayMs });
//   await upstream.clear(); …requests to the app…; const calls = await upstream.calls();
//   await upstream.stop();
import { join } from "node:path";
import { spawnServer } from "../server.mjs";

const ROOT = join(import.meta.dirname, "..", "..");
const WRANGLER = join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");
const CONFIG = join(ROOT, "worker", "mock", "standalone.jsonc");

/** The OAuth client the `local` build is, as the upstream's IdP knows it (wrangler.toml, env.local). */
export const LOCAL_CLIENT_ID = "portal-local";

/**
 * Starts the upstream on `port` (its inspector on `inspectorPort`) for an app served at `appOrigin`,
 * the OAuth client `clientSecret`. Resolves once it answers.
 */
export async function startUpstream({ port, inspectorPort, appOrigin, clientSecret, delayMs = 100, logName }) {
	const origin = `http://localhost:${port}`;
	const apiBaseUrl = `${origin}/_mock`;
	// The mock's IdP reads the app's config schema: the default env's values, this client and addresses.
	const vars = {
		APP_ENV: "default",
		HOST_URL: appOrigin,
		API_BASE_URL: apiBaseUrl,
		OAUTH_CLIENT_ID: LOCAL_CLIENT_ID,
		OAUTH_CLIENT_SECRET: clientSecret,
		OAUTH_REDIRECT_URI: `${appOrigin}/callback`,
		OAUTH_SCOPE: "public",
		SESSION_SECRET: "mock-only-session-secret-not-for-real-environments",
		SESSION_MAX_AGE_DAYS: "14",
		UPSTREAM_DELAY_MS: String(delayMs),
	};
	const handle = spawnServer({
		script: WRANGLER,
		args: [
			"dev",
			"--config",
			CONFIG,
			"--port",
			String(port),
			"--ip",
			"127.0.0.1",
			"--inspector-port",
			String(inspectorPort),
			"--show-interactive-dev-session=false",
			"--persist-to",
			join(ROOT, "bench", "out", `upstream-${port}`),
			...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
		],
		logName: logName ?? `upstream-${port}.log`,
	});
	const control = async (path, init) => {
		const response = await fetch(`${origin}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
		if (!response.ok) throw new Error(`upstream ${init?.method ?? "GET"} ${path}: ${response.status}`);
		return response.status === 204 ? null : response.json();
	};
	try {
		await handle.waitFor(`${origin}/_upstream/calls`);
	} catch (error) {
		await handle.stop();
		throw error;
	}
	return {
		origin,
		apiBaseUrl,
		handle,
		/** Every call since the last `clear()`: method, path, status, start and end (epoch ms). */
		calls: () => control("/_upstream/calls"),
		clear: () => control("/_upstream/calls", { method: "DELETE" }),
		setDelay: (ms) => control(`/_upstream/delay?ms=${ms}`, { method: "PUT" }),
		stop: () => handle.stop(),
	};
}
