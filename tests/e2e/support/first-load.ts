import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { APIRequestContext } from "@playwright/test";

/** What a first load fetches before the page can run, counted as the bench does (bench/sizes.mjs). */
export function firstLoadChunks(request: APIRequestContext, html: string): Promise<Map<string, string>> {
	const queue: string[] = [];
	for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+\.js)"/g)) {
		if (match[1]) queue.push(match[1]);
	}
	for (const match of html.matchAll(/\b(?:import|from)\s*["'](\/assets\/[^"']+\.js)["']/g)) {
		if (match[1]) queue.push(match[1]);
	}
	return withStaticImports(request, queue);
}

/** The chunks at these URLs and every chunk they statically import. */
export async function withStaticImports(request: APIRequestContext, queue: string[]): Promise<Map<string, string>> {
	const chunks = new Map<string, string>();
	while (queue.length > 0) {
		const url = queue.shift() as string;
		if (chunks.has(url)) continue;
		const source = await (await request.get(url)).text();
		chunks.set(url, source);
		for (const match of source.matchAll(
			/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
		)) {
			if (match[1]) queue.push(new URL(match[1], `http://x${url}`).pathname);
		}
	}
	return chunks;
}

/** Bytes gzip level 9, file by file, as bench/sizes.mjs counts them. */
export function gzipTotal(chunks: Map<string, string>): number {
	let total = 0;
	for (const source of chunks.values()) total += gzipSync(source, { level: 9 }).length;
	return total;
}

/** The template's first load at our versions (bench/results.json): each of ours must stay under it (decision 060). */
export function templateFirstLoadBytes(): number {
	const results = JSON.parse(readFileSync(new URL("../../../bench/results.json", import.meta.url), "utf8"));
	const bytes = results?.compare?.first_load_js?.template?.js_gzip_bytes;
	if (typeof bytes !== "number")
		throw new Error("bench/results.json holds no template first load: run npm run bench:compare");
	return bytes;
}
