// `npm run bench:compare`: the project side by side with React Router's Cloudflare template (one
// route, bench/compare/template) and a bare Hono worker answering "ok" (bench/compare/hono), all at
// the project's versions (the root node_modules), all served by `wrangler dev` on loopback. Ours is
// the `local` build against the mock back end as an upstream process of its own (no mock in the
// measured isolate; bench/compare/servers.mjs). Absolute figures move with the machine; ratios taken
// in one run do not. The guards of decision 090 are judged against the build of the commit that set them,
// served alongside in the same run (docs/decisions/124-guards-against-their-own-build.md).
//
//   Sizes, once: first-load JS gzip of the template's `/` against our `/`, `/faq` and a lime page;
//   worker bundle gzip of the template against our production build.
//   Per round (COMPARE_ROUNDS, default 3; the order of the targets rotates every round): worker CPU
//   per request from the isolate profiler (bench/cpu.mjs) and req/s at BENCH_CONNECTIONS (50), of ours
//   and of the guarded pages on the guards' build. Medians over the rounds, ratios ours / template and
//   ours / the guards' build, written to bench/results.json (`compare`).
//
// Environment: COMPARE_ROUNDS (3), BENCH_DURATION (s of load per req/s figure, 10), BENCH_WARMUP (2),
// BENCH_CONNECTIONS (50), BENCH_CPU_DURATION (5), COMPARE_SKIP_BUILD=1 (reuse the four builds),
// BENCH_PORT (first of twelve consecutive ports; default free ports). `--judge`: judge the last run in
// bench/results.json against the guards below and print them, without measuring.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { buildLocalIn, checkOut } from "./commit-build.mjs";
import { loadTargets, startWorkers, stopWorkers } from "./compare/servers.mjs";
import { measureCpuPerRequest } from "./cpu.mjs";
import { buildLocal, LOCAL_BUILD } from "./latency/local-app.mjs";
import { cpuTimeMs, groupProcesses, OUT_DIR } from "./server.mjs";
import { signInCookie } from "./sign-in.mjs";
import { assetsInHtml, fetchPage, measureWorkerBundle, sizeAssets } from "./sizes.mjs";
import { exactRatio, keeps, median, pairedRatio, ratio } from "./stats.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const BIN = join(ROOT, "node_modules", ".bin");
const TEMPLATE = join(ROOT, "bench", "compare", "template");
const OUR_PRODUCTION_BUILD = join(OUT_DIR, "compare", "production");
const OUR_PRODUCTION_SERVER = join(OUR_PRODUCTION_BUILD, "server");
const RESULTS = join(ROOT, "bench", "results.json");
/** The production build's desk (a real env's build refuses none): what the deploy would supply. */
const BENCH_DESK = { MEMBER_DESK_PHONE: "03-5219-0841", MEMBER_DESK_HOURS: "平日9時〜17時" };

const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

// Regression guards of decision 090, set at GUARDS_COMMIT (its baseline run: 2026-11-27, 14:46–14:53):
// 10% of room against that commit's own build, served alongside (decision 124).
const GUARDS_COMMIT = "6761b76";
const GUARD_ROOM = 0.1;

/**
 * The lines judged. CPU and req/s: regression guards, as ratios to the guards' build measured in the
 * same run (docs/decisions/124-guards-against-their-own-build.md). First-load JS and the bundle: the
 * budgets of docs/decisions/060-budgets-as-ratios.md, as ratios to the template (home and FAQ as traded
 * by docs/decisions/151-whole-pages-in-the-app.md).
 */
