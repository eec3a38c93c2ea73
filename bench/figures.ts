// Writes the latest figures of bench/results.json into docs/performance.md, between its two
// `figures` markers, so that the doc shows what the bench measured and nobody copies numbers by hand.
// `node bench/figures.ts` rewrites the section; `--check` only fails when the doc is out of date.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const START = "<!-- figures:start (written by `node bench/figures.ts` from bench/results.json) -->";
const END = "<!-- figures:end -->";

type Judged = { ratio: number; atMost?: number; atLeast?: number; pass?: boolean };
type Timed = { calls: number; rounds: number; ttlb_ms: number };
type Run = { name: string; path: string; rps_mean?: number; cpu_ms_per_request?: number };
/** The parts of bench/results.json the figures show; every part but the worker bundle may be missing. */
export type Results = {
	generated_at?: string;
	load_average_at_start?: number[];
	compare?: {
		generated_at?: string;
		load_average_at_start?: number[];
		guards_commit: string;
		errors: number;
		acceptance?: Record<string, Judged>;
	};
	client_js?: { path: string; js_gzip_bytes: number; app_gzip_bytes: number }[];
	worker_bundle: { gzip_bytes: number; files: number };
	cpu?: { targets: Run[] };
	throughput?: { healthz?: Run; pages?: Run[] };
	load?: {
		duration_s: number;
		connections: number;
		rps_mean: number;
		errors: number;
		pass?: boolean;
		latency_ms: { p50: number; p99: number };
		memory?: { isolate_heap?: { early_low_mb: number; late_low_mb: number; stable: boolean } };
	};
	lighthouse?: {
		path: string;
		performance: number;
		accessibility: number;
		fcp_ms: number;
		lcp_ms: number;
		tbt_ms: number;
		pass?: boolean;
	}[];
	latency?: {
		generated_at?: string;
		load_average_at_start?: number[];
		upstream_delay_ms: number;
		warm_runs: number;
		pages: { route: string; cold: Timed; warm: Timed }[];
		client_navigations?: {
			name: string;
			mode: string;
			touch_ms: number | null;
			cold: { tap_ms: number; calls: number; rounds: number };
			warm: { tap_ms: number; calls: number; rounds: number };
		}[];
	};
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value).toLocaleString("en-US")} ms`;
const day = (iso?: string) => (iso ? iso.slice(0, 16).replace("T", " ") : "not run");
const verdict = (pass?: boolean) => (pass === undefined ? "" : pass ? "pass" : "fail");
const load = (averages?: number[]) => (averages ? ` (load average ${averages[0]} at the start)` : "");

function line(key: string, judged: Judged): string {
	const limit = judged.atMost !== undefined ? `≤ ${judged.atMost}` : `≥ ${judged.atLeast}`;
	return `| ${key} | ${judged.ratio} | ${limit} | ${verdict(judged.pass)} |`;
}

/** The section's Markdown, from the results file's parsed JSON. */
export function renderFigures(results: Results): string {
	const out: string[] = [];
	const compare = results.compare;
	if (compare) {
		out.push(
			`### \`npm run bench:compare\`, ${day(compare.generated_at)} UTC${load(compare.load_average_at_start)}`,
			"",
			`Guards against the build of \`${compare.guards_commit}\`; budgets against the template. ${compare.errors} errors.`,
			"",
			"| line | ratio | limit | verdict |",
			"| --- | --- | --- | --- |",
			...Object.entries(compare.acceptance ?? {}).map(([key, judged]) => line(key, judged)),
			"",
		);
	}
	out.push(
		`### \`npm run bench\`, ${day(results.generated_at)} UTC${load(results.load_average_at_start)}`,
		"",
		"| page | first-load JS (gzip) | of which ours |",
		"| --- | --- | --- |",
		...(results.client_js ?? []).map(
			(page) => `| \`${page.path}\` | ${kb(page.js_gzip_bytes)} | ${kb(page.app_gzip_bytes)} |`,
		),
		"",
		`Worker bundle: ${kb(results.worker_bundle.gzip_bytes)} gzip in ${results.worker_bundle.files} file(s).`,
		"",
		"| page | worker CPU per request | req/s |",
		"| --- | --- | --- |",
		...(results.cpu?.targets ?? []).map((target) => {
			const throughput =
				target.name === "healthz"
					? results.throughput?.healthz
					: results.throughput?.pages?.find((page) => page.name === target.name);
			return `| \`${target.path}\` | ${target.cpu_ms_per_request} ms | ${throughput?.rps_mean ?? "–"} |`;
		}),
		"",
	);
	const underLoad = results.load;
	if (underLoad) {
		const heap = underLoad.memory?.isolate_heap;
		out.push(
			`Load, ${underLoad.duration_s} s at ${underLoad.connections} connections: ${underLoad.rps_mean} req/s, ` +
				`p50 ${ms(underLoad.latency_ms.p50)}, p99 ${ms(underLoad.latency_ms.p99)}, ${underLoad.errors} errors; ` +
				`isolate heap ${heap?.early_low_mb} → ${heap?.late_low_mb} MB (${heap?.stable ? "stable" : "growing"}): ` +
				`${verdict(underLoad.pass)}.`,
			"",
		);
	}
	if (results.lighthouse?.length) {
		out.push(
			"| Lighthouse (mobile, median of runs) | performance | accessibility | FCP | LCP | TBT | verdict |",
			"| --- | --- | --- | --- | --- | --- | --- |",
			...results.lighthouse.map(
				(page) =>
					`| \`${page.path}\` | ${page.performance} | ${page.accessibility} | ${ms(page.fcp_ms)} | ${ms(page.lcp_ms)} | ${ms(page.tbt_ms)} | ${verdict(page.pass)} |`,
			),
			"",
		);
	}
	const latency = results.latency;
	if (latency) {
		out.push(
			`### \`npm run bench:latency\`, ${day(latency.generated_at)} UTC${load(latency.load_average_at_start)}`,
			"",
			`Upstream answering every call after ${latency.upstream_delay_ms} ms; warm: median of ${latency.warm_runs} runs.`,
			"",
			"| page | calls (cold / warm) | rounds (cold / warm) | last byte (cold / warm) |",
			"| --- | --- | --- | --- |",
			...latency.pages.map(
				({ route, cold, warm }) =>
					`| \`${route}\` | ${cold.calls} / ${warm.calls} | ${cold.rounds} / ${warm.rounds} | ${ms(cold.ttlb_ms)} / ${ms(warm.ttlb_ms)} |`,
			),
			"",
		);
		const taps = latency.client_navigations ?? [];
		if (taps.length > 0) {
			out.push(
				"| client navigation | calls (cold / warm) | rounds (cold / warm) | tap to heading (cold / warm) |",
				"| --- | --- | --- | --- |",
				...taps.map(({ name, touch_ms, cold, warm }) => {
					const how = touch_ms === null ? "tap" : `tap after a ${touch_ms} ms touch`;
					return `| ${name}, ${how} | ${cold.calls} / ${warm.calls} | ${cold.rounds} / ${warm.rounds} | ${ms(cold.tap_ms)} / ${ms(warm.tap_ms)} |`;
				}),
				"",
			);
		}
	}
	return out.join("\n");
}

/** The doc with its section replaced by the figures. */
export function withFigures(doc: string, results: Results): string {
	const start = doc.indexOf(START);
	const end = doc.indexOf(END);
	if (start < 0 || end < start) throw new Error(`docs/performance.md needs the markers ${START} and ${END}`);
	return `${doc.slice(0, start + START.length)}\n\n${renderFigures(results)}\n${doc.slice(end)}`;
}

if (import.meta.main) {
	const root = join(import.meta.dirname, "..");
	const docPath = join(root, "docs", "performance.md");
	const doc = readFileSync(docPath, "utf8");
	const next = withFigures(doc, JSON.parse(readFileSync(join(root, "bench", "results.json"), "utf8")));
	if (process.argv.includes("--check")) {
		if (next !== doc) {
			console.error("docs/performance.md: its figures are not bench/results.json's: run `node bench/figures.ts`");
			process.exit(1);
		}
	} else writeFileSync(docPath, next);
}
