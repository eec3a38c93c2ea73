import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const EDGE_ENTRY = /[\\/]react-dom[\\/]server\.edge\.js$/;

/** Resolves `react-dom/server` to the streaming renderer alone in the worker build (decision 067). */
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
