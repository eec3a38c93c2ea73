import { createMiddleware } from "hono/factory";
import type { WorkerEnv } from "../types";

/** Tells whether a page came from the cache: `hit`, `miss` (rendered, maybe stored) or `bypass`. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";
/** The nonce a stored page was rendered with (on the stored entry only, never sent to a browser). */
const STORED_NONCE_HEADER = "X-Page-Cache-Nonce";

export type PageCacheOptions = {
	/** The deployed build: part of every key, so a deploy never answers with the previous build's HTML. */
	buildId: string;
	/** Pages that render the same for every signed-out visitor (the query string is part of the key). */
	isPublicPage: (url: URL) => boolean;
	/** Seconds an entry lives (default an hour). */
	maxAgeSeconds?: number;
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
export function pageCacheKey(url: URL, buildId: string): string {
	return `${url.origin}/__page-cache/${encodeURIComponent(buildId)}${url.pathname}${url.search}`;
}

/** A rendered page may be stored only when nothing in it can belong to one visitor. */
function storable(response: Response): boolean {
	if (response.status !== 200 || response.body === null) return false;
	if (!response.headers.get("Content-Type")?.startsWith("text/html")) return false;
	if (response.headers.has("Set-Cookie")) return false;
	return !/no-store|private/i.test(response.headers.get("Cache-Control") ?? "");
}

/**
 * A `nonce` attribute as React writes it (always double-quoted; a quote inside text or an inline
 * script's JSON is escaped, so `nonce="` only occurs in markup).
 */
const NONCE_ATTRIBUTE = /\snonce="([^"]*)"/g;

/**
 * The stored page with this response's nonce, only on elements that carried the stored one (any
 * other nonce attribute is dropped, and no element gains one). One pass of a regular expression over
 * the stored text: HTMLRewriter called back into the worker for every element with a nonce, and that
 * was most of a hit's CPU (docs/performance.md).
 */
async function withFreshNonce(stored: Response, nonce: string): Promise<Response> {
	const storedNonce = stored.headers.get(STORED_NONCE_HEADER);
	const headers = new Headers(stored.headers);
	headers.delete(STORED_NONCE_HEADER);
	headers.delete("Cache-Control");
	headers.set(PAGE_CACHE_HEADER, "hit");
	const html = (await stored.text()).replace(NONCE_ATTRIBUTE, (_, value: string) =>
		storedNonce && value === storedNonce ? ` nonce="${nonce}"` : "",
	);
	return new Response(html, { status: 200, headers });
}

/**
 * Answers signed-out GETs of public pages from the edge cache (Cache API), keyed by build and URL.
 * Sits after the security headers (each answer still gets its own CSP, its nonce written into the
 * stored HTML) and before the session (a hit costs no cookie decryption, no upstream set-up).
 * See docs/performance.md.
 */
export const pageCache = (options: PageCacheOptions) => {
	const maxAge = options.maxAgeSeconds ?? 3600;
	return createMiddleware<WorkerEnv>(async (c, next) => {
		const request = c.req.raw;
		if (request.method !== "GET") return next();
		const url = new URL(request.url);
		if (!options.isPublicPage(url)) return next();
		if (carriesOwnCookie(request)) {
			await next();
			c.res.headers.set(PAGE_CACHE_HEADER, "bypass");
			return;
		}

		const cache = edgeCache();
		const key = pageCacheKey(url, options.buildId);
		const stored = await cache.match(key);
		if (stored) return withFreshNonce(stored, c.var.nonce);

		await next();
		const rendered = c.res;
		if (storable(rendered) && rendered.body) {
			const [forCache, forVisitor] = rendered.body.tee();
			const headers = new Headers(rendered.headers);
			headers.set("Cache-Control", `public, max-age=${maxAge}`);
			headers.set(STORED_NONCE_HEADER, c.var.nonce);
			const put = cache.put(key, new Response(forCache, { status: 200, headers }));
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
