import { createMiddleware } from "hono/factory";
import type { WorkerEnv } from "../types";

/*
 * `Link` preload headers on every HTML page: the stylesheets and modules its head names, so that the
 * browser starts them with the headers (and Cloudflare's Early Hints answer them with a 103 before the
 * page, once it has seen them). Read from the page itself, so a header names only what the page then
 * loads; only our own built files (`/assets/…`), never another origin. docs/performance.md, "Preload".
 */

/** A built file of ours: a same-origin path, safe to write into a header as it is. */
const OWN_ASSET = /^\/assets\/[\w.-]+\.(?:js|css)$/;
const LINK_TAG = /<link\b[^>]*>/gi;
const REL = /\srel="([^"]*)"/i;
const HREF = /\shref="([^"]*)"/i;
/** Bytes read at most looking for the end of the head: ours is about 6 KB. */
const HEAD_LIMIT = 64 * 1024;

/** The `Link` value for a page's head, or null when it names no stylesheet or module of ours. */
export function preloadLinksOf(head: string): string | null {
	const links = new Set<string>();
	for (const [tag] of head.matchAll(LINK_TAG)) {
		const href = HREF.exec(tag)?.[1];
		if (!href || !OWN_ASSET.test(href)) continue;
		const rel = REL.exec(tag)?.[1]?.toLowerCase();
		if (rel === "modulepreload") links.add(`<${href}>; rel=modulepreload`);
		else if (rel === "stylesheet") links.add(`<${href}>; rel=preload; as=style`);
	}
	return links.size === 0 ? null : [...links].join(", ");
}

/**
 * The page with its `Link` header: reads the body up to `</head>` (already rendered when React hands
 * the stream over) and answers the same bytes. Other answers pass untouched.
 */
async function withPreloadLinks(response: Response): Promise<Response> {
	if (!response.body || !response.headers.get("Content-Type")?.startsWith("text/html")) return response;
	const reader = response.body.getReader();
	const decoder = new TextDecoder();
	const read: Uint8Array[] = [];
	let text = "";
	let headEnd = -1;
	let bytes = 0;
	while (headEnd === -1 && bytes < HEAD_LIMIT) {
		const next = await reader.read();
		if (next.done) break;
		read.push(next.value);
		bytes += next.value.byteLength;
		text += decoder.decode(next.value, { stream: true });
		headEnd = text.indexOf("</head>");
	}
	const links = headEnd === -1 ? null : preloadLinksOf(text.slice(0, headEnd));
	const body = new ReadableStream<Uint8Array>({
		start(controller) {
			for (const chunk of read) controller.enqueue(chunk);
		},
		async pull(controller) {
			const next = await reader.read();
			if (next.done) controller.close();
			else controller.enqueue(next.value);
		},
		cancel(reason) {
			return reader.cancel(reason);
		},
	});
	const headers = new Headers(response.headers);
	if (links) headers.set("Link", links);
	return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** Adds the `Link` header to the pages rendered below it. */
export const preloadLinks = () =>
	createMiddleware<WorkerEnv>(async (c, next) => {
		await next();
		const linked = await withPreloadLinks(c.res);
		// Hono copies the headers again on every assignment: only a page that changed is assigned.
		if (linked !== c.res) c.res = linked;
	});