const LIMITS = {
	guard_cpu_home: { atMost: 1 + GUARD_ROOM },
	guard_cpu_faq_hit: { atMost: 1 + GUARD_ROOM },
	guard_cpu_faq_miss: { atMost: 1 + GUARD_ROOM },
	guard_rps_home: { atLeast: 1 - GUARD_ROOM },
	guard_rps_faq_hit: { atLeast: 1 - GUARD_ROOM },
	// Decisions 151 and 144 trade about 100 B (home, FAQ) and 130 B (every page) of first load for pages that
	// arrive whole in the app and a progress pill that says 「送信中です」 in a landmark of its own; decision
	// 174 about 200 B (every page) for the footers' links to the two policies; 175 about 40 B (every page)
	// for error screens loaded before a lost connection needs them.
	js_home: { atMost: 1.0045 },
	js_faq: { atMost: 1.0045 },
	js_lime: { atMost: 1.0035 },
	server_bundle: { atMost: 1.5 },
};

const memberHeaders = {};
const guardsMemberHeaders = {};
const TARGETS = loadTargets(memberHeaders, guardsMemberHeaders);
const JS_PAGES = [
	{ name: "template", server: "template", path: "/", headers: {} },
	{ name: "home", server: "ours", path: "/", headers: memberHeaders },
	{ name: "faq", server: "ours", path: "/faq", headers: {} },
	{ name: "lime", server: "ours", path: "/contact_detail_form/demo-lime", headers: {} },
];

function run(command, args, { cwd = ROOT, env = {} } = {}) {
	const result = spawnSync(command, args, {
		cwd,
		stdio: "inherit",
		env: { ...process.env, ...env, PATH: `${BIN}:${process.env.PATH ?? ""}`, WRANGLER_SEND_METRICS: "false" },
	});
	if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status}) in ${cwd}`);
}

function build() {
	console.log("Building the template…");
	run("react-router", ["build"], { cwd: TEMPLATE });
	// Our production build is what ships (its size is judged); the local build is what is served
	// (against the mock as an upstream of its own). Neither touches build/.
	console.log("Building ours for production…");
	rmSync(OUR_PRODUCTION_BUILD, { recursive: true, force: true });
	// A real env's build needs the desk the deploy supplies (docs/deployment.md): a stand-in of the right shape.
	run("react-router", ["build"], {
		env: { CLOUDFLARE_ENV: "production", BUILD_DIR: OUR_PRODUCTION_BUILD, ...BENCH_DESK },
	});
	buildLocal();
}

/** The guards' commit, checked out and built beside ours (kept in bench/out/against for COMPARE_SKIP_BUILD=1). */
function guardsBuild() {
	const kept = join(OUT_DIR, "against", GUARDS_COMMIT, "bench", "out", "local-build");
	if (process.env.COMPARE_SKIP_BUILD === "1" && existsSync(join(kept, "server"))) return kept;
	console.log(`Building the guards' commit ${GUARDS_COMMIT}…`);
	return buildLocalIn(checkOut(GUARDS_COMMIT).dir);
}

async function firstLoadJs(servers) {
	const pages = {};
	for (const page of JS_PAGES) {
		const { origin } = servers[page.server];
		const fetched = await fetchPage(origin, page.path, page.headers);
		if (fetched.status !== 200) throw new Error(`${page.server} ${page.path} answered ${fetched.status}`);
		const clientDir = page.server === "template" ? join(TEMPLATE, "build", "client") : join(LOCAL_BUILD, "client");
		const size = sizeAssets(assetsInHtml(fetched.html, fetched.url), clientDir);
		if (size.missing_files.length > 0) throw new Error(`${page.path}: missing ${size.missing_files.join(", ")}`);
		pages[page.name] = {
			server: page.server,
			path: page.path,
			js_gzip_bytes: size.js_gzip_bytes,
			framework_gzip_bytes: size.framework_gzip_bytes,
			app_gzip_bytes: size.app_gzip_bytes,
			files: size.files.map((f) => f.file),
		};
	}
	return pages;
}

/** CPU time used so far by a server's workerd processes (the runtime, not wrangler's Node). */
function workerdCpuMs(server) {
	return groupProcesses(server.handle.child.pid)
		.filter((p) => p.name.startsWith("workerd"))
		.reduce((sum, p) => sum + cpuTimeMs(p.pid), 0);
}

