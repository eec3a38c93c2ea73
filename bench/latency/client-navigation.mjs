// Client navigations of bench:latency: a tap on a link inside the app, timed inside the page from the
// click to the new page's `h1` in the DOM (a MutationObserver), with the upstream calls it cost; and the
// same tap after a finger has rested 150 ms on the link (a `touchstart` first: the intent prefetch, decision 150).
// Chromium as the end-to-end suite runs it; cold (a fresh isolate and browser context, the step's first
// run) and warm (the next runs, each from a fresh load of the start page).
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { roundsOf } from "./rounds.ts";

/** The steps measured: a start page, the link tapped on it, and what the row is called. */
export const CLIENT_STEPS = [
	{ name: "home → news list", from: "/", link: 'main a[href="/news"]' },
	{ name: "news list → article", from: "/news", link: "main a.news-list__title" },
];
/** How long the finger rests on the link before the tap, in the "after a touch" rows. */
export const TOUCH_MS = 150;

const EXECUTABLE = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));

export async function launchBrowser() {
	return chromium.launch({
		executablePath: EXECUTABLE,
		args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic"],
	});
}

/** A browser context holding the member's session (the Cookie header of bench/sign-in.mjs). */
export async function memberContext(browser, origin, cookie) {
	const context = await browser.newContext({ locale: "ja-JP", timezoneId: "Asia/Tokyo" });
	const { hostname } = new URL(origin);
	await context.addCookies(
		cookie.split("; ").map((pair) => {
			const index = pair.indexOf("=");
			return { name: pair.slice(0, index), value: pair.slice(index + 1), domain: hostname, path: "/", secure: true };
		}),
	);
	return context;
}

/** In the page: (touch, rest,) click; resolves with the ms from the click to a new `h1` text in the DOM. */
function tapInPage({ selector, touchMs }) {
	const link = document.querySelector(selector);
	if (!link) throw new Error(`no link ${selector}`);
	const before = document.querySelector("h1")?.textContent;
	const touched =
		touchMs === null
			? Promise.resolve()
			: new Promise((resolve) => {
					link.dispatchEvent(new Event("touchstart", { bubbles: true }));
					setTimeout(resolve, touchMs);
				});
	return touched.then(
		() =>
			new Promise((resolve) => {
				let started = 0;
				const observer = new MutationObserver(() => {
					const text = document.querySelector("h1")?.textContent;
					if (text === undefined || text === before) return;
					observer.disconnect();
					resolve(performance.now() - started);
				});
				observer.observe(document.body, { childList: true, subtree: true, characterData: true });
				started = performance.now();
				link.click();
			}),
	);
}

/** One run of a step: a fresh load of the start page, then the tap; with the upstream calls from the touch on. */
export async function measureTap(page, origin, upstream, step, touchMs) {
	await page.goto(`${origin}${step.from}`);
	await page.waitForSelector("html[data-hydrated='true']", { state: "attached" });
	await upstream.clear();
	const tapMs = await page.evaluate(tapInPage, { selector: step.link, touchMs });
	const summary = roundsOf(await upstream.calls(), Date.now());
	return {
		tap_ms: Number(tapMs.toFixed(1)),
		calls: summary.calls,
		rounds: summary.rounds,
		to: new URL(page.url()).pathname,
	};
}
