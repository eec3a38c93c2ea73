// Lighthouse (mobile, simulated throttling) with Debian's Chromium: the median of RUNS runs per page
// for performance and accessibility. Member pages are audited signed in (Cookie header).
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
export const CHROME_FLAGS = [
	"--headless=new",
	"--no-sandbox",
	"--disable-gpu",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
	"--no-first-run",
	"--disable-quic",
];
/** Debian's Chromium where it is installed, else chrome-launcher's own search. */
export const chromePath = () => (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
export const LIGHTHOUSE_BUDGETS = { performance: 95, accessibility: 100 };

const median = (values) => {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.floor(sorted.length / 2)];
};

async function audit(url, port, headers) {
	const result = await lighthouse(url, {
		port,
		output: "json",
		logLevel: "error",
		onlyCategories: ["performance", "accessibility"],
		extraHeaders: headers,
	});
	const { categories, audits } = result.lhr;
	return {
		performance: Math.round((categories.performance.score ?? 0) * 100),
		accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
		lcp_ms: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
		cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
		tbt_ms: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
		failed_accessibility_audits: Object.values(audits)
			.filter((a) => result.lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id) && a.score === 0)
			.map((a) => a.id),
	};
}

/** pages: [{ name, path, headers }] */
export async function runLighthouse(origin, pages) {
	const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
	try {
		const results = [];
		for (const page of pages) {
			const runs = [];
			for (let run = 0; run < RUNS; run++) runs.push(await audit(`${origin}${page.path}`, chrome.port, page.headers));
			const performance = median(runs.map((r) => r.performance));
			const accessibility = median(runs.map((r) => r.accessibility));
			results.push({
				name: page.name,
				path: page.path,
				runs: runs.length,
				performance,
				accessibility,
				// Every run's score: on this shared machine one run to the next moves by up to 18 points.
				performance_runs: runs.map((r) => r.performance),
				lcp_ms: median(runs.map((r) => r.lcp_ms)),
				cls: median(runs.map((r) => r.cls)),
				tbt_ms: median(runs.map((r) => r.tbt_ms)),
				failed_accessibility_audits: [...new Set(runs.flatMap((r) => r.failed_accessibility_audits))],
				pass: performance >= LIGHTHOUSE_BUDGETS.performance && accessibility >= LIGHTHOUSE_BUDGETS.accessibility,
			});
		}
		return results;
	} finally {
		await chrome.kill();
	}
}
