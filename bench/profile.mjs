// Where a page's server time goes: serves the built worker, signs the demo member in, loads one
// path for a while with the worker isolate's CPU profiler on (through the inspector `wrangler dev`
// opens), and writes bench/out/<name>.cpuprofile (open it in Chrome DevTools › Performance) plus
// the top functions by self time.
//
//   npm run build && node bench/profile.mjs [path=/] [seconds=10] [signed-out] [fresh]
// `signed-out` loads the path without the member's cookie (a public page, e.g. from the page cache);
// `fresh` gives every request its own query string (a page cache miss each time).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { BROWSER_HEADERS, everyRequestFresh } from "./compare/servers.mjs";
import { connectInspector } from "./isolate-heap.mjs";
import { freePort, OUT_DIR, startServer, stopServer, waitForHealthz } from "./server.mjs";
import { signInCookie } from "./sign-in.mjs";

const path = process.argv[2] ?? "/";
const seconds = Number(process.argv[3] ?? 10);
const flags = new Set(process.argv.slice(4));
const signedOut = flags.has("signed-out");
const fresh = flags.has("fresh");

function topSelfTime(profile, count = 25) {
	const byId = new Map(profile.nodes.map((node) => [node.id, node]));
	const self = new Map();
	let total = 0;
	profile.samples.forEach((id, index) => {
		const delta = profile.timeDeltas[index] ?? 0;
		total += delta;
		const { functionName, url, lineNumber } = byId.get(id).callFrame;
		const key = `${functionName || "(anonymous)"} ${url.replace(/^.*\/build\//, "")}:${lineNumber + 1}`;
		self.set(key, (self.get(key) ?? 0) + delta);
	});
	return [...self]
		.sort((a, b) => b[1] - a[1])
		.slice(0, count)
		.map(([key, time]) => `${((time / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
}

const port = await freePort();
const inspectorPort = await freePort();
const origin = `http://localhost:${port}`;
startServer(port, { inspectorPort });
try {
	await waitForHealthz(origin);
	const headers = { ...BROWSER_HEADERS, ...(signedOut ? {} : { cookie: await signInCookie(origin) }) };
	await autocannon({ url: `${origin}${path}`, connections: 20, duration: 3, headers });
	const inspector = await connectInspector(inspectorPort);
	await inspector.send("Profiler.enable");
	await inspector.send("Profiler.start");
	const requests = fresh ? { requests: everyRequestFresh(path) } : {};
	const result = await autocannon({
		url: `${origin}${path}`,
		connections: 50,
		duration: seconds,
		headers,
		...requests,
	});
	const { profile } = await inspector.send("Profiler.stop");
	inspector.close();
	mkdirSync(OUT_DIR, { recursive: true });
	const file = join(OUT_DIR, `profile${path === "/" ? "-home" : path.replace(/\W+/g, "-")}.cpuprofile`);
	writeFileSync(file, JSON.stringify(profile));
	console.log(`${path}: ${result.requests.average} req/s under the profiler; profile in ${file}`);
	for (const line of topSelfTime(profile)) console.log(line);
} finally {
	await stopServer();
}
process.exit(0);
