import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const EDGE_ENTRY = /[\\/]react-dom[\\/]server\.edge\.js$/;

/**
 * On workerd `react-dom/server` is `server.edge.js`, a CommonJS file that loads two renderers: the
 * streaming one (`renderToReadableStream`, the only one app/entry.server.tsx calls) and the legacy
 * one behind `renderToString` / `renderToStaticMarkup` (28 KB gzip). A bundler cannot drop a
 * CommonJS `require`, so the worker bundle carried both; this resolves the import straight to the
 * streaming renderer's own file (docs/decisions/067-worker-bundle-edge-renderer.md). Only the worker's build
 * is changed: tests that render with `renderToStaticMarkup` run in Node, where nothing is bundled.
 */
export function edgeRendererOnly(): Plugin {
	let flavour = "production";
	return {
		name: "kenpo:edge-renderer-only",
		apply: "build",
		enforce: "pre",
		applyToEnvironment: (environment) => environment.name === "ssr",
		configResolved(config) {
			flavour = config.isProduction ? "production" : "development";
		},
		resolveId: {
			filter: { id: /^react-dom\/server(\.edge)?$/ },
			async handler(source, importer, options) {
				const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
				if (!resolved || !EDGE_ENTRY.test(resolved.id)) return resolved;
				return join(dirname(resolved.id), "cjs", `react-dom-server.edge.${flavour}.js`);
			},
		},
	};
}
