import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** The module Vite's build adds for its `import()` wrapper (`__vitePreload`). */
const VITE_PRELOAD_HELPER = "\0vite/preload-helper.js";
const OURS = fileURLToPath(new URL("../../app/lib/loading/preload-chunk.ts", import.meta.url));

/** Serves Vite's preload helper from app/lib/loading/preload-chunk.ts; fails the build if Vite changes how it loads it. */
export function smallPreloadHelper(): Plugin {
	let replaced = false;
	return {
		name: "small-preload-helper",
		apply: "build",
		// Before Vite's own plugin answers for the same id.
		enforce: "pre",
		buildStart() {
			if (this.environment.name === "client" && this.environment.config.build.modulePreload !== false) {
				this.error("the small preload helper preloads nothing: the browser build needs `modulePreload: false`");
			}
		},
		load: {
			filter: { id: /^\0vite\/preload-helper\.js$/ },
			handler(id) {
				if (id !== VITE_PRELOAD_HELPER || this.environment.name !== "client") return null;
				replaced = true;
				return `export { preloadChunk as __vitePreload } from ${JSON.stringify(OURS)};`;
			},
		},
		buildEnd() {
			if (this.environment.name === "client" && !replaced) {
				this.error(`Vite's preload helper (${VITE_PRELOAD_HELPER}) was not loaded: re-check this plugin`);
			}
		},
	};
}
