import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { type Browser as FirefoxBrowser, type Page as FirefoxPage, launch } from "puppeteer-core";
import { Builder, By, Origin, type WebDriver } from "selenium-webdriver";

/**
 * The two engines Playwright cannot drive here (Debian's builds), each behind the same few
 * primitives; everything a journey does is built on them in ./engine-page.ts.
 * WebKit: `WebKitWebDriver` (W3C WebDriver) driving `MiniBrowser` under Xvfb, through selenium-webdriver.
 * Firefox: `firefox-esr` over WebDriver BiDi, through puppeteer-core.
 */
export type Engine = "webkit" | "firefox";

export type EngineOptions = {
	javaScript: boolean;
	/** The CSS width the journeys ask for; an engine whose window cannot be that narrow says so in `width`. */
	width: number;
	height: number;
	/** A free port for the engine's own driver process, when it has one. */
	driverPort: number;
};

/** A script run in the page: a function (sent as its source) and JSON-able arguments. */
// biome-ignore lint/suspicious/noExplicitAny: a page function's parameters are whatever the caller passes.
export type PageFunction<T> = (...args: any[]) => T;

export interface EngineDriver {
	readonly engine: Engine;
	readonly javaScript: boolean;
	goto(url: string): Promise<void>;
	url(): Promise<string>;
	back(): Promise<void>;
	/** Runs in the page, with or without the page's own JavaScript switched on. */
	evaluate<T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T>;
	/** A real click (the driver's pointer) on the one element `selector` matches. */
	click(selector: string): Promise<void>;
	/** Real key presses into the element `selector` matches, after emptying it. */
	type(selector: string, text: string): Promise<void>;
	/** Forgets every cookie: the next test starts as a new visitor. */
	clearCookies(): Promise<void>;
	close(): Promise<void>;
}

export const ENGINE_BINARIES: Record<Engine, { paths: string[]; packages: string[] }> = {
	webkit: {
		paths: ["/usr/bin/WebKitWebDriver", "/usr/bin/Xvfb", webkitBrowser() ?? "/usr/lib/webkit2gtk/MiniBrowser"],
		packages: ["webkit2gtk-driver", "xvfb"],
	},
	firefox: { paths: ["/usr/bin/firefox-esr"], packages: ["firefox-esr"] },
};

/** What is missing for `engine`, as a sentence; null when it can run. */
export function missingEngine(engine: Engine): string | null {
	const missing = ENGINE_BINARIES[engine].paths.filter((path) => !existsSync(path));
	if (missing.length === 0) return null;
	return `${engine}: ${missing.join(", ")} not installed (apt-get install -y ${ENGINE_BINARIES[engine].packages.join(" ")}; scripts/ensure-browser.mjs does it as root)`;
}

function webkitBrowser(): string | null {
	for (const version of ["4.1", "4.0", "6.0"]) {
		const path = `/usr/lib/x86_64-linux-gnu/webkit2gtk-${version}/MiniBrowser`;
		if (existsSync(path)) return path;
	}
	return null;
}

type PressPoint = { x: number; y: number; hits: boolean };

/**
 * Where a finger would press the element: the middle of its first line box (a link wrapped over two
 * lines has nothing of its own at the middle of its bounding box), scrolled into view when it is not,
 * and whether the element is what lies at that point.
 */
function pressPoint(css: string): PressPoint | null {
	const element = document.querySelector(css);
	if (!element) return null;
	const bounds = element.getBoundingClientRect();
	if (bounds.top < 0 || bounds.left < 0 || bounds.bottom > innerHeight || bounds.right > innerWidth) {
		element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
	}
	const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
	const x = Math.round(box.x + box.width / 2);
	const y = Math.round(box.y + box.height / 2);
	return { x, y, hits: element.contains(document.elementFromPoint(x, y)) };
}

/**
 * The press point once the page holds still: two reads in a row agree and the element is at the point.
 * A scroll the engine still owes the page (Firefox keeps the caret of a field just typed into in view,
 * a frame later) would otherwise move the element after the point was read and the press would land
 * on whatever took its place.
 */
