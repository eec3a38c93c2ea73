// The three workers of the side-by-side (bench/compare.mjs) and what is loaded on each, shared with
// bench/cpu.mjs's quick before/after run so that both measure the same targets the same way. Ours is
// the `local` build (no mock compiled in) against the mock back end as an upstream process of its own,
// answering at once: the measured isolate does only what it does in production.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { startLocalApp } from "../latency/local-app.mjs";
import { startUpstream } from "../latency/upstream.mjs";
import { freePort, spawnServer } from "../server.mjs";

const ROOT = join(import.meta.dirname, "..", "..");
const SERVE_WORKER = join(ROOT, "bench", "compare", "serve-worker.mjs");

/** How each worker is started and when it is ready (its config, the path that answers once up). */
const WORKERS = {
	hono: { script: SERVE_WORKER, args: [join(ROOT, "bench", "compare", "hono", "wrangler.jsonc")], ready: "/" },
	template: {
		script: SERVE_WORKER,
		args: [join(ROOT, "bench", "compare", "template", "build", "server", "wrangler.json")],
		ready: "/",
	},
};

// A unique query string per request: the page is rendered, never answered from a cache.
let missCounter = 0;
export const everyRequestFresh = (path) => [
	{
		method: "GET",
		setupRequest: (request) => {
			missCounter += 1;
			return { ...request, path: `${path}?bench=${process.pid}-${missCounter}` };
		},
	},
];

/**
 * What every request of the load says it accepts, as a browser's does (Chrome's): a worker may answer
 * compressed bytes (ours does so for a cached page; the template and a rendered page go out plain).
 */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };

/** The pages the guards of decision 090 watch, on `server` ("ours", or "guards": the guards' own build). */
function guardedTargets(server, member, prefix = "") {
	return [
		{ name: `${prefix}home`, server, path: "/", headers: member },
		{ name: `${prefix}faq`, server, path: "/faq", headers: { ...BROWSER_HEADERS } },
		{
			name: `${prefix}faq_miss`,
			server,
			path: "/faq",
			headers: { ...BROWSER_HEADERS },
			requests: everyRequestFresh("/faq"),
		},
	];
}

/**
 * Load targets: which worker, which path. `/faq` is a public page (signed out); `member` is the
 * signed-in member's headers, filled in with the cookie once the member has signed in. With
 * `guardsMember` (the same on the guards' build), the guarded pages once more on that build.
 */
export function loadTargets(member, guardsMember = null) {
	Object.assign(member, BROWSER_HEADERS);
	if (guardsMember) Object.assign(guardsMember, BROWSER_HEADERS);
	const theirs = guardsMember ? guardedTargets("guards", guardsMember, "guards_") : [];
	return [
		{ name: "hono", server: "hono", path: "/", headers: { ...BROWSER_HEADERS } },
		{ name: "template", server: "template", path: "/", headers: { ...BROWSER_HEADERS } },
		{ name: "healthz", server: "ours", path: "/healthz", headers: { ...BROWSER_HEADERS } },
		// The floor of a member's page: signed in, the sign-out page (a heading and a button, no API
		// call). What every signed-in page costs before its own content; docs/performance.md.
		{ name: "floor", server: "ours", path: "/logout", headers: member },
		// Each guarded page of ours next to the same page on the guards' build: measured minutes apart.
		...guardedTargets("ours", member).flatMap((target, index) => [target, ...theirs.slice(index, index + 1)]),
	];
}

/** Two ports per worker (its own and its inspector's), two more for our upstream: from BENCH_PORT on, or free ones. */
async function ports(count) {
	const base = Number(process.env.BENCH_PORT);
	if (base) return Array.from({ length: count }, (_, i) => base + i);
	const found = [];
	while (found.length < count) {
		const port = await freePort();
		if (!found.includes(port)) found.push(port);
	}
	return found;
}

/** A `local` build (ours by default) against an upstream of its own; `stop()` ends both. */
async function startOurs(port, inspectorPort, upstreamPort, upstreamInspector, dir = undefined) {
	const clientSecret = randomBytes(24).toString("hex");
	const upstream = await startUpstream({
		port: upstreamPort,
		inspectorPort: upstreamInspector,
		appOrigin: `http://localhost:${port}`,
		clientSecret,
		delayMs: 0,
		logName: `compare-upstream-${port}.log`,
	});
	try {
		const app = await startLocalApp({
			port,
			inspectorPort,
			upstream,
			clientSecret,
			sessionSecret: randomBytes(32).toString("hex"),
			...(dir ? { dir } : {}),
		});
		return {
			origin: app.origin,
			inspectorPort,
			// The app's own process group: workerd CPU read from /proc is our isolate's, not the upstream's.
			handle: app.handle,
			upstream,
			stop: () => Promise.all([app.stop(), upstream.stop()]),
		};
	} catch (error) {
		await upstream.stop();
		throw error;
	}
}

/**
 * Starts the named workers under `wrangler dev` and waits until each answers. "guards" is the build
 * in `guardsBuild` (bench/commit-build.mjs), served as ours is, against an upstream of its own.
 */
export async function startWorkers(names, logPrefix, { guardsBuild } = {}) {
	const apps = names.filter((name) => name === "ours" || name === "guards");
	const found = await ports(names.length * 2 + apps.length * 2);
	const servers = {};
	try {
		for (const [index, name] of names.entries()) {
			const port = found[index];
			const inspectorPort = found[names.length + index];
			if (name === "ours" || name === "guards") {
				const upstream = names.length * 2 + apps.indexOf(name) * 2;
				const dir = name === "guards" ? guardsBuild : undefined;
				servers[name] = await startOurs(port, inspectorPort, found[upstream], found[upstream + 1], dir);
				continue;
			}
			const { script, args } = WORKERS[name];
			const handle = spawnServer({
				script,
				args,
				env: { PORT: String(port), INSPECTOR_PORT: String(inspectorPort) },
				logName: `${logPrefix}-${name}.log`,
			});
			servers[name] = { origin: `http://localhost:${port}`, inspectorPort, handle, stop: () => handle.stop() };
		}
		for (const name of names) {
			if (name in WORKERS) await servers[name].handle.waitFor(`${servers[name].origin}${WORKERS[name].ready}`);
		}
	} catch (error) {
		await stopWorkers(servers);
		throw error;
	}
	return servers;
}

export function stopWorkers(servers) {
	return Promise.all(Object.values(servers).map((server) => server.stop()));
}
