import { expect, test } from "@playwright/test";

/** A chunk that fails to load reloads the page at most once per path in 10 s (decision 053). */

test("a route chunk that fails on the first load reloads the page exactly once", async ({ page }) => {
	const documents: string[] = [];
	page.on("request", (request) => {
		if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
	});
	const aborted: string[] = [];
	// The /faq route module, as a deploy that replaced the assets would leave it.
	await page.route(/\/assets\/faq-[\w-]+\.js$/, (route) => {
		aborted.push(route.request().url());
		return route.abort("failed");
	});

	await page.goto("/faq");
	await expect.poll(() => documents).toEqual(["/faq", "/faq"]);
	// The second failure is within 10 seconds: no third load, the server-rendered page stays.
	await page.waitForTimeout(2_000);
	expect(documents).toEqual(["/faq", "/faq"]);
	expect(aborted.length).toBeGreaterThanOrEqual(2);
	await expect(page.getByRole("heading", { level: 1, name: "よくある質問" })).toBeVisible();
	const record = await page.evaluate(() => JSON.parse(sessionStorage.getItem("chunkReloadAt") ?? "{}"));
	expect(Object.keys(record)).toEqual(["/faq"]);

	// The guard is per path: another page with a failing chunk still gets its one reload.
	await page.route(/\/assets\/terms-[\w-]+\.js$/, (route) => route.abort("failed"));
	await page.goto("/terms");
	await expect.poll(() => documents.filter((path) => path === "/terms")).toHaveLength(2);
});

test("a lazily imported chunk that fails (vite:preloadError) reloads once, not in a loop", async ({ page }) => {
	let loads = 0;
	page.on("load", () => {
		loads += 1;
	});
	await page.goto("/faq");
	await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
	expect(loads).toBe(1);

	const preloadError = () =>
		page.evaluate(() => {
			const event = new Event("vite:preloadError", { cancelable: true });
			window.dispatchEvent(event);
			return event.defaultPrevented;
		});
	// Vite dispatches this when a dynamic import or its preload fails; handled means "reloading".
	expect(await preloadError()).toBe(true);
	await expect.poll(() => loads).toBe(2);
	await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);

	// Within 10 seconds the same path is not reloaded again: the error goes on to the caller.
	expect(await preloadError()).toBe(false);
	await page.waitForTimeout(1_000);
	expect(loads).toBe(2);
});

test("a route module that fails on a client-side navigation loads that page afresh once, then keeps the member put", async ({
	page,
}) => {
	const documents: string[] = [];
	page.on("request", (request) => {
		if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
	});
	await page.goto("/faq");
	await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
	// The /terms route module, gone after a deploy; /faq itself keeps loading.
	await page.route(/\/assets\/terms-[\w-]+\.js$/, (route) => route.abort("failed"));
	const termsLink = page.getByRole("contentinfo").getByRole("link", { name: "利用規約" });

	// Not React Router's reload of /faq: the page the member asked for, as a document, once.
	await termsLink.click();
	await expect(page).toHaveURL(/\/terms$/);
	await expect(page.getByRole("heading", { level: 1, name: "利用規約" })).toBeVisible();
	await page.waitForTimeout(1_000);
	expect(documents).toEqual(["/faq", "/terms"]);

	// Within 10 seconds the guard refuses /terms: no load at all, the member stays on /faq and is told.
	// The reload's stamp is renewed first, so a slow machine cannot outlast the window.
	await page.goto("/faq");
	await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
	await page.evaluate(() => {
		const stamps = JSON.parse(sessionStorage.getItem("chunkReloadAt") ?? "{}");
		sessionStorage.setItem("chunkReloadAt", JSON.stringify({ ...stamps, "/terms": Date.now() }));
	});
	await termsLink.click();
	await expect(page.getByRole("alert").filter({ hasText: "通信エラーが発生しました" })).toBeVisible();
	await expect(page).toHaveURL(/\/faq$/);
	await expect(page.getByRole("heading", { level: 1, name: "よくある質問" })).toBeVisible();
	await expect(page.locator(".nav-progress")).toHaveAttribute("aria-busy", "false");
	expect(documents).toEqual(["/faq", "/terms", "/faq"]);
});

test("the chunk imported as the page hydrates may fail: announced as vite:preloadError, no reload, navigation goes on", async ({
	page,
}) => {
	// What the build's preload helper dispatches (docs/decisions/069-first-load-under-the-template.md).
	await page.addInitScript(() => {
		const seen: string[] = [];
		Object.assign(window, { preloadErrorsSeen: seen });
		window.addEventListener("vite:preloadError", (event) => {
			seen.push(String((event as Event & { payload?: unknown }).payload));
		});
	});
	const documents: string[] = [];
	page.on("request", (request) => {
		if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
	});
	await page.route(/\/assets\/after-hydration-[\w-]+\.js$/, (route) => route.abort("failed"));

	await page.goto("/faq");
	await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
	const seen = () => page.evaluate(() => (window as unknown as { preloadErrorsSeen: string[] }).preloadErrorsSeen);
	await expect.poll(async () => (await seen()).length).toBeGreaterThan(0);
	expect((await seen())[0]).toMatch(/after-hydration/);
	// An optional import: the page is not reloaded for it, and stays as the server rendered it.
	await expect(page.getByRole("progressbar", { name: "読み込み中です", includeHidden: true })).toHaveCount(1);

	// The root's network-failure middleware lives in that chunk: without it the navigation goes on.
	await page.getByRole("contentinfo").getByRole("link", { name: "利用規約" }).click();
	await expect(page).toHaveURL(/\/terms$/);
	await expect(page.getByRole("heading", { level: 1, name: "利用規約" })).toBeVisible();
	expect(documents).toEqual(["/faq"]);
});