async function steadyPressPoint(driver: EngineDriver, selector: string): Promise<{ x: number; y: number }> {
	const deadline = Date.now() + 5_000;
	let last: PressPoint | null = null;
	for (;;) {
		const point = await driver.evaluate(pressPoint, selector);
		if (!point) throw new Error(`no element matches ${selector}`);
		if (point.hits && last?.hits && last.x === point.x && last.y === point.y) return point;
		if (Date.now() > deadline)
			throw new Error(`${selector} did not hold still under the pointer: ${JSON.stringify(point)}`);
		last = point;
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
}

/** The page's clock and dates are Japan's, as for the members. */
const ENGINE_ENV = { ...process.env, TZ: "Asia/Tokyo" };

/** Starts a virtual display on a free number (Xvfb picks it and writes it to fd 3). */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
	const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
		stdio: ["ignore", "ignore", "pipe", "pipe"],
	});
	const display = await new Promise<string>((resolve, reject) => {
		let text = "";
		xvfb.stdio[3]?.on("data", (chunk: Buffer) => {
			text += chunk.toString();
			if (text.includes("\n")) resolve(`:${text.trim()}`);
		});
		xvfb.on("exit", (code) => reject(new Error(`Xvfb exited (${code}) before giving a display`)));
	});
	return { display, process: xvfb };
}

/** Resolves once something listens on `port`, failing when `child` dies first. */
async function listening(port: number, child: ChildProcess, deadline: number): Promise<void> {
	let exited: number | null | undefined;
	child.once("exit", (code) => {
		exited = code;
	});
	while (Date.now() < deadline) {
		if (exited !== undefined) throw new Error(`driver exited (${exited}) before listening on ${port}`);
		try {
			await fetch(`http://127.0.0.1:${port}/status`);
			return;
		} catch {
			await new Promise((resolve) => setTimeout(resolve, 100));
		}
	}
	throw new Error(`nothing listens on ${port}`);
}

function stop(child: ChildProcess | undefined): void {
	if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
}

class WebKitDriver implements EngineDriver {
	readonly engine = "webkit";
	constructor(
		readonly javaScript: boolean,
		private readonly driver: WebDriver,
		private readonly processes: ChildProcess[],
	) {}

	goto(url: string) {
		return this.driver.get(url);
	}
	url() {
		return this.driver.getCurrentUrl();
	}
	back() {
		return this.driver.navigate().back();
	}
	evaluate<T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T> {
		return this.driver.executeScript<T>(`return (${fn.toString()}).apply(null, arguments);`, ...args);
	}
	async click(selector: string) {
		try {
			await this.driver.findElement(By.css(selector)).click();
		} catch (error) {
			// WebDriver's element click aims at the middle of the bounding box; press the first line box instead.
			if (!(error instanceof Error && error.name === "ElementNotInteractableError")) throw error;
			const point = await steadyPressPoint(this, selector);
			await this.driver.actions().move({ x: point.x, y: point.y, origin: Origin.VIEWPORT }).click().perform();
		}
	}
	async type(selector: string, text: string) {
		const element = await this.driver.findElement(By.css(selector));
		await element.clear();
		await element.sendKeys(text);
	}
	async clearCookies() {
		await this.driver.manage().deleteAllCookies();
	}
	async close() {
		try {
			await this.driver.quit();
		} finally {
			for (const child of this.processes) stop(child);
		}
	}
}

