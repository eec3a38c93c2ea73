import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppConfig } from "#app/lib/config.server";
import { ownCookieBase } from "#app/session/cookie-names";
import { setSecurityHeaders } from "../security-policy";
import type { WorkerEnv } from "../types";
import type { PageEntry } from "./memory";
import { inlineScriptSources } from "./script-hashes";
import { type PageCacheLimits, PageCacheState } from "./state";

/*
 * Signed-out GETs of public pages from the cache: the isolate's own copy first
 * (docs/decisions/064-hash-csp-for-cached-pages.md), then the data centre's edge cache, else rendered
 * and stored. The API is `createPageCache` and its two middleware; docs/performance.md.
 */

/** Tells whether a page came from the cache: `hit`, `miss` (rendered, maybe stored) or `bypass`. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";
/**
 * The CSP script sources (hashes of the page's own inline scripts) stored with an entry; read on a
 * hit and never sent to a browser.
 */
const SCRIPT_SOURCES_HEADER = "X-Page-Cache-Script-Sources";

type PageCacheOptions = PageCacheLimits & {
	/** The deployed build: part of every key, so a deploy never answers with the previous build's HTML. */
	buildId: string;
	/** The address a page that renders the same for every signed-out visitor is stored under, or null. */
	publicPageAddress: (url: Pick<URL, "pathname" | "search">) => string | null;
	/** Seconds an entry lives (default an hour). */
	maxAgeSeconds?: number;
	/** What the cache remembers in this isolate (a fresh one per cache by default). */
	state?: PageCacheState;
};

type PageCache = {
	/**
	 * First in the app: a page this isolate keeps, answered with the headers written when it was kept
	 * (no other middleware runs). Anything else goes on.
	 */
	answerKeptPage: MiddlewareHandler<WorkerEnv>;
	/**
	 * Inside the security headers and before the session: answers from the edge cache (Cache API),
	 * keyed by build and URL, and stores what it renders; a signed-in request bypasses it.
	 */
	answerOrStoreAtEdge: MiddlewareHandler<WorkerEnv>;
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

/** Where a page of this origin and public address is stored for this build. */
export function pageCacheKey(origin: string, address: string, buildId: string): string {
	return `${origin}/__page-cache/${encodeURIComponent(buildId)}${address}`;
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
	await edgeCache().put(key, new Response(bytes, { status: 200, headers }));
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

export function createPageCache(options: PageCacheOptions): PageCache {
	const maxAge = options.maxAgeSeconds ?? 3600;
	const state = options.state ?? new PageCacheState(options);

	/**
	 * The public page a request asks for and its key, or undefined. The path is Hono's; the address is
	 * parsed only for a public page's path (a query string never makes another path public).
	 */
	const publicPage = (c: Context<WorkerEnv>) => {
		if (c.req.method !== "GET" || options.publicPageAddress({ pathname: c.req.path, search: "" }) === null) {
			return undefined;
		}
		const url = new URL(c.req.url);
		const address = options.publicPageAddress(url);
		if (address === null) return undefined;
		return {
			key: pageCacheKey(url.origin, address, options.buildId),
			withQuery: address.includes("?"),
			ownCookie: carriesOwnCookie(c.req.raw),
		};
	};

	/**
	 * A hit: the stored bytes as they are (the CSP admits the page's scripts by hash, no nonce to write
	 * in), gzipped for a browser that accepts it. A page is gzipped once, after the first answer that
	 * could have used it: a page stored and never asked for again (a one-off search) costs no compression.
	 */
	const answer = (c: Context<WorkerEnv>, key: string, entry: PageEntry) => {
		if (acceptsGzip(c.req.header("Accept-Encoding") ?? null)) {
			// Already compressed: the runtime must send these bytes, not compress them again.
			if (entry.gzip) return new Response(entry.gzip.body, { headers: entry.gzip.headers, encodeBody: "manual" });
			const waitUntil = waitUntilOf(c);
			const compressing = waitUntil && state.compressOnce(key, entry, withGzip);
			if (waitUntil && compressing) waitUntil(compressing);
		}
		return new Response(entry.body, { headers: entry.headers });
	};

	const answerKeptPage = createMiddleware<WorkerEnv>(async (c, next) => {
		// A GET that carries a body goes on to the middleware that drains it under `wrangler dev`.
		const page = c.req.raw.body === null ? publicPage(c) : undefined;
		const entry = page && !page.ownCookie ? state.memory.get(page.key) : undefined;
		if (!page || !entry) return next();
		return answer(c, page.key, entry);
	});

	const answerOrStoreAtEdge = createMiddleware<WorkerEnv>(async (c, next) => {
		const page = publicPage(c);
		if (page === undefined) return next();
		if (page.ownCookie) {
			await next();
			c.res.headers.set(PAGE_CACHE_HEADER, "bypass");
			return;
		}
		const { key } = page;
		if (page.withQuery && state.firstSight(key)) {
			await next();
			c.res.headers.set(PAGE_CACHE_HEADER, "miss");
			return;
		}

		const answering = { config: c.get("config"), path: c.req.path };
		const entry = await lookUp(key, answering, maxAge);
		if (entry) {
			state.memory.set(key, entry);
			return answer(c, key, entry);
		}

		const storing = !page.withQuery || state.mayStoreQueryPage(key, maxAge * 1000);
		if (!storing) {
			await next();
			c.res.headers.set(PAGE_CACHE_HEADER, "miss");
			return;
		}
		c.set("renderedForCache", true);
		await next();
		const rendered = c.res;
		if (storable(rendered) && rendered.body) {
			const [forCache, forVisitor] = rendered.body.tee();
			const put = store(key, forCache, rendered.headers, c.get("nonce"), answering, maxAge).then((stored) => {
				if (stored) state.memory.set(key, stored);
			});
			const waitUntil = waitUntilOf(c);
			if (waitUntil) waitUntil(put);
			// No execution context (a direct app.fetch): store before answering.
			else await put;
			c.res = new Response(forVisitor, rendered);
		}
		c.res.headers.set(PAGE_CACHE_HEADER, "miss");
	});

	return { answerKeptPage, answerOrStoreAtEdge };
}
