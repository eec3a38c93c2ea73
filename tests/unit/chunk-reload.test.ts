import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { FIRST_LOAD_RELOAD_HOOK, isChunkLoadError } from "#app/lib/loading/chunk-load-error";
import {
	CHUNK_RELOAD_STORAGE_KEY,
	CHUNK_RELOAD_WINDOW_MS,
	claimChunkReload,
	firstLoadGuardScript,
} from "#app/lib/loading/chunk-reload";

class MemoryStorage {
	values = new Map<string, string>();
	getItem(key: string) {
		return this.values.get(key) ?? null;
	}
	setItem(key: string, value: string) {
		this.values.set(key, value);
	}
}

const claim = (storage: MemoryStorage, path: string, now: number) =>
	claimChunkReload(storage, CHUNK_RELOAD_STORAGE_KEY, path, now, CHUNK_RELOAD_WINDOW_MS);

describe("chunk reload guard (docs/decisions/053-chunk-reload.md: once per path within 10 s)", () => {
	it("allows the first reload of a path and refuses a second within 10 seconds", () => {
		const storage = new MemoryStorage();
		expect(claim(storage, "/news", 1_000)).toBe(true);
		expect(claim(storage, "/news", 1_001)).toBe(false);
		expect(claim(storage, "/news", 1_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
	});

	it("allows it again once 10 seconds have passed", () => {
		const storage = new MemoryStorage();
		expect(claim(storage, "/news", 1_000)).toBe(true);
		expect(claim(storage, "/news", 1_000 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
		expect(claim(storage, "/news", 1_000 + CHUNK_RELOAD_WINDOW_MS + 1)).toBe(false);
	});

	it("counts each path on its own", () => {
		const storage = new MemoryStorage();
		expect(claim(storage, "/news", 1_000)).toBe(true);
		expect(claim(storage, "/faq", 1_500)).toBe(true);
		expect(claim(storage, "/news", 2_000)).toBe(false);
	});

	it("forgets expired paths so the record stays small", () => {
		const storage = new MemoryStorage();
		claim(storage, "/a", 0);
		claim(storage, "/b", CHUNK_RELOAD_WINDOW_MS + 5);
		expect(JSON.parse(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? "")).toEqual({ "/b": CHUNK_RELOAD_WINDOW_MS + 5 });
	});

	it("treats a corrupt record as empty, and a clock gone backwards as a new window", () => {
		const storage = new MemoryStorage();
		storage.setItem(CHUNK_RELOAD_STORAGE_KEY, "{not json");
		expect(claim(storage, "/news", 5_000)).toBe(true);
		expect(claim(storage, "/news", 4_000)).toBe(true);
	});

	it("does not reload when it cannot remember the reload (it could loop)", () => {
		const full = {
			getItem: () => null,
			setItem: () => {
				throw new DOMException("full", "QuotaExceededError");
			},
		};
		expect(claimChunkReload(full, CHUNK_RELOAD_STORAGE_KEY, "/news", 1, CHUNK_RELOAD_WINDOW_MS)).toBe(false);
	});
});

describe("isChunkLoadError", () => {
	it.each([
		"Failed to fetch dynamically imported module: https://p.example.jp/assets/news-1.js",
		"error loading dynamically imported module: https://p.example.jp/assets/news-1.js",
		"Importing a module script failed.",
		"Unable to preload CSS for /assets/news.css",
	])("recognises %s", (message) => {
		expect(isChunkLoadError(new TypeError(message))).toBe(true);
	});

	it("leaves other errors alone", () => {
		expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
		expect(isChunkLoadError("Importing a module script failed.")).toBe(false);
	});
});

/** A minimal document for the inline first-load script: elements, a capturing error listener, storage. */
function firstLoadPage(
	pathname = "/news",
	navigator: { onLine: boolean } = { onLine: true },
	dataset: Record<string, string> = {},
) {
	class HTMLScriptElement {
		constructor(public src: string) {}
	}
	class HTMLLinkElement {
		constructor(
			public rel: string,
			public href: string,
		) {}
	}
	const listeners: Array<{ type: string; listener: (event: { target: unknown }) => void; capture: unknown }> = [];
	const storage = new MemoryStorage();
	const reloads: string[] = [];
	const window: Record<string, unknown> = {
		location: {
			origin: "https://portal.example.jp",
			href: `https://portal.example.jp${pathname}`,
			pathname,
			reload: () => reloads.push(pathname),
		},
		sessionStorage: storage,
		navigator,
		document: { documentElement: { dataset } },
		addEventListener: (type: string, listener: (event: { target: unknown }) => void, capture: unknown) =>
			listeners.push({ type, listener, capture }),
	};
	runInNewContext(firstLoadGuardScript(FIRST_LOAD_RELOAD_HOOK), {
		window,
		HTMLScriptElement,
		HTMLLinkElement,
		URL,
		JSON,
		Date,
		Object,
	});
	const fail = (target: unknown) => {
		for (const { type, listener } of listeners) if (type === "error") listener({ target });
	};
	const online = () => {
		navigator.onLine = true;
		for (const { type, listener } of listeners.splice(0)) {
			if (type === "online") listener({ target: window });
			else listeners.push({ type, listener, capture: undefined });
		}
	};
	const reloadOnce = window[FIRST_LOAD_RELOAD_HOOK] as ((path: string) => boolean) | undefined;
	return { listeners, storage, reloads, fail, online, reloadOnce, HTMLScriptElement, HTMLLinkElement };
}

describe("first-load guard script", () => {
	it("listens in the capture phase (resource errors do not bubble)", () => {
		expect(firstLoadPage().listeners).toEqual([{ type: "error", listener: expect.any(Function), capture: true }]);
	});

	it("reloads once for a failed module preload or script of ours", () => {
		const page = firstLoadPage();
		page.fail(new page.HTMLLinkElement("modulepreload", "https://portal.example.jp/assets/news-abc.js"));
		page.fail(new page.HTMLScriptElement("https://portal.example.jp/assets/entry.client-1.js"));
		expect(page.reloads).toEqual(["/news"]);
		expect(JSON.parse(page.storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? "{}")).toHaveProperty("/news");
	});

	it("ignores images, other hosts and non-asset paths", () => {
		const page = firstLoadPage();
		page.fail({ src: "https://portal.example.jp/assets/logo.png" });
		page.fail(new page.HTMLScriptElement("https://www.googletagmanager.com/gtag/js?id=G-1"));
		page.fail(new page.HTMLLinkElement("icon", "https://portal.example.jp/assets/favicon.svg"));
		page.fail(new page.HTMLScriptElement("https://portal.example.jp/other.js"));
		expect(page.reloads).toEqual([]);
	});

	it("leaves the same once-per-path reload on window for the root's error boundary", () => {
		const page = firstLoadPage();
		expect(page.reloadOnce?.("/news")).toBe(true);
		expect(page.reloadOnce?.("/news")).toBe(false);
		// The first-load failure of the same path within the window is refused as well.
		page.fail(new page.HTMLScriptElement("https://portal.example.jp/assets/news-abc.js"));
		expect(page.reloads).toEqual(["/news"]);
		expect(page.reloadOnce?.("/faq")).toBe(true);
		expect(page.reloads).toEqual(["/news", "/news"]);
	});

	it("offline, waits for the browser to be online before it reloads (not into the offline page)", () => {
		const page = firstLoadPage("/news", { onLine: false });
		page.fail(new page.HTMLScriptElement("https://portal.example.jp/assets/news-abc.js"));
		expect(page.reloads).toEqual([]);
		expect(page.storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBeNull();
		page.online();
		expect(page.reloads).toEqual(["/news"]);
		// Still once per path: the next failure within the window is refused.
		expect(page.reloadOnce?.("/news")).toBe(false);
	});

	it("offline after hydration, a failed preload is a later page's: no reload, not even once online", () => {
		const navigator = { onLine: false };
		const page = firstLoadPage("/news", navigator, { hydrated: "true" });
		page.fail(new page.HTMLLinkElement("modulepreload", "https://portal.example.jp/assets/faq-abc.js"));
		page.online();
		expect(page.reloads).toEqual([]);
	});
});
