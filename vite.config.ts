import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { routeModuleReloadGuard } from "./scripts/vite/route-module-reload-guard.ts";

/** React, React DOM and React Router: one long-cached chunk, measured apart by the bench. */
const FRAMEWORK =
	/[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
	environments: {
		client: {
			build: {
				rollupOptions: {
					output: {
						manualChunks: (id: string) => (FRAMEWORK.test(id) ? "framework" : undefined),
					},
				},
			},
		},
	},
	plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter(), routeModuleReloadGuard()],
});
