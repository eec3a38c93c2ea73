// Sizes of a React Router build (gzip level 9), for bench/run.mjs and bench/compare.mjs:
// - the first-load client JS of a page: the scripts its served HTML loads (or, for a page that
//   redirects, the route modules of the build's manifest) and everything they statically import;
// - the worker bundle: every .js/.mjs file of the server build.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

export const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;
/** vite.config.ts names the React / React DOM / React Router chunk `framework-*.js`. */
export const isFrameworkChunk = (file) => /(^|\/)framework-[\w-]+\.js$/.test(file);

function attributes(source) {
	const attrs = {};
	for (const match of source.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
		attrs[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? "";
	}
	return attrs;
}

// /assets/… paths of the scripts a page loads: <script src>, <link rel=modulepreload>, and
// the static imports of its inline module scripts.
export function assetsInHtml(html, pageUrl) {
	const js = new Set();
	const css = new Set();
	const add = (set, href) => {
		if (!href) return;
		const url = new URL(href, pageUrl);
		if (url.origin === pageUrl.origin && url.pathname.startsWith("/assets/")) set.add(url.pathname);
	};
	for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
		const attrs = attributes(match[2]);
		if (match[1].toLowerCase() === "script") add(js, attrs.src);
		else {
			const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
			if (rel.includes("modulepreload")) add(js, attrs.href);
			if (rel.includes("stylesheet")) add(css, attrs.href);
		}
	}
	for (const match of html.matchAll(/<script\b[^>]*type=["']?module["']?[^>]*>([\s\S]*?)<\/script>/gi)) {
		for (const imp of match[1].matchAll(/\b(?:import|from)\s*["']([^"']+\.js)["']/g)) add(js, imp[1]);
	}
	return { js, css };
}

// Static imports between chunks (`import{…}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`):
// anything a listed module pulls in before it can run is part of the first load too.
function staticImports(clientDir, file) {
	const source = readFileSync(join(clientDir, file), "utf8");
	const found = new Set();
	for (const match of source.matchAll(
		/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
	)) {
		found.add(new URL(match[1], `http://x${file}`).pathname);
	}
	return found;
}

// The modules React Router loads for a URL, from the build's client manifest: the entry and,
// for each route of the best match (root → layouts → page), its module and imports. Used when
// the page itself cannot be fetched as HTML (e.g. it redirects to sign-in).
export function readClientManifest(clientDir) {
	const dir = join(clientDir, "assets");
	const candidates = readdirSync(dir)
		.filter((name) => /^manifest-[\w-]+\.js$/.test(name))
		.map((name) => ({ path: join(dir, name), mtime: statSync(join(dir, name)).mtimeMs }))
		.sort((a, b) => b.mtime - a.mtime);
	if (candidates.length === 0) return null;
	const source = readFileSync(candidates[0].path, "utf8").trim();
	const json = source.replace(/^window\.__reactRouterManifest\s*=\s*/, "").replace(/;$/, "");
	return JSON.parse(json);
}

function matchRoutes(manifest, pathname) {
	const routes = Object.values(manifest.routes);
	const hasChildren = new Set(routes.map((r) => r.parentId).filter(Boolean));
	const wanted = pathname.split("/").filter(Boolean);
	let best = null;
	for (const leaf of routes) {
		if (hasChildren.has(leaf.id) && !leaf.index) continue;
		const chain = [];
		for (let r = leaf; r; r = r.parentId ? manifest.routes[r.parentId] : null) chain.unshift(r);
		const pattern = chain.flatMap((r) => (r.path ?? "").split("/").filter(Boolean));
		let score = 0;
		let ok = true;
		for (let i = 0; i < Math.max(pattern.length, wanted.length); i++) {
			const seg = pattern[i];
			if (seg === "*") break;
			if (seg === undefined || wanted[i] === undefined) {
				ok = false;
				break;
			}
			if (seg.startsWith(":")) continue;
			if (seg !== wanted[i]) {
				ok = false;
				break;
			}
			score += 2;
		}
		if (!ok) continue;
		if (leaf.index) score += 1;
		if (!best || score > best.score) best = { score, chain };
	}
	return best?.chain ?? null;
}

export function manifestAssets(manifest, pathname) {
	const chain = matchRoutes(manifest, pathname);
	if (!chain) return null;
	const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
	const css = new Set(manifest.entry.css ?? []);
	for (const route of chain) {
		if (route.module) js.add(route.module);
		for (const file of route.imports ?? []) js.add(file);
		for (const file of route.css ?? []) css.add(file);
	}
	return { js, css, routes: chain.map((r) => r.id) };
}

// Does not follow redirects: a page that redirects has no first load of its own.
export async function fetchPage(origin, path, headers) {
	const url = new URL(path, origin);
	const response = await fetch(url, { headers, redirect: "manual", signal: AbortSignal.timeout(15_000) });
	const html = response.status === 200 ? await response.text() : "";
	if (response.status !== 200) await response.body?.cancel();
	return { url, status: response.status, location: response.headers.get("location") ?? undefined, html };
}

export function sizeAssets({ js, css }, clientDir) {
	const listed = new Set(js);
	const all = new Set(js);
	const queue = [...js];
	while (queue.length > 0) {
		const file = queue.shift();
		if (!existsSync(join(clientDir, file))) continue;
		for (const dep of staticImports(clientDir, file)) {
			if (!all.has(dep)) {
				all.add(dep);
				queue.push(dep);
			}
		}
	}
	const files = [...all].sort().map((file) => {
		const path = join(clientDir, file);
		if (!existsSync(path)) return { file, missing: true, raw_bytes: 0, gzip_bytes: 0 };
		const buffer = readFileSync(path);
		return { file, raw_bytes: buffer.length, gzip_bytes: gzipBytes(buffer), listed: listed.has(file) };
	});
	const cssGzip = [...css].reduce((sum, file) => {
		const path = join(clientDir, file);
		return existsSync(path) ? sum + gzipBytes(readFileSync(path)) : sum;
	}, 0);
	const frameworkGzip = files.filter((f) => isFrameworkChunk(f.file)).reduce((sum, f) => sum + f.gzip_bytes, 0);
	const totalGzip = files.reduce((sum, f) => sum + f.gzip_bytes, 0);
	return {
		js_files: files.length,
		js_raw_bytes: files.reduce((sum, f) => sum + f.raw_bytes, 0),
		js_gzip_bytes: totalGzip,
		framework_gzip_bytes: frameworkGzip,
		app_gzip_bytes: totalGzip - frameworkGzip,
		css_gzip_bytes: cssGzip,
		// Statically imported by a listed module but not preloaded (a request waterfall).
		not_preloaded: files.filter((f) => f.listed === false).map((f) => f.file),
		missing_files: files.filter((f) => f.missing).map((f) => f.file),
		files,
	};
}

function listFiles(dir) {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		return entry.isDirectory() ? listFiles(path) : [path];
	});
}

/** Every script of a server build; `root` only shortens the file names reported. */
export function measureWorkerBundle(serverDir, root = serverDir) {
	const files = listFiles(serverDir)
		.filter((path) => /\.m?js$/.test(path))
		.sort()
		.map((path) => {
			const buffer = readFileSync(path);
			return { file: relative(root, path), raw_bytes: buffer.length, gzip_bytes: gzipBytes(buffer) };
		});
	return {
		files: files.length,
		raw_bytes: files.reduce((sum, f) => sum + f.raw_bytes, 0),
		gzip_bytes: files.reduce((sum, f) => sum + f.gzip_bytes, 0),
		largest: files.toSorted((a, b) => b.gzip_bytes - a.gzip_bytes).slice(0, 5),
	};
}