async function requestsPerSecond(server, target) {
	const { origin } = server;
	const options = {
		url: `${origin}${target.path}`,
		headers: target.headers,
		...(target.requests ? { requests: target.requests } : {}),
		connections: CONNECTIONS,
		pipelining: 1,
		timeout: 10,
	};
	if (WARMUP > 0) await autocannon({ ...options, duration: WARMUP });
	const cpuBefore = workerdCpuMs(server);
	const r = await autocannon({ ...options, duration: DURATION });
	const workerdMs = workerdCpuMs(server) - cpuBefore;
	return {
		rps: r.requests.average,
		// The whole runtime's CPU (HTTP, the dev server's entry worker, the Cache API's store, our
		// isolate) per request: a figure that a busy machine does not inflate, as it does the profiler's.
		workerd_cpu_ms: r.requests.total > 0 ? Number((workerdMs / r.requests.total).toFixed(3)) : null,
		errors: r.errors + r.timeouts,
		non2xx: r.non2xx,
		p50_ms: r.latency.p50,
	};
}

async function measureRound(servers, round) {
	// Rotate the order so that no target always runs first (or after the heaviest).
	const shift = round % TARGETS.length;
	const order = [...TARGETS.slice(shift), ...TARGETS.slice(0, shift)];
	const figures = {};
	for (const target of order) {
		const server = servers[target.server];
		const cpu = await measureCpuPerRequest(server.origin, server.inspectorPort, [target]);
		const load = await requestsPerSecond(server, target);
		figures[target.name] = { cpu_ms: cpu.targets[0].cpu_ms_per_request, ...load };
		console.log(
			`  round ${round + 1} ${target.name.padEnd(9)} ${figures[target.name].cpu_ms.toFixed(2)} ms CPU (workerd ${load.workerd_cpu_ms?.toFixed(2) ?? "—"} ms)  ${load.rps.toFixed(0)} req/s  errors ${load.errors}  non-2xx ${load.non2xx}`,
		);
	}
	return figures;
}

