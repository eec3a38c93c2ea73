import type { EngineDriver, PageFunction } from "./drivers";

/**
 * How long one step may wait for the page to show what it should: a page load or a form post
 * through the worker, on a loaded 2-core machine. A journey's time is its steps, not a fixed sum.
 */
export const STEP_MS = 30_000;

/** What the element on the page is, for a failure message and for focus checks. */
export type Described = { tag: string; id: string; name: string; role: string; text: string };

/**
 * One engine's page as the journeys use it: the same calls in WebKit and Firefox, each a real
 * click or key press through the driver, each wait a condition polled until it holds.
 */
export class EnginePage {
	#targets = 0;

	constructor(
		readonly driver: EngineDriver,
		readonly baseURL: string,
	) {}

	/**
	 * A session the browser has lost cannot come back: say so at once rather than wait out the step.
	 * WebKitGTK's page process aborts now and then in its garbage collector (decision 096).
	 */
	#failIfGone(error: unknown): void {
		if (error instanceof Error && error.name === "NoSuchSessionError")
			throw new Error(
				`${this.driver.engine}: the browser lost its page process ("WebProcess CRASHED"): ${error.message}`,
			);
	}

	get javaScript(): boolean {
		return this.driver.javaScript;
	}

	async goto(path: string): Promise<void> {
		await this.driver.goto(new URL(path, this.baseURL).href);
	}

	async path(): Promise<string> {
		const url = new URL(await this.driver.url());
		return `${url.pathname}${url.search}`;
	}

	evaluate<T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T> {
		return this.driver.evaluate(fn, ...args);
	}

	/** Polls `fn` in the page until it returns something truthy, and returns that. */
	async waitFor<T>(what: string, fn: PageFunction<T>, ...args: unknown[]): Promise<NonNullable<T>> {
		const deadline = Date.now() + STEP_MS;
		let last: unknown;
		for (;;) {
			try {
				const value = await this.driver.evaluate(fn, ...args);
				if (value) return value as NonNullable<T>;
				last = value;
			} catch (error) {
				this.#failIfGone(error);
				// A page in the middle of loading may refuse a script: try again.
				last = error instanceof Error ? `${error.name}: ${error.message}` : error;
			}
			if (Date.now() > deadline) {
				const where = await this.driver.url().catch(() => "?");
				const heading = await this.heading().catch(() => "?");
				const focus = await this.focused().catch(() => "?");
				throw new Error(
					`${this.driver.engine}: waited ${STEP_MS} ms for ${what}; at ${where} (h1 ${heading}, focus ${JSON.stringify(focus)}), last ${JSON.stringify(last)}`,
				);
			}
			await new Promise((resolve) => setTimeout(resolve, 100));
		}
	}

	/** Waits until the address is `path` (a RegExp on pathname + search, or that exact string). */
	async waitForPath(path: string | RegExp): Promise<string> {
		const deadline = Date.now() + STEP_MS;
		for (;;) {
			// A lost session fails at once; an address unreadable for another reason is named at the deadline.
			let unreadable: unknown;
			const current = await this.path().catch((error: unknown) => {
				this.#failIfGone(error);
				unreadable = error;
				return "";
			});
			if (typeof path === "string" ? current === path : path.test(current)) return current;
			if (Date.now() > deadline)
				throw new Error(
					`${this.driver.engine}: waited ${STEP_MS} ms for ${path}; at ${unreadable ? `no address (${String(unreadable)})` : current}`,
				);
			await new Promise((resolve) => setTimeout(resolve, 100));
		}
	}

	heading(): Promise<string> {
		return this.driver.evaluate(() => document.querySelector("h1")?.textContent?.trim() ?? "");
	}

	/** Waits for the one h1 to say `text`. */
	async waitForHeading(text: string): Promise<void> {
		await this.waitFor(
			`the heading 「${text}」`,
			(want: string) => document.querySelector("h1")?.textContent?.trim() === want,
			text,
		);
	}

	/** Waits for `text` to be shown somewhere in `scope` (a CSS selector, the whole page by default). */
	async waitForText(text: string, scope = "body"): Promise<void> {
		await this.waitFor(
			`「${text}」 in ${scope}`,
			(want: string, css: string) => {
				const element = document.querySelector(css) as HTMLElement | null;
				return Boolean(element?.innerText.includes(want));
			},
			text,
			scope,
		);
	}

	/** With JavaScript: React has hydrated the page (app/root.tsx marks it). Without: nothing to wait for. */
	async hydrated(): Promise<void> {
		if (!this.javaScript) return;
		await this.waitFor("hydration", () => document.documentElement.dataset.hydrated === "true");
	}

	/** Marks the one visible element `find` picks (run in the page) and returns a selector for it. */
	async #mark(what: string, find: PageFunction<Element | null | undefined>, ...args: unknown[]): Promise<string> {
		const mark = `engine-${++this.#targets}`;
		// One function sent to the page: the finder's source inside the marking (drivers send a function's source).
		const marking = new Function(
			"id",
			"...rest",
			`const element = (${find.toString()})(...rest);
			if (!element || element.getClientRects().length === 0) return false;
			element.setAttribute("data-engine-target", id);
			return true;`,
		) as PageFunction<boolean>;
		await this.waitFor(what, marking, mark, ...args);
		return `[data-engine-target="${mark}"]`;
	}

	/** Clicks the button (or submit input) whose text is `name`. */
	async clickButton(name: string): Promise<void> {
		const selector = await this.#mark(
			`the button 「${name}」`,
			(want: string) =>
				[...document.querySelectorAll("button, input[type=submit], summary")].find(
					(element) =>
						!element.closest("[aria-hidden=true]") &&
						(element instanceof HTMLInputElement ? element.value : (element.textContent ?? "")).trim() === want,
				),
			name,
		);
		await this.driver.click(selector);
	}

	/** Clicks the link whose text is `name` (inside `scope` when given). */
	async clickLink(name: string, scope = "body"): Promise<void> {
		const selector = await this.#mark(
			`the link 「${name}」 in ${scope}`,
			(want: string, css: string) =>
				[...(document.querySelector(css)?.querySelectorAll("a") ?? [])].find(
					(element) => !element.closest("[aria-hidden=true]") && element.textContent?.trim() === want,
				),
			name,
			scope,
		);
		await this.driver.click(selector);
	}

	async click(selector: string): Promise<void> {
		await this.#mark(selector, (css: string) => document.querySelector(css), selector);
		await this.driver.click(selector);
	}

	/** Types into the field `name` (its name attribute): real key presses. */
	async fill(name: string, value: string): Promise<void> {
		const selector = await this.#mark(
			`the field ${name}`,
			(want: string) => document.querySelector(`input[name="${want}"], textarea[name="${want}"]`),
			name,
		);
		await this.driver.type(selector, value);
	}

	/** Picks the radio button `value` of the group `name`, by clicking its label as a member would. */
	async choose(name: string, value: string): Promise<void> {
		const selector = await this.#mark(
			`the choice ${name}=${value}`,
			(group: string, want: string) => {
				const input = document.querySelector(`input[name="${group}"][value="${want}"]`) as HTMLInputElement | null;
				return input?.labels?.[0] ?? input;
			},
			name,
			value,
		);
		await this.driver.click(selector);
	}

	/**
	 * Chooses the option whose text is `label` in the select `name`. Open lists are drawn by the
	 * engine outside the page, where no driver reaches: the value is set as the list would set it.
	 */
	async select(name: string, label: string): Promise<void> {
		await this.waitFor(
			`the option 「${label}」 of ${name}`,
			(field: string, want: string) => {
				const select = document.querySelector(`select[name="${field}"]`) as HTMLSelectElement | null;
				const option = [...(select?.options ?? [])].find((candidate) => candidate.text.trim() === want);
				if (!select || !option) return false;
				select.value = option.value;
				select.dispatchEvent(new Event("input", { bubbles: true }));
				select.dispatchEvent(new Event("change", { bubbles: true }));
				return true;
			},
			name,
			label,
		);
	}

	/** The value of the field `name`. */
	value(name: string): Promise<string> {
		return this.driver.evaluate(
			(want: string) => (document.querySelector(`[name="${want}"]`) as HTMLInputElement | null)?.value ?? "",
			name,
		);
	}

	/** Waits until the field `name` holds `value`. */
	async waitForValue(name: string, value: string): Promise<void> {
		await this.waitFor(
			`${name} = 「${value}」`,
			(field: string, want: string) =>
				(document.querySelector(`[name="${field}"]`) as HTMLInputElement | null)?.value === want,
			name,
			value,
		);
	}

	/** The focused element. */
	focused(): Promise<Described> {
		return this.driver.evaluate(() => {
			const element = document.activeElement as HTMLElement | null;
			return {
				tag: element?.tagName.toLowerCase() ?? "",
				id: element?.id ?? "",
				name: element?.getAttribute("name") ?? "",
				role: element?.getAttribute("role") ?? "",
				text: element?.innerText?.trim().slice(0, 200) ?? "",
			};
		});
	}

	/** How far the page is wider than the window: 0 when nothing scrolls sideways. */
	sidewaysOverflow(): Promise<number> {
		return this.driver.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
	}

	viewportWidth(): Promise<number> {
		return this.driver.evaluate(() => window.innerWidth);
	}
}
