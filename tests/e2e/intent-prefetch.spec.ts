import { expect, type Page, type Request, type Route } from "@playwright/test";
import { passTwoFactor, signInAtIdp } from "./support/auth";
import { test } from "./support/members";
import { hydrated } from "./support/page";

/*
 * A link a member rests on is prefetched (its route's data, one round of reads), the tap takes
 * that answer instead of asking again, and nothing but member pages is prefetched. Counted from the
 * worker's own `Server-Timing` on each data answer (`calls`, `rounds`), which no other spec can touch.
 */

type Timing = { rounds: number; calls: number };

function timingOf(header: string | null | undefined): Timing {
	const rounds = /rounds;desc="(\d+)"/.exec(header ?? "")?.[1];
	const calls = /calls;desc="(\d+)"/.exec(header ?? "")?.[1];
	if (rounds === undefined || calls === undefined) throw new Error(`no upstream timing in ${header}`);
	return { rounds: Number(rounds), calls: Number(calls) };
}

/** Every request for a route's data (`.data`) the page makes from now on. */
function dataRequests(page: Page): Request[] {
	const seen: Request[] = [];
	page.on("request", (request) => {
		if (new URL(request.url()).pathname.endsWith(".data")) seen.push(request);
	});
	return seen;
}

/** The next request for `path` that has finished, answer and all. */
function finished(page: Page, path: string): Promise<Request> {
	return page.waitForEvent("requestfinished", (request) => new URL(request.url()).pathname === path);
}

async function timingOfRequest(request: Request): Promise<Timing> {
	return timingOf(await (await request.response())?.headerValue("server-timing"));
}

/** What a full load of `path` costs upstream: the page's own round. */
async function documentTiming(page: Page, path: string): Promise<Timing> {
	const response = await page.request.get(path);
	expect(response.status()).toBe(200);
	return timingOf(response.headers()["server-timing"]);
}

test("a link the pointer rests on is prefetched once, and the tap takes that answer", async ({ page, signedIn }) => {
	await signedIn("sms", "/");
	await hydrated(page);
	const requests = dataRequests(page);
	const link = page.getByRole("link", { name: "お知らせをすべて見る" });
	const prefetched = finished(page, "/news.data");
	await link.hover();
	const prefetch = await prefetched;
	// The address the tap's navigation asks for: every loader of the page, as one request.
	expect(new URL(prefetch.url()).search).toBe("");
	expect(prefetch.method()).toBe("GET");
	expect((await timingOfRequest(prefetch)).rounds).toBe(1);

	await link.click();
	await expect(page.getByRole("heading", { level: 1, name: "お知らせ" })).toBeVisible();
	await expect(page).toHaveURL(/\/news$/);
	expect(requests.map((request) => new URL(request.url()).pathname)).toEqual(["/news.data"]);
});

/** What an article's page reads when nothing is shared: current user, their detail, the article. */
const ARTICLE_READS = 3;

test("a prefetch not followed costs the page's own one round of reads, and actions are never prefetched", async ({
	page,
	signedIn,
}) => {
	await signedIn("sms", "/news");
	await hydrated(page);
	const requests = dataRequests(page);
	const unexpected: string[] = [];
	page.on("request", (request) => {
		const url = new URL(request.url());
		if (request.method() !== "GET" || url.pathname === "/logout")
			unexpected.push(`${request.method()} ${url.pathname}`);
	});

	// Not prefetched: sign-out (a form), pages whose loader takes a kept draft, the page already shown.
	const menu = page.getByRole("navigation", { name: "メイン" });
	await menu.getByRole("button", { name: "ログアウト" }).hover();
	await menu.getByRole("button", { name: "ログアウト" }).focus();
	await menu.getByRole("link", { name: "お問い合わせ" }).hover();
	await menu.getByRole("link", { name: "会員情報" }).hover();
	await menu.getByRole("link", { name: "お知らせ" }).hover();

	// Then an article, which is: the intents above came first, so anything they sent was sent before it.
	const article = page.locator(".news-list__title").first();
	const href = (await article.getAttribute("href")) ?? "";
	// The page's own cost, loaded whole (before the prefetch: an article the API marks public is then kept a minute).
	const own = await documentTiming(page, href);
	const prefetched = finished(page, `${href}.data`);
	await article.hover();
	const prefetch = await prefetched;
	await page.mouse.move(0, 0);

	expect(requests.map((request) => new URL(request.url()).pathname)).toEqual([`${href}.data`]);
	expect(unexpected).toEqual([]);
	const cost = await timingOfRequest(prefetch);
	expect(cost.rounds).toBe(1);
	expect(cost.calls).toBeGreaterThan(0);
	expect(own.rounds).toBe(1);
	// The article's own reads: the member check's two calls and the article, which the isolate may
	// already share (then one fewer); a prefetch never costs more than that.
	expect(cost.calls).toBeLessThanOrEqual(ARTICLE_READS);
	expect(own.calls).toBeLessThanOrEqual(ARTICLE_READS);
});

