// Which of a page's main-thread tasks cost it Lighthouse points: one audit's trace is kept, then audited
// again with one task at a time shortened to 8 ms. The re-audits reuse the same trace, so the differences
// come from that task alone, not from the machine's run-to-run noise. bench/README.md, "Lighthouse tasks".
//
//   node bench/lighthouse-tasks.mjs <url> [--member]   (--member: signed in as the bench's member)
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROME_FLAGS, chromePath } from "./lighthouse.mjs";
import { signInCookie } from "./sign-in.mjs";

/** Lighthouse multiplies a task by 4 and counts what passes 50 ms: shorter tasks cannot matter. */
const COUNTED_FROM_US = 12_500;
const SHORTENED_TO_US = 8_000;

const [url, ...options] = process.argv.slice(2);
if (!url) throw new Error("usage: node bench/lighthouse-tasks.mjs <url> [--member]");
const headers = options.includes("--member") ? { cookie: await signInCookie(new URL(url).origin) } : undefined;
// Gathering and auditing must be given the same settings.
const settings = { logLevel: "error", onlyCategories: ["performance"], ...(headers ? { extraHeaders: headers } : {}) };
const dir = join(import.meta.dirname, "out", "lighthouse-tasks");
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
const gathered = join(dir, "gathered");
try {
	await lighthouse(url, { ...settings, port: chrome.port, gatherMode: gathered });
} finally {
	await chrome.kill();
}

const trace = JSON.parse(readFileSync(join(gathered, "trace.json"), "utf8"));
const origin = new URL(url).origin;
const navigation = trace.traceEvents
	.filter((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith(origin))
	.at(-1);
const onMainThread = (e) => e.pid === navigation.pid && e.tid === navigation.tid;
const tasks = trace.traceEvents.filter(
	(e) => onMainThread(e) && e.name === "RunTask" && e.ts >= navigation.ts && e.dur >= COUNTED_FROM_US,
);

/** The artifacts again, with the given tasks (and everything inside them) shortened. */
async function auditShortened(name, shortened) {
	const variant = join(dir, name);
	mkdirSync(variant, { recursive: true });
	for (const file of ["artifacts.json", "devtoolslog.json"])
		writeFileSync(join(variant, file), readFileSync(join(gathered, file)));
	const events = trace.traceEvents.map((e) => {
		const task = shortened.find((t) => onMainThread(e) && e.ts >= t.ts && e.ts < t.ts + t.dur);
		if (!task) return e;
		const scale = SHORTENED_TO_US / task.dur;
		return { ...e, ts: task.ts + (e.ts - task.ts) * scale, ...(e.dur ? { dur: e.dur * scale } : {}) };
	});
	writeFileSync(join(variant, "trace.json"), JSON.stringify({ ...trace, traceEvents: events }));
	const { lhr } = await lighthouse(url, { ...settings, auditMode: variant });
	const value = (id) => Math.round(lhr.audits[id].numericValue);
	return {
		score: Math.round(lhr.categories.performance.score * 100),
		fcp: value("first-contentful-paint"),
		lcp: value("largest-contentful-paint"),
		tbt: value("total-blocking-time"),
	};
}

/** What a task did, by its longest kinds of work (layout, script, the navigation's commit…). */
function kindsOf(task) {
	const totals = new Map();
	for (const e of trace.traceEvents) {
		if (e === task || !onMainThread(e) || !e.dur || e.ts < task.ts || e.ts >= task.ts + task.dur) continue;
		if (e.dur >= 1_000) totals.set(e.name, Math.max(totals.get(e.name) ?? 0, e.dur));
	}
	return [...totals]
		.sort((a, b) => b[1] - a[1])
		.slice(0, 3)
		.map(([name, dur]) => `${name} ${Math.round(dur / 1000)}`)
		.join(", ");
}

const base = await auditShortened("base", []);
const row = (label, r) =>
	`${label.padEnd(44)} ${String(r.score).padStart(3)}  FCP ${r.fcp}  LCP ${r.lcp}  TBT ${r.tbt}` +
	(r === base ? "" : `  (TBT ${r.tbt - base.tbt}, FCP ${r.fcp - base.fcp}, LCP ${r.lcp - base.lcp})`);
console.log(`${url}: ${tasks.length} tasks of ${COUNTED_FROM_US / 1000} ms or more (unthrottled)`);
console.log(row("as audited", base));
for (const task of tasks) {
	const at = `@${Math.round((task.ts - navigation.ts) / 1000)} ms, ${Math.round(task.dur / 1000)} ms`;
	console.log(row(at, await auditShortened(`task-${task.ts}`, [task])), ` ${kindsOf(task)}`);
}
console.log(row("every one of them at 8 ms", await auditShortened("all", tasks)));

// The browser's own share: the navigation's commit and layout (Japanese text in this machine's font), against
// everything else (the page's scripts), each group shortened together.
const mostly = (task, name) =>
	trace.traceEvents.some(
		(e) => onMainThread(e) && e.name === name && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > task.dur / 2,
	);
const browsers = tasks.filter((t) => mostly(t, "DocumentLoader::CommitNavigation") || mostly(t, "Layout"));
const scripts = tasks.filter((t) => !browsers.includes(t));
console.log(row(`commit and layout at 8 ms (${browsers.length})`, await auditShortened("browser", browsers)));
console.log(row(`every other task at 8 ms (${scripts.length})`, await auditShortened("scripts", scripts)));
