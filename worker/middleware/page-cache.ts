import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { BoundedMap } from "#app/lib/bounded-map";
import type { AppConfig } from "#app/lib/config.server";
import { ownCookieBase } from "#app/session/cookie-names";
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
	/** Addresses with a query string the isolate remembers having rendered once (default 4,096). */
	firstSightKeys?: number;
};

/**
 * Cookies that do not change a public page: the trusted-browser mark outlives sign-out for a year,
 * and bypassing on it would leave every returning visitor without the cache. Any other cookie of
 * ours (session, flash message, sign-in transaction, contact-detail link) may change what a page
 * shows or must be consumed by it, so it sends the request past the cache.
 */
const NEUTRAL_COOKIES = new Set(["trusted-browser"]);

function carriesOwnCookie(request: Request): boolean {
	const header = request.headers.get("Cookie");
	if (!header) return false;
	for (const pair of header.split(";")) {
		const end = pair.indexOf("=");
		const name = (end === -1 ? pair : pair.slice(0, end)).trim();
		const base = ownCookieBase(name);
		if (base !== null && !NEUTRAL_COOKIES.has(base)) return true;
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
	return keyIn(buildFolder(buildId), url);
}

/** The part of every key that names the build, made once per cache rather than per request. */
const buildFolder = (buildId: string) => `/__page-cache/${encodeURIComponent(buildId)}`;
const keyIn = (folder: string, url: PageAddress) => url.origin + folder + url.pathname + url.search;

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

/**
 * Headers of a stored entry that are not the page's: ours, and the edge cache's own about the stored
 * copy (its age, length and date). The runtime sets the length of each answer's bytes, plain or gzipped.
 */
const STORED_ONLY = ["Cache-Control", SCRIPT_SOURCES_HEADER, "Age", "CF-Cache-Status", "Content-Length", "Date"];

/** Where a hit's headers come from: the entry's own, and the security headers for its path. */
type Answering = { config: AppConfig; path: string };

/**
 * What the isolate keeps of a page: its bytes and the headers of every hit, security headers included
 * (their CSP admits the page's scripts by hash), written once here rather than on each hit.
 */
function entryOf(
	body: ArrayBuffer,
	stored: Headers,
	scriptSources: string,
	answering: Answering,
	maxAge: number,
): PageEntry {
	const headers = new Headers(stored);
	for (const name of STORED_ONLY) headers.delete(name);
	headers.set(PAGE_CACHE_HEADER, "hit");
	headers.append("Vary", "Accept-Encoding");
	setSecurityHeaders(headers, answering.config, scriptSources, answering.path);
	return { body: new Uint8Array(body), headers, expiresAt: Date.now() + maxAge * 1000 };
}

/** The entry with its bytes gzipped by workerd's own compressor. */
async function withGzip(entry: PageEntry): Promise<PageEntry> {
	const stream = new Blob([entry.body]).stream().pipeThrough(new CompressionStream("gzip"));
	const headers = new Headers(entry.headers);
	headers.set("Content-Encoding", "gzip");
	return { ...entry, gzip: { body: new Uint8Array(await new Response(stream).arrayBuffer()), headers } };
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

/** The edge cache's copy of a page, made an isolate's entry. */
async function lookUp(key: string, answering: Answering, maxAge: number): Promise<PageEntry | undefined> {
	const stored = await edgeCache().match(key);
	const sources = stored?.headers.get(SCRIPT_SOURCES_HEADER);
	if (!stored || !sources) return undefined;
	return entryOf(await stored.arrayBuffer(), stored.headers, sources, answering, maxAge);
}

/**
 * Whether an `Accept-Encoding` admits gzip: named (or `*`) without `q=0`. Browsers always send it;
 * a client that does not gets the plain bytes.
 */
export function acceptsGzip(header: string | null): boolean {
	if (header === lastAcceptEncoding.header) return lastAcceptEncoding.gzip;
	const gzip = admitsGzip(header);
	lastAcceptEncoding = { header, gzip };
	return gzip;
}

/** A browser sends the same header on every request: the last one's answer is kept. */
let lastAcceptEncoding: { header: string | null; gzip: boolean } = { header: null, gzip: false };

function admitsGzip(header: string | null): boolean {
	if (!header) return false;
	let admitted = false;
	for (const item of header.split(",")) {
		const [coding = "", ...params] = item.split(";");
		const name = coding.trim().toLowerCase();
		if (name !== "gzip" && name !== "*") continue;
		const refused = params.some((param) => /^\s*q\s*=\s*0(\.0{0,3})?\s*$/i.test(param));
		if (name === "gzip") return !refused;
		admitted = !refused;
	}
	return admitted;
}

/** The request's `waitUntil`, or none when the app is called without an execution context. */
function waitUntilOf(c: Context<WorkerEnv>): ((work: Promise<unknown>) => void) | undefined {
	try {
		const ctx = c.executionCtx;
		return (work) => ctx.waitUntil(work);
	} catch {
		return undefined;
	}
}

/**
 * Which requests may be answered from the cache, under which key, and whether the address has a query
 * string (a search, a shared link's tracking parameters: mostly asked for once).
 */
function cacheable(request: Request, isPublicPage: PageCacheOptions["isPublicPage"], folder: string) {
	if (request.method !== "GET") return undefined;
	const url = addressOf(request.url);
	if (!isPublicPage(url) || carriesOwnCookie(request)) return undefined;
	return { key: keyIn(folder, url), withQuery: url.search !== "" };
}

export type PageCache = {
	/**
	 * A page this isolate keeps, answered before any middleware runs (the app's `fetch` asks first):
	 * its headers were written when it was kept, and a signed-out GET of a public page needs nothing
	 * else of the request. `undefined`: the request goes through the app.
	 */
	answerKept(request: Request, executionCtx?: Pick<ExecutionContext, "waitUntil">): Response | undefined;
	/**
	 * Inside the security headers and before the session: answers from the edge cache (Cache API),
	 * keyed by build and URL, and stores what it renders; a signed-in request bypasses it.
	 */
	middleware: MiddlewareHandler<WorkerEnv>;
};

/**
 * Signed-out GETs of public pages from the cache: the isolate's own copy first
 * (docs/decisions/064-hash-csp-for-cached-pages.md), then the data centre's edge cache, else rendered
 * and stored. See docs/performance.md.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
	const maxAge = options.maxAgeSeconds ?? 3600;
	const memory = new PageMemory(options.isolateBytes ?? 4 * 1024 * 1024);
	const folder = buildFolder(options.buildId);

	const compressing = new Set<string>();
	/**
	 * An address with a query string is looked up and stored from its second request in this isolate:
	 * the first is only rendered (docs/decisions/078-query-pages-stored-at-second-sight.md). Anyone can
	 * make up such addresses, and most are asked for once; a bare path (`/faq`) is stored at once.
	 */
	const seenOnce = new BoundedMap<string, true>(options.firstSightKeys ?? 4096);
	const firstSight = (key: string) => {
		if (seenOnce.delete(key)) return false;
		seenOnce.set(key, true);
		return true;
	};

	/**
	 * A hit: the stored bytes as they are (the CSP admits the page's scripts by hash, no nonce to write
	 * in), gzipped for a browser that accepts it. A page is gzipped once, after the first answer that
	 * could have used it: a page stored and never asked for again (a one-off search) costs no compression.
	 */
	const answer = (key: string, entry: PageEntry, request: Request, waitUntil?: (work: Promise<unknown>) => void) => {
		if (acceptsGzip(request.headers.get("Accept-Encoding"))) {
			// Already compressed: the runtime must send these bytes, not compress them again.
			if (entry.gzip) return new Response(entry.gzip.body, { headers: entry.gzip.headers, encodeBody: "manual" });
			if (waitUntil && !compressing.has(key)) {
				compressing.add(key);
				const compressed = withGzip(entry).then((gzipped) => {
					// Unless the entry was replaced or dropped meanwhile.
					if (memory.get(key) === entry) memory.set(key, gzipped);
				});
				waitUntil(compressed.finally(() => compressing.delete(key)));
			}
		}
		return new Response(entry.body, { headers: entry.headers });
	};

	const answerKept = (request: Request, executionCtx?: Pick<ExecutionContext, "waitUntil">) => {
		// A GET that carries a body goes through the app, whose first middleware drains it under `wrangler dev`.
		if (request.body !== null) return undefined;
		const key = cacheable(request, options.isPublicPage, folder)?.key;
		const entry = key === undefined ? undefined : memory.get(key);
		if (key === undefined || !entry) return undefined;
		return answer(key, entry, request, executionCtx && ((work) => executionCtx.waitUntil(work)));
	};

	const middleware = createMiddleware<WorkerEnv>(async (c, next) => {
		const request = c.req.raw;
		const page = cacheable(request, options.isPublicPage, folder);
		if (page === undefined) {
			if (request.method !== "GET" || !options.isPublicPage(addressOf(request.url))) return next();
			await next();
			c.res.headers.set(PAGE_CACHE_HEADER, "bypass");
			return;
		}
		const { key } = page;
		if (page.withQuery && firstSight(key)) {
			await next();
			c.res.headers.set(PAGE_CACHE_HEADER, "miss");
			return;
		}

		const answering = { config: c.get("config"), path: c.req.path };
		const entry = await lookUp(key, answering, maxAge);
		if (entry) {
			memory.set(key, entry);
			c.set("securedByPageCache", true);
			return answer(key, entry, request, waitUntilOf(c));
		}

		await next();
		const rendered = c.res;
		if (storable(rendered) && rendered.body) {
			const [forCache, forVisitor] = rendered.body.tee();
			const put = store(edgeCache(), key, forCache, rendered.headers, c.get("nonce"), answering, maxAge).then(
				(stored) => {
					if (stored) memory.set(key, stored);
				},
			);
			const waitUntil = waitUntilOf(c);
			if (waitUntil) waitUntil(put);
			// No execution context (a direct app.fetch): store before answering.
			else await put;
			c.res = new Response(forVisitor, rendered);
		}
		c.res.headers.set(PAGE_CACHE_HEADER, "miss");
	});

	return { answerKept, middleware };
}
