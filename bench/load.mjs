// The load test: BENCH_LOAD_DURATION (default 60) seconds at BENCH_CONNECTIONS (default 50)
// over a mix of public and signed-in pages, each connection walking the mix in turn, while the
// worker isolate's JS heap (every second) and workerd's RSS are sampled. Passes with 0 errors,
// 0 timeouts, only 200s, and an isolate heap whose low points do not rise from the first half of the run
// to the second (halves: full collections come up to 30 s apart; bench/README.md). workerd's RSS is
// recorded but not judged: under `wrangler dev` it grows by hundreds of MB for a worker that only answers "ok".
import autocannon from "autocannon";
import { connectIsolateHeap } from "./isolate-heap.mjs";
import { residentBytes, serverProcesses } from "./server.mjs";

const DURATION = Number(process.env.BENCH_LOAD_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MAX_GROWTH_RATIO = 1.2;
const MAX_HEAP_GROWTH_BYTES = 4 * 1024 * 1024;

/** What a member and a visitor read: every page answers 200 (sign-in pages redirect and are left out). */
export const LOAD_MIX = {
	public: ["/faq", "/terms", "/contact", "/app_manual/login/contact"],
	member: [
		"/",
		"/news",
		"/news?page=2",
		"/news/3",
		"/health_support/1",
		"/users/detail",
		"/faq/user",
		"/terms/user",
		"/app_manual/weight_input",
	],
};

const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function workerdResidentBytes() {
	return serverProcesses()
		.filter(({ name }) => name.startsWith("workerd"))
		.reduce((sum, { pid }) => sum + (residentBytes(pid) ?? 0), 0);
}

/** Low points of the two halves; stable when the growth between them is bounded. */
function trend(series, maxGrowthBytes) {
	const half = Math.floor(series.length / 2);
	const early = Math.min(...series.slice(0, half));
	const late = Math.min(...series.slice(half));
	return {
		early_low_mb: mb(early),
		late_low_mb: mb(late),
		max_mb: mb(Math.max(...series)),
		growth_mb: mb(late - early),
		stable: late <= early * MAX_GROWTH_RATIO || late - early <= maxGrowthBytes,
		samples_mb: series.map(mb),
	};
}

/** Samples one after another (a GC under load can take a while), until stopped. */
function sampleEvery(ms, sample) {
	const values = [];
	let stopped = false;
	const done = (async () => {
		while (!stopped) {
			values.push(await sample());
			await new Promise((resolve) => setTimeout(resolve, ms));
		}
	})();
	return async () => {
		stopped = true;
		await done;
		values.push(await sample());
		return values;
	};
}

export async function runMixedLoad(origin, memberCookie, inspectorPort) {
	const requests = [
		...LOAD_MIX.public.map((path) => ({ method: "GET", path, headers: {} })),
		...LOAD_MIX.member.map((path) => ({ method: "GET", path, headers: { cookie: memberCookie } })),
	];
	const isolate = await connectIsolateHeap(inspectorPort);
	const stopHeap = sampleEvery(1000, () => isolate.used());
	const stopRss = sampleEvery(1000, async () => workerdResidentBytes());
	let result;
	let heapSeries;
	let rssSeries;
	try {
		result = await autocannon({ url: origin, connections: CONNECTIONS, duration: DURATION, requests, timeout: 10 });
	} finally {
		heapSeries = await stopHeap();
		rssSeries = await stopRss();
		isolate.close();
	}
	const heap = trend(heapSeries, MAX_HEAP_GROWTH_BYTES);
	const rss = trend(rssSeries, Number.POSITIVE_INFINITY);
	// Every page of the mix answers 200: a redirect would mean a page was not what it was meant to be.
	const bad = result.non2xx;
	const cleanPass = result.errors === 0 && result.timeouts === 0 && bad === 0;
	return {
		duration_s: DURATION,
		connections: CONNECTIONS,
		mix: LOAD_MIX,
		requests_total: result.requests.total,
		rps_mean: result.requests.average,
		latency_ms: {
			p50: result.latency.p50,
			p97_5: result.latency.p97_5,
			p99: result.latency.p99,
			max: result.latency.max,
		},
		errors: result.errors,
		timeouts: result.timeouts,
		status: { "2xx": result["2xx"], "3xx": result["3xx"], "4xx": result["4xx"], "5xx": result["5xx"] },
		memory: { isolate_heap: heap, workerd_rss_not_judged: rss },
		errors_pass: cleanPass,
		memory_pass: heap.stable,
		pass: cleanPass && heap.stable,
	};
}

export function printLoad(load) {
	console.log(`\nLoad (${load.duration_s} s, ${load.connections} connections, public + member pages)`);
	console.log(
		`  ${load.requests_total} requests, ${load.rps_mean.toFixed(0)} req/s, p50 ${load.latency_ms.p50} ms, p99 ${load.latency_ms.p99} ms; errors ${load.errors}, timeouts ${load.timeouts}, 3xx ${load.status["3xx"]}, 4xx ${load.status["4xx"]}, 5xx ${load.status["5xx"]}  ${load.errors_pass ? "pass" : "FAIL"}`,
	);
	const heap = load.memory.isolate_heap;
	console.log(
		`  worker isolate heap, low points: ${heap.early_low_mb} MB in the first half → ${heap.late_low_mb} MB in the second (max ${heap.max_mb} MB)  ${heap.stable ? "stable" : "GROWING"}`,
	);
	const rss = load.memory.workerd_rss_not_judged;
	console.log(`  workerd RSS ${rss.early_low_mb} → ${rss.late_low_mb} MB (wrangler dev's own growth; not judged)`);
}
