import { createMiddleware } from "hono/factory";
import type { AppConfig } from "#app/lib/config.server";
import type { WorkerEnv } from "../types";
import { type PageEntry, PageMemory } from "./page-memory";
import { inlineScriptSources } from "./script-hashes";
import { setSecurityHeaders } from "./security-headers";

/** Tells whether a page came from the cache: `hit`, `miss` (rendered, maybe stored) or `bypass`. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";
/**
 * The CSP script sources (hashes of the page's own inline scripts) stored with an entry; read on a
 * hit and never sent to a browser.
 */
const SCRIPT_SOURCES_HEADER = "X-Page-Cache-Script-Sources";

export type PageCacheOptions = {
	/** The deployed build: part of every key, so a deploy never answers with the previous build's HTML. */
	buildId: string;
	/** Pages that render the same for every signed-out visitor (the query string is part of the key). */
	isPublicPage: (url: Pick<URL, "pathname" | "search">) => boolean;
	/** Seconds an entry lives (default an hour). */
	maxAgeSeconds?: number;
	/** Bytes of pages the isolate keeps itself, in front of the edge cache (default 4 MB). */
	isolateBytes?: number;
};

/**
 * Cookies that do not change a public page: the trusted-browser mark outlives sign-out for a year,
 * and bypassing on it would leave every returning visitor without the cache. Any other cookie of
 * ours (session, flash message, sign-in transaction, contact-detail link) may change what a page
 * shows or must be consumed by it, so it sends the request past the cache.
 */
const NEUTRAL_COOKIES = new Set(["__Host-trusted-browser"]);

function carriesOwnCookie(request: Request): boolean {
	const header = request.headers.get("Cookie");
	if (!header) return false;
	for (const pair of header.split(";")) {
		const end = pair.indexOf("=");
		const name = (end === -1 ? pair : pair.slice(0, end)).trim();
		if (name.startsWith("__Host-") && !NEUTRAL_COOKIES.has(name)) return true;
	}
	return false;
}

/**
 * The data centre's cache. workerd's `caches` has `default`; the DOM library the app's code is also
 * typed with declares a `CacheStorage` without it, and the two declarations merge to the DOM's.
 */
export const edgeCache = (): Cache => (caches as unknown as { default: Cache }).default;

/** Where a page of this URL is stored for this build. */
export function pageCacheKey(url: PageAddress, buildId: string): string {
	return `${url.origin}/__page-cache/${encodeURIComponent(buildId)}${url.pathname}${url.search}`;
}

export type PageAddress = Pick<URL, "origin" | "pathname" | "search">;

/**
 * The origin, path and query of a request's (normalised) address, cut from its text (as `URL` would give them: a bare
 * `?` is no query): most requests are no public page, and parsing every address cost more than the
 * rest of this middleware.
 */
export function addressOf(href: string): PageAddress {
	const start = href.indexOf("/", href.indexOf("//") + 2);
	if (start === -1) return { origin: href, pathname: "/", search: "" };
	const origin = href.slice(0, start);
	const query = href.indexOf("?", start);
	if (query === -1) return { origin, pathname: href.slice(start), search: "" };
	return { origin, pathname: href.slice(start, query), search: query === href.length - 1 ? "" : href.slice(query) };
}

/** A rendered page may be stored only when nothing in it can belong to one visitor. */
function storable(response: Response): boolean {
	if (response.status !== 200 || response.body === null) return false;
	if (!response.headers.get("Content-Type")?.startsWith("text/html")) return false;
	if (response.headers.has("Set-Cookie")) return false;
	return !/no-store|private/i.test(response.headers.get("Cache-Control") ?? "");
}

/** Where a hit's headers come from: the entry's own, and the security headers for its path. */
type Answering = { config: AppConfig; path: string };

/**
 * What the isolate keeps of a page: its bytes and the headers of every hit, security headers
 * included (their CSP admits the page's scripts by hash), written once here rather than on each hit.
 */
