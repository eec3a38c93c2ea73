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
/** The Lighthouse line of the performance budgets (docs/decisions/060-budgets-as-ratios.md): performance ≥ 98, accessibility 100. */
export const LIGHTHOUSE_BUDGETS = { performance: 98, accessibility: 100 };

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
		fcp_ms: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
		lcp_ms: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
		cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
		tbt_ms: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
		// Where the audit ended: a member page that lands on sign-in has audited the wrong page.
		landed_on: new URL(result.lhr.finalDisplayedUrl).pathname,
		failed_accessibility_audits: Object.values(audits)
			.filter((a) => result.lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id) && a.score === 0)
			.map((a) => a.id),
	};
}

/**
 * Lighthouse keeps cookies from one audit to the next (it clears caches and storage, not cookies): the
 * cookies one audit's pages set rode along with the next audit's `Cookie` header and changed what that
 * page was (a member page landed on two-factor or sign-in). Every audit starts without any.
 */
async function clearCookies(port) {
	const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
	const socket = new WebSocket(webSocketDebuggerUrl);
	await new Promise((resolve, reject) => {
		socket.onopen = () => socket.send(JSON.stringify({ id: 1, method: "Storage.clearCookies" }));
		socket.onmessage = (event) => {
			const reply = JSON.parse(event.data);
			if (reply.id !== 1) return;
			if (reply.error) reject(new Error(reply.error.message));
			else resolve();
		};
		socket.onerror = () => reject(new Error("Chrome's DevTools socket failed"));
	});
	socket.close();
}

/** pages: [{ name, path, headers, landsOn? }]; landsOn: the path a redirecting page ends on. */
export async function runLighthouse(origin, pages) {
	const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
	try {
		return await auditPages(origin, pages, chrome.port);
	} finally {
		await chrome.kill();
	}
}

async function auditPages(origin, pages, port) {
	const results = [];
	for (const page of pages) {
		const runs = [];
		for (let run = 0; run < RUNS; run++) {
			await clearCookies(port);
			runs.push(await audit(`${origin}${page.path}`, port, page.headers));
		}
		const performance = median(runs.map((r) => r.performance));
		const accessibility = median(runs.map((r) => r.accessibility));
		const landed_on = [...new Set(runs.map((r) => r.landed_on))];
		const onItsPage = landed_on.every((path) => path === (page.landsOn ?? page.path));
		results.push({
			name: page.name,
			path: page.path,
			runs: runs.length,
			performance,
			accessibility,
			// Every run's score: on this shared machine one run to the next moves by up to 18 points.
			performance_runs: runs.map((r) => r.performance),
			fcp_ms: median(runs.map((r) => r.fcp_ms)),
			lcp_ms: median(runs.map((r) => r.lcp_ms)),
			cls: median(runs.map((r) => r.cls)),
			tbt_ms: median(runs.map((r) => r.tbt_ms)),
			landed_on,
			failed_accessibility_audits: [...new Set(runs.flatMap((r) => r.failed_accessibility_audits))],
			pass:
				onItsPage && performance >= LIGHTHOUSE_BUDGETS.performance && accessibility >= LIGHTHOUSE_BUDGETS.accessibility,
		});
	}
	return results;
}
