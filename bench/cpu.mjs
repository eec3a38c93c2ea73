// Worker CPU time per request, measured inside workerd: the isolate's sampling profiler runs while
// autocannon loads one path, and the samples that are not idle, divided by the requests served,
// give milliseconds of CPU per request. Unlike requests/s under `wrangler dev`, this leaves out
// the dev server's own per-request work (docs/decisions/008-ssr-cpu-budget.md).
import autocannon from "autocannon";
import { connectInspector } from "./isolate-heap.mjs";

const SECONDS = Number(process.env.BENCH_CPU_DURATION ?? 5);
const CONNECTIONS = 10;

/** Busy time of a profile in ms: every sample but "(idle)". */
function busyMs(profile) {
	const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id));
	let busy = 0;
	profile.samples.forEach((id, index) => {
		if (!idle.has(id)) busy += profile.timeDeltas[index] ?? 0;
	});
	return busy / 1000;
}

export async function measureCpuPerRequest(origin, inspectorPort, targets) {
	const inspector = await connectInspector(inspectorPort);
	const results = [];
	try {
		await inspector.send("Profiler.enable");
		for (const target of targets) {
			// `requests` (autocannon's) lets a target vary each request, e.g. a fresh query string.
			const options = {
				url: `${origin}${target.path}`,
				headers: target.headers,
				...(target.requests ? { requests: target.requests } : {}),
				connections: CONNECTIONS,
			};
			await autocannon({ ...options, duration: 1 });
			await inspector.send("Profiler.start");
			const run = await autocannon({ ...options, duration: SECONDS });
			const { profile } = await inspector.send("Profiler.stop");
			const busy = busyMs(profile);
			results.push({
				name: target.name,
				path: target.path,
				requests: run.requests.total,
				busy_ms: Math.round(busy),
				cpu_ms_per_request: Number((busy / Math.max(run.requests.total, 1)).toFixed(3)),
			});
		}
	} finally {
		inspector.close();
	}
	return { duration_s: SECONDS, connections: CONNECTIONS, targets: results };
}

export function printCpu(cpu) {
	console.log(`\nWorker CPU per request (isolate profiler, ${cpu.duration_s} s at ${cpu.connections} connections)`);
	for (const r of cpu.targets) {
		console.log(`  ${r.path.padEnd(10)} ${r.cpu_ms_per_request.toFixed(2)} ms (${r.requests} requests)`);
	}
}

/*
 * Run directly, it measures this checkout (a `local` build into bench/out/local-build, served against
 * the mock as an upstream of its own) against the template's in one run, for a quick before/after of
 * one change (the guards' figure is still `npm run bench:compare`'s):
 *   npx node bench/cpu.mjs [target…]   (targets: hono template healthz floor home faq faq_miss)
 * BENCH_SKIP_BUILD=1 reuses the local build.
 * The template must have been built once (`npm run bench:compare`, or `npx react-router build` in
 * bench/compare/template). BENCH_PORT: first of consecutive ports, two per worker (default free ones).
 */
async function main() {
	const { loadavg } = await import("node:os");
	const { loadTargets, startWorkers, stopWorkers } = await import("./compare/servers.mjs");
	const { signInCookie } = await import("./sign-in.mjs");
	const { buildLocal } = await import("./latency/local-app.mjs");
	if (process.env.BENCH_SKIP_BUILD !== "1") buildLocal();
	const names = process.argv.slice(2);
	const wanted = names.length > 0 ? names : ["template", "healthz", "floor", "home", "faq", "faq_miss"];
	const member = {};
	const targets = Object.fromEntries(loadTargets(member).map((target) => [target.name, target]));
	const unknown = wanted.find((name) => !targets[name]);
	if (unknown) throw new Error(`unknown target ${unknown}`);
	const servers = await startWorkers([...new Set(["ours", ...wanted.map((name) => targets[name].server)])], "cpu");
	try {
		member.cookie = await signInCookie(servers.ours.origin);
		console.log(`load average at the start: ${loadavg()[0].toFixed(2)}`);
		const figures = {};
		for (const name of wanted) {
			const server = servers[targets[name].server];
			const cpu = await measureCpuPerRequest(server.origin, server.inspectorPort, [targets[name]]);
			figures[name] = cpu.targets[0];
		}
		const template = figures.template?.cpu_ms_per_request;
		for (const [name, figure] of Object.entries(figures)) {
			const share = template ? `  ${(figure.cpu_ms_per_request / template).toFixed(2)}× the template` : "";
			console.log(
				`  ${name.padEnd(9)} ${figure.cpu_ms_per_request.toFixed(2)} ms (${figure.requests} requests)${share}`,
			);
		}
		console.log(`load average at the end: ${loadavg()[0].toFixed(2)}`);
	} finally {
		await stopWorkers(servers);
	}
}

if (process.argv[1] && import.meta.filename === (await import("node:fs")).realpathSync(process.argv[1])) {
	await main();
	process.exit(0);
}
