// `npm run bench:latency`: what a member waits for on every member page of app/routes.ts. A `local`
// build (no mock in the worker) is served by `wrangler dev` against the mock back end running as an
// upstream of its own (bench/latency/upstream.mjs), which answers each call after LATENCY_DELAY_MS
// (100) and logs when each call arrived and when its answer was ready. Per page: the upstream calls,
// the rounds on the critical path (calls that overlap are one round, bench/latency/rounds.ts) and the
// time to the last byte, on a cold isolate (a fresh `wrangler dev`) and warm (LATENCY_WARM_RUNS, 5,
// medians). Then client navigations in Chromium (bench/latency/client-navigation.mjs): a tap, and a tap
// after a 150 ms touch, timed inside the page to the new `h1`, with their upstream calls, cold and warm.
// Written to bench/results.json (`latency`); prints the tables of docs/performance.md.
//
// Environment: LATENCY_DELAY_MS (100), LATENCY_WARM_RUNS (5), LATENCY_ONLY=client (the client
// navigations alone, without the page rows), BENCH_SKIP_BUILD=1 (reuse
// bench/out/local-build), BENCH_PORT (first of four consecutive ports; default free ports).
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join, relative } from "node:path";
import routes from "../app/routes.ts";
import { CLIENT_STEPS, launchBrowser, measureTap, memberContext, TOUCH_MS } from "./latency/client-navigation.mjs";
import { buildLocal, startLocalApp } from "./latency/local-app.mjs";
import { memberPages } from "./latency/member-pages.ts";
import { roundsOf } from "./latency/rounds.ts";
import { startUpstream } from "./latency/upstream.mjs";
import { freePort } from "./server.mjs";
import { signInCookie } from "./sign-in.mjs";
import { median } from "./stats.ts";

const ROOT = join(import.meta.dirname, "..");
const RESULTS = join(ROOT, "bench", "results.json");
const DELAY_MS = Number(process.env.LATENCY_DELAY_MS ?? 100);
const WARM_RUNS = Number(process.env.LATENCY_WARM_RUNS ?? 5);

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

/** `GET /_mock/api/orange/v1/current_user/detail` → `current_user/detail`. */
const callName = (call) => call.path.replace(/^\/_mock\/(api\/\w+\/v1\/)?/, "");

/** One request of a member page, read to its last byte, with the upstream calls it made. */
async function measure(app, upstream, page, cookie) {
	await upstream.clear();
	const started = performance.now();
	const response = await fetch(`${app.origin}${page.url}`, {
		headers: { cookie, "accept-encoding": "gzip, deflate, br, zstd" },
		redirect: "manual",
		signal: AbortSignal.timeout(30_000),
	});
	await response.arrayBuffer();
	const ttlb = performance.now() - started;
	const lastByteAt = Date.now();
	const calls = await upstream.calls();
	const summary = roundsOf(calls, lastByteAt);
	return {
		status: response.status,
		ttlb_ms: Number(ttlb.toFixed(1)),
		calls: summary.calls,
		rounds: summary.rounds,
		upstream_ms: summary.upstreamMs,
		// Round by round, the calls in it (what the table says is waited for, and in which order).
		path: summary.detail.map((round) => round.calls.map(callName).sort()),
		after_last_byte: calls.length - summary.calls,
		server_timing: response.headers.get("server-timing"),
	};
}

/** A fresh isolate that has loaded the server build but kept nothing of a member's or the API's. */
async function coldApp(options) {
	const app = await startLocalApp(options);
	for (const path of ["/healthz", "/terms"]) {
		const response = await fetch(`${app.origin}${path}`, { signal: AbortSignal.timeout(30_000) });
		await response.arrayBuffer();
	}
	return app;
}

function pageRow({ url, warm, cold }) {
	const calls = cold.path.map((round) => round.join(" + ")).join(", **then** ");
	const warmPath = warm.path.map((round) => round.join(" + ")).join(", **then** ");
	return `| \`${url}\` | ${calls || "—"}${warmPath !== calls ? ` (warm: ${warmPath || "—"})` : ""} | ${cold.rounds} / ${warm.rounds} | ${cold.ttlb_ms.toFixed(0)} / ${warm.ttlb_ms.toFixed(0)} ms |`;
}

function clientRow({ name, mode, cold, warm }) {
	return `| ${name}, ${mode} | ${cold.calls} / ${warm.calls} | ${cold.rounds} / ${warm.rounds} | ${cold.tap_ms.toFixed(0)} / ${warm.tap_ms.toFixed(0)} ms |`;
}