function summarise(rounds, js, bundles) {
	const perTarget = {};
	for (const { name, server, path } of TARGETS) {
		const series = rounds.map((round) => round[name]);
		perTarget[name] = {
			server,
			path,
			cpu_ms: median(series.map((f) => f.cpu_ms)),
			// Rounds in which no request completed (all timed out) have no figure.
			workerd_cpu_ms: medianOrNull(series.map((f) => f.workerd_cpu_ms)),
			rps: Math.round(median(series.map((f) => f.rps))),
			errors: series.reduce((sum, f) => sum + f.errors, 0),
			non2xx: series.reduce((sum, f) => sum + f.non2xx, 0),
			rounds: series,
		};
	}
	const t = perTarget;
	// Each figure as [ours, template]: judged unrounded (1.004 is over a limit of 1.0), printed rounded.
	const pairs = {
		cpu_home: [t.home.cpu_ms, t.template.cpu_ms],
		cpu_faq_hit: [t.faq.cpu_ms, t.template.cpu_ms],
		cpu_faq_miss: [t.faq_miss.cpu_ms, t.template.cpu_ms],
		cpu_healthz: [t.healthz.cpu_ms, t.template.cpu_ms],
		cpu_floor: [t.floor.cpu_ms, t.template.cpu_ms],
		cpu_hono: [t.hono.cpu_ms, t.template.cpu_ms],
		workerd_cpu_home: [t.home.workerd_cpu_ms, t.template.workerd_cpu_ms],
		workerd_cpu_faq_hit: [t.faq.workerd_cpu_ms, t.template.workerd_cpu_ms],
		workerd_cpu_faq_miss: [t.faq_miss.workerd_cpu_ms, t.template.workerd_cpu_ms],
		workerd_cpu_healthz: [t.healthz.workerd_cpu_ms, t.template.workerd_cpu_ms],
		workerd_cpu_floor: [t.floor.workerd_cpu_ms, t.template.workerd_cpu_ms],
		workerd_cpu_hono: [t.hono.workerd_cpu_ms, t.template.workerd_cpu_ms],
		rps_home: [t.home.rps, t.template.rps],
		rps_faq_hit: [t.faq.rps, t.template.rps],
		rps_faq_miss: [t.faq_miss.rps, t.template.rps],
		rps_healthz: [t.healthz.rps, t.template.rps],
		rps_floor: [t.floor.rps, t.template.rps],
		rps_hono: [t.hono.rps, t.template.rps],
		js_home: [js.home.js_gzip_bytes, js.template.js_gzip_bytes],
		js_faq: [js.faq.js_gzip_bytes, js.template.js_gzip_bytes],
		js_lime: [js.lime.js_gzip_bytes, js.template.js_gzip_bytes],
		server_bundle: [bundles.ours_production.gzip_bytes, bundles.template.gzip_bytes],
	};
	// Bytes do not move between runs: more decimals show how far a size is from its line (first loads
	// are within 50 bytes of the template's 110,799, four decimals).
	const digitsOf = (name) => (name.startsWith("js_") ? 4 : name === "server_bundle" ? 3 : 2);
	const exact = Object.fromEntries(Object.entries(pairs).map(([name, pair]) => [name, exactRatio(...pair)]));
	const ratios = Object.fromEntries(
		Object.entries(pairs).map(([name, [ours, template]]) => [name, ratio(ours, template, digitsOf(name))]),
	);
	// The guards: each round's ours / guards' build, the median of those; CPU as workerd's own CPU time,
	// which a descheduled thread does not inflate as it does the profiler's wall time (decision 124).
	const perRound = (target, field) =>
		pairedRatio(rounds.map((round) => [round[target][field], round[`guards_${target}`][field]]));
	for (const [, target, suffix] of TARGET_ROWS.filter(([, target]) => `guards_${target}` in rounds[0])) {
		exact[`guard_cpu_${suffix}`] = perRound(target, "workerd_cpu_ms");
		exact[`guard_rps_${suffix}`] = perRound(target, "rps");
	}
	for (const line of Object.keys(exact).filter((name) => name.startsWith("guard_")))
		ratios[line] = exact[line] === null ? null : Number(exact[line].toFixed(2));
	const acceptance = judge(ratios, exact);
	const errors = Object.values(perTarget).reduce((sum, f) => sum + f.errors, 0);
	return { targets: perTarget, ratios, acceptance, errors };
}

function medianOrNull(values) {
	const present = values.filter((v) => v !== null);
	return present.length > 0 ? median(present) : null;
}

/** Our targets in the summary table: label, target name, the ratio's suffix in `summary.ratios`. */
const TARGET_ROWS = [
	["bare Hono `/`", "hono", "hono"],
	["`/healthz`", "healthz", "healthz"],
	["`/logout` signed in (floor)", "floor", "floor"],
	["`/` signed in", "home", "home"],
	["`/faq` (cache hit)", "faq", "faq_hit"],
	["`/faq` (cache miss)", "faq_miss", "faq_miss"],
];

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