function entryOf(
	body: ArrayBuffer,
	stored: Headers,
	scriptSources: string,
	answering: Answering,
	maxAge: number,
): PageEntry {
	const headers = new Headers(stored);
	headers.delete("Cache-Control");
	headers.delete(SCRIPT_SOURCES_HEADER);
	headers.set(PAGE_CACHE_HEADER, "hit");
	setSecurityHeaders(headers, answering.config, scriptSources, answering.path);
	return { body: new Uint8Array(body), headers, expiresAt: Date.now() + maxAge * 1000 };
}

/**
 * Stores a rendered page with the hashes of the inline scripts its render blessed with the nonce
 * (docs/decisions/064-hash-csp-for-cached-pages.md). A page that hashes cannot admit is not stored.
 */
async function store(
	cache: Cache,
	key: string,
	body: ReadableStream<Uint8Array>,
	rendered: Headers,
	renderNonce: string,
	answering: Answering,
	maxAge: number,
): Promise<PageEntry | null> {
	const html = await new Response(body).text();
	const sources = await inlineScriptSources(html, renderNonce);
	if (sources === null) return null;
	const headers = new Headers(rendered);
	headers.set("Cache-Control", `public, max-age=${maxAge}`);
	headers.set(SCRIPT_SOURCES_HEADER, sources);
	const bytes = new TextEncoder().encode(html);
	await cache.put(key, new Response(bytes, { status: 200, headers }));
	return entryOf(bytes.buffer, headers, sources, answering, maxAge);
}

/** The isolate's copy of a page, or the edge cache's (then kept by the isolate). */
async function lookUp(
	memory: PageMemory,
	key: string,
	answering: Answering,
	maxAge: number,
): Promise<PageEntry | undefined> {
	const kept = memory.get(key);
	if (kept) return kept;
	const stored = await edgeCache().match(key);
	const sources = stored?.headers.get(SCRIPT_SOURCES_HEADER);
	if (!stored || !sources) return undefined;
	const entry = entryOf(await stored.arrayBuffer(), stored.headers, sources, answering, maxAge);
	memory.set(key, entry);
	return entry;
}

/**
 * Answers signed-out GETs of public pages from the edge cache (Cache API), keyed by build and URL.
 * Sits inside the security headers (a hit's CSP admits the stored page's own inline scripts by their
 * hashes: the stored body is sent untouched) and before the session (a hit costs no cookie
 * decryption, no upstream set-up).
 * See docs/performance.md.
 */
export const pageCache = (options: PageCacheOptions) => {
	const maxAge = options.maxAgeSeconds ?? 3600;
	const memory = new PageMemory(options.isolateBytes ?? 4 * 1024 * 1024);
	return createMiddleware<WorkerEnv>(async (c, next) => {
		const request = c.req.raw;
		if (request.method !== "GET") return next();
		const url = addressOf(request.url);
		if (!options.isPublicPage(url)) return next();
		if (carriesOwnCookie(request)) {
			await next();
			c.res.headers.set(PAGE_CACHE_HEADER, "bypass");
			return;
		}

		const key = pageCacheKey(url, options.buildId);
		const answering = { config: c.get("config"), path: c.req.path };
		const entry = await lookUp(memory, key, answering, maxAge);
		if (entry) {
			// The stored bytes as they are: the CSP admits the page's scripts by hash (no nonce to write in).
			c.set("securedByPageCache", true);
			return new Response(entry.body, { status: 200, headers: entry.headers });
		}

		await next();
		const rendered = c.res;
		if (storable(rendered) && rendered.body) {
			const [forCache, forVisitor] = rendered.body.tee();
			const put = store(edgeCache(), key, forCache, rendered.headers, c.get("nonce"), answering, maxAge).then(
				(entry) => {
					if (entry) memory.set(key, entry);
				},
			);
			try {
				c.executionCtx.waitUntil(put);
			} catch {
				// No execution context (a direct app.fetch): store before answering.
				await put;
			}
			c.res = new Response(forVisitor, rendered);
		}
		c.res.headers.set(PAGE_CACHE_HEADER, "miss");
	});
};