/** Each step, as a plain tap and after a touch: a cold run in a fresh isolate and browser, then warm runs. */
async function measureClientNavigations({ restart, upstream, cookie }) {
	const browser = await launchBrowser();
	const rows = [];
	try {
		for (const step of CLIENT_STEPS) {
			for (const [mode, touchMs] of [
				["tap", null],
				[`tap after a ${TOUCH_MS} ms touch`, TOUCH_MS],
			]) {
				const app = await restart();
				const context = await memberContext(browser, app.origin, cookie);
				try {
					const page = await context.newPage();
					const cold = await measureTap(page, app.origin, upstream, step, touchMs);
					const runs = [];
					for (let run = 0; run < WARM_RUNS; run++)
						runs.push(await measureTap(page, app.origin, upstream, step, touchMs));
					const warm = {
						tap_ms: Number(median(runs.map((r) => r.tap_ms)).toFixed(1)),
						calls: median(runs.map((r) => r.calls)),
						rounds: Math.max(...runs.map((r) => r.rounds)),
						runs,
					};
					rows.push({ name: step.name, from: step.from, to: cold.to, mode, touch_ms: touchMs, cold, warm });
					console.log(
						`  ${`${step.name}, ${mode}`.padEnd(44)} cold ${cold.tap_ms.toFixed(0)} ms (${cold.calls} calls), warm ${warm.tap_ms.toFixed(0)} ms (${warm.calls} calls)`,
					);
				} finally {
					await context.close();
				}
			}
		}
	} finally {
		await browser.close();
	}
	return rows;
}

async function main() {
	if (process.env.BENCH_SKIP_BUILD !== "1") buildLocal();
	const [appPort, appInspector, upstreamPort, upstreamInspector] = await ports(4);
	const clientSecret = randomBytes(24).toString("hex");
	const sessionSecret = randomBytes(32).toString("hex");
	const loadAtStart = loadavg().map((n) => Number(n.toFixed(2)));
	const pages = memberPages(routes);
	console.log(`Upstream with ${DELAY_MS} ms per call; ${pages.length} member pages from app/routes.ts`);
	const upstream = await startUpstream({
		port: upstreamPort,
		inspectorPort: upstreamInspector,
		appOrigin: `http://localhost:${appPort}`,
		clientSecret,
		delayMs: DELAY_MS,
	});
	const appOptions = { port: appPort, inspectorPort: appInspector, upstream, clientSecret, sessionSecret };
	let app;
	try {
		app = await startLocalApp(appOptions);
		const cookie = await signInCookie(app.origin);
		const results = [];
		for (const page of process.env.LATENCY_ONLY === "client" ? [] : pages) {
			await app.stop();
			app = await coldApp(appOptions);
			const cold = await measure(app, upstream, page, cookie);
			const runs = [];
			for (let run = 0; run < WARM_RUNS; run++) runs.push(await measure(app, upstream, page, cookie));
			const last = runs.at(-1);
			const warm = {
				status: last.status,
				ttlb_ms: Number(median(runs.map((r) => r.ttlb_ms)).toFixed(1)),
				calls: median(runs.map((r) => r.calls)),
				rounds: Math.max(...runs.map((r) => r.rounds)),
				upstream_ms: median(runs.map((r) => r.upstream_ms)),
				path: last.path,
				runs: runs.map(({ ttlb_ms, rounds, calls }) => ({ ttlb_ms, rounds, calls })),
			};
			const bad = [cold, ...runs].find((r) => r.status !== 200);
			if (bad) throw new Error(`${page.url} answered ${bad.status}, not the page`);
			results.push({ route: page.route, url: page.url, cold, warm });
			console.log(
				`  ${page.url.padEnd(26)} cold ${cold.rounds} round(s) ${cold.ttlb_ms.toFixed(0)} ms, warm ${warm.rounds} round(s) ${warm.ttlb_ms.toFixed(0)} ms`,
			);
		}
		console.log(`Client navigations in Chromium, timed in the page (tap → new h1)`);
		const restart = async () => {
			await app.stop();
			app = await coldApp(appOptions);
			return app;
		};
		const clientNavigations = await measureClientNavigations({ restart, upstream, cookie });
		const latency = {
			generated_at: new Date().toISOString(),
			node: process.version,
			cpus: availableParallelism(),
			load_average_at_start: loadAtStart,
			load_average_at_end: loadavg().map((n) => Number(n.toFixed(2))),
			upstream_delay_ms: DELAY_MS,
			warm_runs: WARM_RUNS,
			pages: results,
			client_navigations: clientNavigations,
		};
		const all = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, "utf8")) : {};
		all.latency = latency;
		writeFileSync(RESULTS, `${JSON.stringify(all, null, "\t")}\n`);
		console.log(
			`\n| page (signed in) | upstream calls on the critical path | rounds cold / warm | to last byte cold / warm (median of ${WARM_RUNS}) |`,
		);
		console.log("|---|---|---|---|");
		for (const row of results) console.log(pageRow(row));
		console.log(
			`\n| client navigation (Chromium, tap → new h1 in the page) | upstream calls cold / warm | rounds cold / warm | tap → h1 cold / warm (median of ${WARM_RUNS}) |`,
		);
		console.log("|---|---|---|---|");
		for (const row of clientNavigations) console.log(clientRow(row));
		console.log(`\nLoad average ${loadAtStart.join(", ")} at the start. Wrote ${relative(ROOT, RESULTS)} (latency)`);
	} finally {
		await Promise.all([app?.stop(), upstream.stop()]);
	}
}

main().then(
	() => process.exit(0),
	(error) => {
		console.error(`bench:latency: ${error instanceof Error ? error.message : String(error)}`);
		process.exit(1);
	},
);