function printSummary(summary, js, bundles) {
	const t = summary.targets;
	const r = summary.ratios;
	const line = (label, value, limitName) => {
		const limit = LIMITS[limitName];
		const set = limit && Object.values(limit)[0] !== null;
		const judged = set
			? `  (${"atMost" in limit ? `≤ ${limit.atMost}` : `≥ ${limit.atLeast}`}: ${summary.acceptance[limitName].pass ? "pass" : "FAIL"})`
			: "";
		return `| ${label} | ${value} | ${r[limitName] ?? "—"}${judged} |`;
	};
	console.log(`\n| figure | ours | template | ratio (ours / template) |`);
	console.log("|---|---|---|---|");
	const cpu = (name) => `${t[name].cpu_ms.toFixed(2)} ms`;
	const wd = (name) => (t[name].workerd_cpu_ms === null ? "—" : `${t[name].workerd_cpu_ms.toFixed(2)} ms`);
	const rps = (name) => `${t[name].rps}`;
	for (const [figure, value, prefix] of [
		["worker CPU", cpu, "cpu"],
		["workerd CPU (/proc)", wd, "workerd_cpu"],
		["req/s", rps, "rps"],
	]) {
		for (const [label, name, ratio] of TARGET_ROWS) {
			console.log(line(`${figure}, ${label}`, `${value(name)} | ${value("template")}`, `${prefix}_${ratio}`));
		}
	}
	const bytes = (n) => `${n.toLocaleString("en")} B`;
	const jsCell = (name) => `${bytes(js[name].js_gzip_bytes)} (ours ${bytes(js[name].app_gzip_bytes)})`;
	const template = bytes(js.template.js_gzip_bytes);
	console.log(line("first-load JS, `/` signed in", `${jsCell("home")} | ${template}`, "js_home"));
	console.log(line("first-load JS, `/faq`", `${jsCell("faq")} | ${template}`, "js_faq"));
	console.log(line("first-load JS, lime page", `${jsCell("lime")} | ${template}`, "js_lime"));
	console.log(
		line(
			"worker bundle (production build)",
			`${kb(bundles.ours_production.gzip_bytes)} | ${kb(bundles.template.gzip_bytes)}`,
			"server_bundle",
		),
	);
	console.log(`\n| guarded page | ours | ${GUARDS_COMMIT}'s build | median of each round's ours / guards' build |`);
	console.log("|---|---|---|---|");
	for (const [label, name, ratio] of TARGET_ROWS.filter(([, name]) => `guards_${name}` in t)) {
		console.log(line(`worker CPU (profiler), ${label}`, `${cpu(name)} | ${cpu(`guards_${name}`)}`, "-"));
		console.log(line(`workerd CPU (/proc), ${label}`, `${wd(name)} | ${wd(`guards_${name}`)}`, `guard_cpu_${ratio}`));
		console.log(line(`req/s, ${label}`, `${rps(name)} | ${rps(`guards_${name}`)}`, `guard_rps_${ratio}`));
	}
	console.log(`\nErrors (socket errors and timeouts) over every load: ${summary.errors}`);
}

/** What each judged line is about, in the order printed. */
const GUARD_LABELS = {
	guard_cpu_home: "workerd CPU, `/` signed in (ours / guards' build)",
	guard_cpu_faq_hit: "workerd CPU, `/faq` cache hit (ours / guards' build)",
	guard_cpu_faq_miss: "workerd CPU, `/faq` cache miss (ours / guards' build)",
	guard_rps_home: "req/s, `/` signed in (ours / guards' build)",
	guard_rps_faq_hit: "req/s, `/faq` cache hit (ours / guards' build)",
	js_home: "first-load JS, `/` signed in (ours / template)",
	js_faq: "first-load JS, `/faq` (ours / template)",
	js_lime: "first-load JS, lime page (ours / template)",
	server_bundle: "worker bundle gzip, production build (ours / template)",
};

/** The guards and budgets judged against `ratios` (the unrounded ratio when `exact` has it). */
function judge(ratios, exact = {}) {
	return Object.fromEntries(
		Object.entries(LIMITS).map(([name, limit]) => {
			const value = exact[name] ?? ratios[name];
			// A run recorded before decision 124 has no figure for the guards' build: nothing to judge.
			if (value === undefined) return [name, { ratio: null, ...limit, pass: null }];
			return [name, { ratio: ratios[name], ...limit, pass: keeps(value, limit) }];
		}),
	);
}