test("a finger on a link prefetches at once; Save-Data turns prefetching off", async ({ page, signedIn }) => {
	await signedIn("sms", "/");
	await hydrated(page);
	const requests = dataRequests(page);
	const article = page.locator(".news-list__title").first();
	const href = await article.getAttribute("href");
	const prefetched = finished(page, `${href}.data`);
	await article.dispatchEvent("touchstart");
	await prefetched;

	await page.evaluate(() => Object.defineProperty(navigator, "connection", { value: { saveData: true } }));
	const next = page.locator(".news-list__title").nth(1);
	const nextHref = await next.getAttribute("href");
	await next.dispatchEvent("touchstart");
	await next.click();
	await expect(page).toHaveURL(new RegExp(`${nextHref}$`));
	await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
	// The second article was not prefetched: its one request is the tap's.
	expect(requests.map((request) => new URL(request.url()).pathname)).toEqual([`${href}.data`, `${nextHref}.data`]);
});

test("on a throttled phone, home after the PIN never shows its heading without menu and content", async ({ page }) => {
	// A quarter of the CPU and a phone's line: this journey takes several times its usual time.
	test.setTimeout(90_000);
	// A member whose two-factor no other spec goes through (the shared session's sign-in aside).
	await signInAtIdp(page, "webview");
	await expect(page).toHaveURL(/\/two_factor_authentication\//);
	await hydrated(page);

	// Home body's chunk is held back until the assertions below. The member menu's is already in the page:
	// every page fetches it as it hydrates (docs/decisions/175-a-lost-signal-keeps-the-page.md).
	const held = new Map<string, Route>();
	const arrivals = new Map<string, () => void>();
	const requested = (chunk: string) =>
		new Promise<void>((resolve) => {
			if (held.has(chunk)) resolve();
			else arrivals.set(chunk, resolve);
		});
	await page.route(/\/assets\/home-body-[\w-]+\.js$/, (route) => {
		const chunk = "home-body";
		held.set(chunk, route);
		arrivals.get(chunk)?.();
	});
	const nextFrames = () =>
		page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
	const cdp = await page.context().newCDPSession(page);
	await cdp.send("Network.enable");
	await cdp.send("Network.emulateNetworkConditions", {
		offline: false,
		latency: 150,
		downloadThroughput: (1.6 * 1024 * 1024) / 8,
		uploadThroughput: (750 * 1024) / 8,
	});
	await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
	// Records whether the heading was ever in the page without the menu or the content beside it.
	await page.evaluate(() => {
		const record = window as unknown as { headingAlone?: boolean };
		record.headingAlone = false;
		const check = () => {
			const heading = document.querySelector("h1")?.textContent ?? "";
			if (!heading.startsWith("ようこそ")) return;
			const menu = document.querySelector('nav[aria-label="メイン"]');
			const content = document.querySelector("#records-heading");
			if (!menu || !content) record.headingAlone = true;
		};
		new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
	});

	const pinAnswered = page.waitForResponse((response) =>
		/^\/two_factor_authentication\/\w+\.data$/.test(new URL(response.url()).pathname),
	);
	// The PIN is accepted and home's data arrives; its body's chunk is held: no heading alone.
	const homeData = page.waitForResponse((response) => new URL(response.url()).pathname === "/_.data");
	const bodyRequested = requested("home-body");
	await passTwoFactor(page);
	await Promise.all([pinAnswered, bodyRequested, homeData]);
	await nextFrames();
	await expect(page.getByRole("heading", { level: 1 })).not.toContainText("ようこそ");

	await held.get("home-body")?.continue();
	await expect(page.getByRole("heading", { level: 1 })).toContainText("ようこそ");
	await expect(page.getByRole("navigation", { name: "メイン" })).toBeAttached();
	await expect(page.getByRole("heading", { name: "体重と歩数の記録" })).toBeVisible();
	expect(await page.evaluate(() => (window as unknown as { headingAlone?: boolean }).headingAlone)).toBe(false);
	await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
});