async function startWebKit(options: EngineOptions): Promise<EngineDriver> {
	const browser = webkitBrowser();
	if (!browser) throw new Error("MiniBrowser (webkit2gtk) is not installed");
	const xvfb = await startXvfb();
	const driverProcess = spawn("WebKitWebDriver", [`--port=${options.driverPort}`], {
		// With the page's JavaScript off, this WebKitGTK aborts in its garbage collector now and then;
		// the driver's own scripts are all that run then, and a session is short (decision 096).
		env: { ...ENGINE_ENV, DISPLAY: xvfb.display, ...(options.javaScript ? {} : { JSC_useGC: "false" }) },
		stdio: ["ignore", "ignore", "inherit"],
	});
	try {
		await listening(options.driverPort, driverProcess, Date.now() + 30_000);
		const args = ["--automation", ...(options.javaScript ? [] : ["--enable-javascript=false"])];
		const driver = await new Builder()
			.usingServer(`http://127.0.0.1:${options.driverPort}`)
			.withCapabilities({ browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: browser, args } })
			.build();
		// MiniBrowser's window keeps its toolbar: GTK makes it no narrower than that (447 px here).
		await driver.manage().window().setRect({ x: 0, y: 0, width: options.width, height: options.height });
		return new WebKitDriver(options.javaScript, driver, [driverProcess, xvfb.process]);
	} catch (error) {
		stop(driverProcess);
		stop(xvfb.process);
		throw error;
	}
}

class FirefoxDriver implements EngineDriver {
	readonly engine = "firefox";
	constructor(
		readonly javaScript: boolean,
		private readonly browser: FirefoxBrowser,
		private readonly page: FirefoxPage,
	) {}

	async goto(url: string) {
		// Firefox reports a navigation that the next one replaced (a member page sending a visitor on to
		// sign in) as NS_BINDING_ABORTED; the journey then waits for the page it expects.
		await this.page.goto(url, { waitUntil: "load" }).catch((error: unknown) => {
			if (!String(error).includes("NS_BINDING_ABORTED")) throw error;
		});
	}
	async url() {
		return this.page.url();
	}
	async back() {
		await this.page.goBack();
	}
	evaluate<T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T> {
		return this.page.evaluate(fn as never, ...(args as never[])) as Promise<T>;
	}
	/** Puppeteer's element actions call into the page, which stalls with its JavaScript off: press by coordinates. */
	async click(selector: string) {
		const point = await steadyPressPoint(this, selector);
		await this.page.mouse.click(point.x, point.y);
	}
	async type(selector: string, text: string) {
		await this.click(selector);
		await this.evaluate((css: string) => (document.querySelector(css) as HTMLInputElement | null)?.select(), selector);
		await this.page.keyboard.press("Backspace");
		await this.page.keyboard.type(text);
	}
	async clearCookies() {
		await this.browser.deleteCookie(...(await this.browser.cookies()));
	}
	async close() {
		await this.browser.close();
	}
}

/** The part of Puppeteer's BiDi frame used here; `page.mainFrame()` is one under Firefox. */
interface BidiFrameContext {
	browsingContext: { setViewport(options: { viewport: { width: number; height: number } }): Promise<void> };
}

async function startFirefox(options: EngineOptions): Promise<EngineDriver> {
	const browser = await launch({
		browser: "firefox",
		executablePath: ENGINE_BINARIES.firefox.paths[0],
		headless: true,
		env: ENGINE_ENV,
		defaultViewport: { width: options.width, height: options.height },
		extraPrefsFirefox: { "intl.accept_languages": "ja-JP", "javascript.enabled": options.javaScript },
		// A loaded machine answers slowly; each step has its own deadline in ./engine-page.ts.
		protocolTimeout: 60_000,
	});
	try {
		const page = (await browser.pages())[0] ?? (await browser.newPage());
		// The first tab is Firefox's own, opened before `defaultViewport` applies. Puppeteer's
		// `page.setViewport` also sends a screen-orientation command some Firefox ESR releases
		// refuse, so only the BiDi viewport command is sent.
		const { browsingContext } = page.mainFrame() as unknown as BidiFrameContext;
		await browsingContext.setViewport({ viewport: { width: options.width, height: options.height } });
		return new FirefoxDriver(options.javaScript, browser, page);
	} catch (error) {
		await browser.close();
		throw error;
	}
}

export function startEngine(engine: Engine, options: EngineOptions): Promise<EngineDriver> {
	return engine === "webkit" ? startWebKit(options) : startFirefox(options);
}