function printGuards(acceptance) {
	console.log(`\n| line (guards: against ${GUARDS_COMMIT}'s build, served alongside) | limit | this run | |`);
	console.log("|---|---|---|---|");
	for (const [name, line] of Object.entries(acceptance)) {
		const bound = "atMost" in line ? line.atMost : line.atLeast;
		const limit = `${"atMost" in line ? "≤" : "≥"} ${bound}`;
		const verdict = line.pass === null ? "not measured" : line.pass ? "pass" : "**FAIL**";
		console.log(`| ${GUARD_LABELS[name]} | ${limit} | ${line.ratio ?? "—"} | ${verdict} |`);
	}
	const failed = Object.values(acceptance).filter((line) => line.pass === false).length;
	console.log(failed === 0 ? "\nEvery line holds." : `\n${failed} line(s) broken.`);
	if (failed > 0)
		console.log(
			`A closer look at worker CPU, six rounds taking turns: node bench/cpu-against.mjs ${GUARDS_COMMIT} home faq faq_miss`,
		);
}

async function main() {
	if (process.argv.includes("--judge")) {
		const { compare } = JSON.parse(readFileSync(RESULTS, "utf8"));
		if (!compare) throw new Error("bench/results.json has no compare run");
		console.log(
			`Run of ${compare.generated_at} (load average ${compare.load_average_at_start.join(", ")} at its start)`,
		);
		printGuards(judge(compare.ratios));
		return;
	}
	if (process.env.COMPARE_SKIP_BUILD !== "1") build();
	const guards = guardsBuild();
	for (const dir of [join(TEMPLATE, "build", "server"), OUR_PRODUCTION_SERVER, join(LOCAL_BUILD, "server")]) {
		if (!existsSync(dir)) throw new Error(`${relative(ROOT, dir)} is missing: run without COMPARE_SKIP_BUILD=1`);
	}
	const bundles = {
		template: measureWorkerBundle(join(TEMPLATE, "build", "server"), ROOT),
		ours_production: measureWorkerBundle(OUR_PRODUCTION_SERVER, ROOT),
		ours_local: measureWorkerBundle(join(LOCAL_BUILD, "server"), ROOT),
	};
	for (const bundle of Object.values(bundles)) bundle.largest = bundle.largest.slice(0, 3);

	const loadAtStart = loadavg().map((n) => Number(n.toFixed(2)));
	console.log(`Starting the bare Hono worker, the template, ours and ${GUARDS_COMMIT}'s build…`);
	const servers = await startWorkers(["hono", "template", "ours", "guards"], "compare", { guardsBuild: guards });
	try {
		memberHeaders.cookie = await signInCookie(servers.ours.origin);
		guardsMemberHeaders.cookie = await signInCookie(servers.guards.origin);
		const js = await firstLoadJs(servers);
		const rounds = [];
		for (let round = 0; round < ROUNDS; round++) rounds.push(await measureRound(servers, round));
		const summary = summarise(rounds, js, bundles);
		const compare = {
			generated_at: new Date().toISOString(),
			node: process.version,
			cpus: availableParallelism(),
			load_average_at_start: loadAtStart,
			rounds: ROUNDS,
			guards_commit: GUARDS_COMMIT,
			load: { duration_s: DURATION, warmup_s: WARMUP, connections: CONNECTIONS },
			...summary,
			first_load_js: js,
			worker_bundle: bundles,
		};
		const results = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, "utf8")) : {};
		results.compare = compare;
		writeFileSync(RESULTS, `${JSON.stringify(results, null, "\t")}\n`);
		printSummary(summary, js, bundles);
		printGuards(summary.acceptance);
		console.log(`\nWrote ${relative(ROOT, RESULTS)} (compare)`);
	} finally {
		await stopWorkers(servers);
	}
}

main().then(
	() => process.exit(0),
	(error) => {
		console.error(`bench:compare: ${error instanceof Error ? error.message : String(error)}`);
		process.exit(1);
	},
);
